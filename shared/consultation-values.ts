/**
 * What a free consultation's booking can be, as the database's CHECKs allow it
 * (api/test/enumeration-checks.test.ts holds them to these lists): declared here once for the
 * booking page, the API and the admin.
 */
export const MEETING_WAYS = ['phone', 'video', 'office'] as const;
export type MeetingWay = (typeof MEETING_WAYS)[number];
export const isMeetingWay = (value: string): value is MeetingWay => MEETING_WAYS.some((way) => way === value);

export const CONSULTATION_STATUSES = ['booked', 'cancelled', 'held', 'missed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Who cancelled a booking. */
export const CANCELLERS = ['family', 'staff'] as const;
export type Canceller = (typeof CANCELLERS)[number];
