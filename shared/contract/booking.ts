/**
 * The public booking API's answers (api/src/routes/booking-routes.ts), which the booking page
 * reads: free slots, and a booking as its private link shows it (no e-mail, no phone, no message).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CANCELLERS, CONSULTATION_STATUSES, MEETING_WAYS } from '../consultation-values';

export const FreeSlot = Type.Object({
  /** UTC ISO instants. */
  start: Type.String(),
  end: Type.String(),
});
export type FreeSlot = Static<typeof FreeSlot>;
export const FreeSlots = Type.Array(FreeSlot);

export const PublicBooking = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  starts_at: Type.String(),
  ends_at: Type.String(),
  meeting: Type.Union(MEETING_WAYS.map((way) => Type.Literal(way))),
  full_name: Type.String(),
  service: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union(CONSULTATION_STATUSES.map((status) => Type.Literal(status))),
  cancelled_by: Type.Union([...CANCELLERS.map((canceller) => Type.Literal(canceller)), Type.Null()]),
  site_language: Type.String(),
});
export type PublicBooking = Static<typeof PublicBooking>;

/** A booking's private key, as its link carries it (private-key.ts). */
export { PRIVATE_KEY_PATTERN as BOOKING_TOKEN_PATTERN, isPrivateKey as isBookingToken } from './private-key';
