/**
 * Engagements as the admin API answers them (GET /api/admin/engagements and an engagement's
 * history, shortlist and the dashboard's numbers): the family's details, the stage and since
 * when, the fees in fils, the trial's first day (Dubai's calendar), each stage change, and the
 * shortlist with the family's answers. The API stores the record's columns
 * (api/src/db/engagement-rows.ts); engagement.ts holds the stages and moves these read.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ENGAGEMENT_SOURCES, ENGAGEMENT_STAGES, SHORTLIST_ANSWERS, type EngagementSource, type EngagementStage, type ShortlistAnswer } from './engagement';
import { LeadSourceColumns } from './lead';
import { LanguageCode, NullableInteger, NullableString } from './schema-parts';

export const Stage = Type.Unsafe<EngagementStage>({ type: 'string', enum: [...ENGAGEMENT_STAGES] });
const NullableStage = Type.Unsafe<EngagementStage | null>({ type: ['string', 'null'], enum: [...ENGAGEMENT_STAGES, null] });
const Answer = Type.Unsafe<ShortlistAnswer | null>({ type: ['string', 'null'], enum: [...SHORTLIST_ANSWERS, null] });

/** An engagement as stored. */
export const EngagementRecord = Type.Object({
  id: Type.Integer(),
  source: Type.Unsafe<EngagementSource>({ type: 'string', enum: [...ENGAGEMENT_SOURCES] }),
  /** The consultation or contact message it was opened from (null once that lead is deleted). */
  consultation_id: NullableInteger(),
  message_id: NullableInteger(),
  /** The service page's slug, null for "not sure yet". */
  service: NullableString(),
  family_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** The family's language: their mails are written in it. */
  site_language: LanguageCode,
  /** What the family needs, as the staff write it down. */
  details: Type.String(),
  stage: Stage,
  stage_since: Type.String(),
  /** The mobilization fee as paid (fils) and the office day it was; null until paid. */
  mobilization_paid_fils: NullableInteger(),
  mobilization_paid_on: NullableString(),
  /** The candidate's agreed gross annual salary, in fils. */
  salary_fils: NullableInteger(),
  placement_paid_on: NullableString(),
  /** The paid trial's first day (YYYY-MM-DD, Dubai). */
  trial_starts_on: NullableString(),
  shortlist_sent_at: NullableString(),
  created_at: Type.String(),
  created_by: Type.String(),
  updated_at: Type.String(),
  ...LeadSourceColumns.properties,
});
export type EngagementRecord = Static<typeof EngagementRecord>;

/**
 * An engagement as the staff read it: its record, with what the business terms make of it (the
 * placement fee less the mobilization fee paid, the trial's end and the replacement window) and
 * the stages it may move to.
 */
export const EngagementAnswer = Type.Object({
  ...EngagementRecord.properties,
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

/** A stage change: from (null when the engagement was opened) and to, who, when, and the note. */
export const EngagementEvent = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  from_stage: NullableStage,
  to_stage: Stage,
  staff_name: Type.String(),
  note: NullableString(),
});
export type EngagementEvent = Static<typeof EngagementEvent>;

/** A candidate on the shortlist, with the family's answer once given. */
export const ShortlistEntry = Type.Object({
  candidate_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  published: Type.Boolean(),
  position: Type.Integer(),
  added_at: Type.String(),
  /** When the family was sent it; null while only picked. */
  sent_at: NullableString(),
  answer: Answer,
  reason: NullableString(),
  answered_at: NullableString(),
});
export type ShortlistEntry = Static<typeof ShortlistEntry>;

const Count = Type.Integer({ minimum: 0 });
/** Opened, and of those how many were ever placed. */
const Conversion = { opened: Count, placed: Count };

/** The dashboard's engagements: where they are, month by month, how long each stage takes, and how many end in a placement. */
export const EngagementStats = Type.Object({
  /** Every stage, in the process's order, with how many engagements are in it now. */
  by_stage: Type.Array(Type.Object({ stage: Stage, engagements: Count })),
  /** The last months (office time, YYYY-MM), oldest first: engagements opened, and placements made. */
  months: Type.Array(Type.Object({ month: Type.String(), opened: Count, placed: Count })),
  /** Days an engagement spent in each stage before it moved on (its moves of the last months), the mean and how many moves it is of. */
  time_in_stage: Type.Array(Type.Object({ stage: Stage, moves: Count, mean_days: Type.Union([Type.Number(), Type.Null()]) })),
  /** From consultation to placement, by the service asked for ('' for not sure yet) and by where the engagement came from. */
  by_service: Type.Array(Type.Object({ service: Type.String(), ...Conversion })),
  by_source: Type.Array(Type.Object({ source: Type.String(), ...Conversion })),
});
export type EngagementStats = Static<typeof EngagementStats>;
