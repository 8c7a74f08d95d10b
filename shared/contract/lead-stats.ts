/**
 * The recruiters' Monday numbers as the admin API answers them (GET /api/admin/stats): leads per
 * week, where they came from, what they ask about, the site language they wrote in, how many
 * wait, and how fast they were answered. Weeks and months are the office's (Dubai), not UTC's.
 */
import { Type, type Static } from '@sinclair/typebox';

const Count = Type.Integer({ minimum: 0 });

export const LeadStats = Type.Object({
  /** Monday of each week, oldest first, in office time: every one of the last weeks, empty ones too. */
  weeks: Type.Array(Type.Object({ week: Type.String(), applications: Count, messages: Count, consultations: Count })),
  /** Over those weeks; '' for a lead whose visit named no campaign and no referring site. */
  by_source: Type.Array(Type.Object({ source: Type.String(), leads: Count })),
  /** Contact messages and booked consultations over those weeks by the service chosen; '' for "Not sure yet". */
  by_service: Type.Array(Type.Object({ service: Type.String(), leads: Count })),
  by_language: Type.Array(Type.Object({ language: Type.String(), leads: Count })),
  /** Not yet marked handled, whenever they came; a consultation until it is held, missed or cancelled, or an engagement is opened from it. */
  waiting: Type.Object({ applications: Count, messages: Count, consultations: Count }),
  /** Applications and messages marked handled since the first of this month (office time), and the median hours from arrival to that mark. */
  handled_this_month: Type.Object({ leads: Count, median_hours: Type.Union([Type.Number(), Type.Null()]) }),
});
export type LeadStats = Static<typeof LeadStats>;
