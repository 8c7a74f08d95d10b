import type { HandledFilter, Handling } from '@efe/shared/contract/lead';
import { officeDate } from './dates';

/** The API's own values for the filter, so a renamed one fails the type check here. */
type HandledValue = NonNullable<HandledFilter['handled']>;

/** Whether a lead was answered, as one line: "Not yet", or when and by whom it was marked handled. */
export function handlingText(lead: Handling): string {
  if (!lead.handled_at) return 'Not yet';
  return `${officeDate(lead.handled_at)} by ${lead.handled_by ?? 'someone'}`;
}

/** The inbox filter on handling, as the API reads it (handled=yes|no): the leads still waiting. */
export const WAITING: Required<HandledFilter> = { handled: 'no' };

export const HANDLED_CHOICES: Array<{ id: HandledValue; name: string }> = [
  { id: WAITING.handled, name: 'Not yet' },
  { id: 'yes', name: 'Handled' },
];

/** A lead's day in a phone's list, with "handled" once it is: the table has a column for it. */
export function receivedLine(lead: Handling & { created_at: string }): string {
  const received = officeDate(lead.created_at);
  return lead.handled_at ? `${received} · handled` : received;
}
