/** A shortlisted candidate's line as the staff read it: picked, sent, or the family's answer, with when on Dubai's clock. */
import type { ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import { officeMoment } from './dates';

const ANSWERS: Record<string, string> = { interview: 'Would like to interview', decline: 'Not for them' };

/** "Sent 28/11/2026 12:51 (Dubai); no answer yet"; "Not for them (28/11/2026 13:05 (Dubai))". */
export function answerLine(entry: Pick<ShortlistEntry, 'sent_at' | 'answer' | 'answered_at'>): string {
  if (entry.sent_at === null) return 'Picked, not sent yet';
  if (entry.answer === null) return `Sent ${officeMoment(entry.sent_at)}; no answer yet`;
  return `${ANSWERS[entry.answer] ?? entry.answer}, ${officeMoment(entry.answered_at ?? entry.sent_at)}`;
}
