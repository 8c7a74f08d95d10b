/**
 * An engagement as the staff read it: its row, with what the business terms make of it (the
 * placement fee less the mobilization fee paid, the trial's end and the replacement window) and
 * the stages it may move to.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ENGAGEMENT_TRANSITIONS } from '@shared/contract/engagement';
import { MOBILIZATION_FEE_FILS, placementFee, trialDates } from '@shared/engagement-terms';
import { NullableInteger, NullableString } from '@shared/contract/schema-parts';
import { EngagementRow, Stage } from '../db/engagement-rows';

export const EngagementAnswer = Type.Object({
  ...EngagementRow.properties,
  fees: Type.Object({
    /** The mobilization fee the terms ask for (fils). */
    mobilization_fee_fils: Type.Integer(),
    /** The placement fee from the agreed salary, the mobilization fee credited, and the balance; null until a salary is agreed. */
    placement_fee_fils: NullableInteger(),
    credited_fils: NullableInteger(),
    balance_fils: NullableInteger(),
  }),
  trial_ends_on: NullableString(),
  replacement_ends_on: NullableString(),
  next_stages: Type.Array(Stage),
});
export type EngagementAnswer = Static<typeof EngagementAnswer>;

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
