/** A booking's history as the staff read it: each step in words, its time in Dubai. */
import { OFFICE_TIME_ZONE } from '@shared/office-clock';
import type { ConsultationEvent } from '../../../api/src/db/consultation-rows';
import { STAFF_LOCALE } from './dates';

const DUBAI_TIME = new Intl.DateTimeFormat(STAFF_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: OFFICE_TIME_ZONE });

/** "Monday 30 November, 09:00" (Dubai), or a word for a time the history does not know. */
const when = (instant: string | null): string => (instant ? DUBAI_TIME.format(new Date(instant)).replace(' at ', ', ') : 'a time not recorded');

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
