/**
 * Booked free consultations as the admin API answers them (GET /api/admin/consultations and a
 * booking's history): times as UTC instants, the family's details as the booking form took them,
 * and what became of it. The API stores the same columns (api/src/db/consultation-rows.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CANCELLERS, CONSULTATION_STATUSES, MEETING_WAYS, type Canceller, type ConsultationStatus, type MeetingWay } from '../consultation-values';
import { Handling, LeadSourceColumns } from './lead';
import { NullableString } from './schema-parts';

export const ConsultationRecord = Type.Object({
  id: Type.Integer(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  meeting: Type.Unsafe<MeetingWay>({ type: 'string', enum: [...MEETING_WAYS] }),
  full_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** The service page's slug, null for "Not sure yet". */
  service: NullableString(),
  message: Type.String(),
  site_language: Type.String(),
  /** The family's time zone as their browser named it, for times in their own clock; null when unknown. */
  time_zone: NullableString(),
  status: Type.Unsafe<ConsultationStatus>({ type: 'string', enum: [...CONSULTATION_STATUSES] }),
  cancelled_by: Type.Unsafe<Canceller | null>({ type: ['string', 'null'], enum: [...CANCELLERS, null] }),
  cancel_reason: NullableString(),
  /** The invitation's SEQUENCE: one more at each move or cancellation. */
  sequence: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
});
export type ConsultationRecord = Static<typeof ConsultationRecord>;

export const CONSULTATION_EVENTS = ['booked', 'moved', 'cancelled', 'held', 'missed', 'link-mailed'] as const;
/** Who did it: the family (the booking page, their link), the staff, or anyone who typed the address into the form. */
export const CONSULTATION_ACTORS = ['family', 'staff', 'visitor'] as const;

/**
 * A step in a booking's life, as its admin page lists it: booked, moved (from and to), cancelled
 * (by whom, why), held or missed, and its link mailed again when someone tried to book a second
 * time with its address.
 */
export const ConsultationEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  event: Type.Unsafe<(typeof CONSULTATION_EVENTS)[number]>({ type: 'string', enum: [...CONSULTATION_EVENTS] }),
  actor: Type.Unsafe<(typeof CONSULTATION_ACTORS)[number]>({ type: 'string', enum: [...CONSULTATION_ACTORS] }),
  /** The staff member's name when staff did it. */
  staff_name: NullableString(),
  /** The consultation's time after this step; null where it is not known (booked before the history was kept, then moved). */
  starts_at: NullableString(),
  /** Its time before a move. */
  previous_starts_at: NullableString(),
  /** A cancellation's reason, as the family was told. */
  reason: NullableString(),
});
export type ConsultationEvent = Static<typeof ConsultationEvent>;
