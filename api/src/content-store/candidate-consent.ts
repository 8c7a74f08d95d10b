/**
 * A candidate made from an application is shown only while its applicant's consent stands: a
 * write that would publish her without it is refused with the reason, and the draft stays private.
 * A candidate typed in by hand is the editors' own and publishes as before.
 */
import type { CandidateInput, CandidateRecord } from '@efe/shared/contract/candidate';
import { consentStands } from '../db/lead-rows';
import { FieldErrors } from '../http/errors';

/** Why this candidate may not be published now; null when she may. */
export function publishingRefusal(candidate: CandidateRecord): string | null {
  const source = candidate.made_from;
  if (!source || consentStands(source)) return null;
  if (source.consent_at === null) {
    return `Not published: ${source.name} did not agree, when applying, to a profile families may see. The draft stays private; the applicant may send an application again with the consent ticked.`;
  }
  // No date: the consent panel beside the refusal says when, on the staff's own clock. A day
  // written here would be UTC's, the day before Dubai's from midnight to 04:00 there.
  return `Not published: ${source.name} has withdrawn the consent to a profile. The draft stays private.`;
}

/** Throws 409 with the reason when the write would show a candidate whose applicant's consent does not stand. */
export function refusePublishingWithoutConsent(input: CandidateInput, stored: CandidateRecord | undefined): void {
  if (!stored || !(input.published ?? stored.published)) return;
  const refusal = publishingRefusal(stored);
  if (refusal) throw new FieldErrors({ published: refusal }, 409);
}
