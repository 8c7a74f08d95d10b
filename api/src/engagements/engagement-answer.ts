/** What the admin reads of an engagement (shared/contract/engagement-answer.ts): its record and what the terms make of it. */
import { ENGAGEMENT_TRANSITIONS } from '@efe/shared/contract/engagement';
import type { EngagementAnswer } from '@efe/shared/contract/engagement-answer';
import { MOBILIZATION_FEE_FILS, placementFee, trialDates } from '@efe/shared/engagement-terms';
import type { EngagementRow } from '../db/engagement-rows';

export function engagementAnswer(row: EngagementRow): EngagementAnswer {
  const placement = row.salary_fils === null ? null : placementFee(row.salary_fils, row.mobilization_paid_fils ?? 0);
  const dates = row.trial_starts_on === null ? null : trialDates(row.trial_starts_on);
  return {
    ...row,
    fees: {
      mobilization_fee_fils: MOBILIZATION_FEE_FILS,
      placement_fee_fils: placement?.fee_fils ?? null,
      credited_fils: placement?.credited_fils ?? null,
      balance_fils: placement?.balance_fils ?? null,
    },
    trial_ends_on: dates?.trial_ends_on ?? null,
    replacement_ends_on: dates?.replacement_ends_on ?? null,
    next_stages: [...ENGAGEMENT_TRANSITIONS[row.stage]],
  };
}
