/** A booking's history as the staff read it: each step in words, its time in Dubai. */
import type { ConsultationEvent } from '@efe/shared/contract/consultation';
import { officeTimeInWords } from './dates';

/** "Monday 30 November, 09:00" (Dubai), or a word for a time the history does not know. */
const when = (instant: string | null): string => (instant ? officeTimeInWords(instant) : 'a time not recorded');

/** Who did it, as a sentence ends: "by the family", "by Olga (staff)". */
const byWhom = (step: Pick<ConsultationEvent, 'actor' | 'staff_name'>): string => (step.actor === 'staff' ? `by ${step.staff_name ?? 'the staff'} (staff)` : 'by the family');

export function historyStep(step: ConsultationEvent): string {
  switch (step.event) {
    case 'booked':
      return `Booked by the family for ${when(step.starts_at)}`;
    case 'moved':
      return `Moved by the family from ${when(step.previous_starts_at)} to ${when(step.starts_at)}`;
    case 'cancelled':
      return `Cancelled ${byWhom(step)}${step.reason ? `: “${step.reason}”` : ''}`;
    case 'held':
    case 'missed':
      return `Marked ${step.event} ${byWhom(step)}`;
    case 'link-mailed':
      return 'Someone tried to book again with this address: its private link was mailed to it again';
  }
}
