/** An engagement as the staff read it: its stage in words, the amounts in AED, the next moves as choices. */
import { ENGAGEMENT_STAGE_LABELS, ENGAGEMENT_STAGES, stageLabel } from '@efe/shared/contract/engagement';
import { FILS_PER_AED } from '@efe/shared/engagement-terms';

/** The staff's words for a stage: shared with the API's mails and audit trail. */
export const stageText = stageLabel;

export const STAGE_CHOICES = ENGAGEMENT_STAGES.map((id) => ({ id, name: ENGAGEMENT_STAGE_LABELS[id] }));

/** "AED 19,200.00" of an amount in fils; "—" for none. Whole fils, never a float's rounding. */
export function aedText(fils: number | null | undefined): string {
  if (fils === null || fils === undefined) return '—';
  const whole = Math.floor(fils / FILS_PER_AED).toLocaleString('en-GB');
  return `AED ${whole}.${String(fils % FILS_PER_AED).padStart(2, '0')}`;
}

/** "67%": how many of those opened were placed, "—" of none opened. */
export const rateText = (placed: number, opened: number): string => (opened === 0 ? '—' : `${Math.round((placed / opened) * 100)}%`);

const SOURCE_WORDS: Record<string, string> = { consultation: 'A booked consultation', message: 'A contact message', manual: 'Opened by hand' };
export const sourceText = (source: string): string => SOURCE_WORDS[source] ?? source;

/** "Paid trial → Placed: the family is happy" */
export const moveText = (step: { from_stage: string | null; to_stage: string; note: string | null }): string =>
  `${step.from_stage === null ? 'Opened at' : `${stageText(step.from_stage)} →`} ${stageText(step.to_stage)}${step.note ? `: ${step.note}` : ''}`;
