/**
 * An engagement: one family's way through the hiring process the service pages describe, from
 * the consultation to a placed candidate. Its stages and the moves between them are declared
 * here once; the database's CHECK, the API's schemas and the admin's board read them.
 */

/** The stages, in the order of the process. */
export const ENGAGEMENT_STAGES = ['consultation', 'engaged', 'cvs-presented', 'interviews', 'trial', 'placed', 'replacement', 'closed'] as const;
export type EngagementStage = (typeof ENGAGEMENT_STAGES)[number];

export const isEngagementStage = (value: unknown): value is EngagementStage => ENGAGEMENT_STAGES.some((stage) => stage === value);

/**
 * Each stage as the staff read it, wherever they read it: the admin, their mails, the audit
 * trail. The codes above are the database's and the API's, never shown to a person.
 */
export const ENGAGEMENT_STAGE_LABELS: Readonly<Record<EngagementStage, string>> = {
  consultation: 'Consultation',
  engaged: 'Engaged (fee paid)',
  'cvs-presented': 'CVs presented',
  interviews: 'Interviews',
  trial: 'Paid trial',
  placed: 'Placed',
  replacement: 'Replacement',
  closed: 'Closed',
};

/** "Paid trial" of 'trial'; an unknown code as it is. */
export const stageLabel = (stage: string): string => (isEngagementStage(stage) ? ENGAGEMENT_STAGE_LABELS[stage] : stage);

/**
 * Where each stage may go next. Forward along the process; back one step where the process does
 * (more CVs after interviews that found no one); a replacement starts the search again from CVs,
 * interviews or a new trial; any open engagement may be closed; a closed one stays closed.
 */
export const ENGAGEMENT_TRANSITIONS: Readonly<Record<EngagementStage, readonly EngagementStage[]>> = {
  consultation: ['engaged', 'closed'],
  engaged: ['cvs-presented', 'closed'],
  'cvs-presented': ['interviews', 'engaged', 'closed'],
  interviews: ['trial', 'cvs-presented', 'closed'],
  trial: ['placed', 'replacement', 'closed'],
  placed: ['replacement', 'closed'],
  replacement: ['cvs-presented', 'interviews', 'trial', 'closed'],
  closed: [],
};

export const mayMove = (from: EngagementStage, to: EngagementStage): boolean => ENGAGEMENT_TRANSITIONS[from].includes(to);

/** Where an engagement was opened from: a booked consultation, a contact message, or by hand. */
export const ENGAGEMENT_SOURCES = ['consultation', 'message', 'manual'] as const;
export type EngagementSource = (typeof ENGAGEMENT_SOURCES)[number];

/** A family's answer to one shortlisted candidate. */
export const SHORTLIST_ANSWERS = ['interview', 'decline'] as const;
export type ShortlistAnswer = (typeof SHORTLIST_ANSWERS)[number];

/** Candidates one shortlist may hold: a recruiter presents a few vetted CVs, never the whole list. */
export const SHORTLIST_MAX_CANDIDATES = 12;
/** Longest reason a family may give for "Not for us", and a note on a stage change. */
export const SHORTLIST_REASON_MAX_LENGTH = 1000;
export const STAGE_NOTE_MAX_LENGTH = 2000;
