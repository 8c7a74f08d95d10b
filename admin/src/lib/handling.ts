import type { Handling } from '../../../api/src/db/submission-repository';

/** Whether a lead was answered, as one line: "Not yet", or when and by whom it was marked handled. */
export function handlingText(lead: Handling): string {
  if (!lead.handled_at) return 'Not yet';
  return `${new Date(lead.handled_at).toLocaleDateString()} by ${lead.handled_by ?? 'someone'}`;
}

/** The inbox filter on handling, as the API reads it (handled=yes|no): the leads still waiting. */
export const WAITING = { handled: 'no' } as const;

export const HANDLED_CHOICES = [
  { id: WAITING.handled, name: 'Not yet' },
  { id: 'yes', name: 'Handled' },
];

/** A lead's day in a phone's list, with "handled" once it is: the table has a column for it. */
export function receivedLine(lead: Handling & { created_at: string }): string {
  const day = new Date(lead.created_at).toLocaleDateString();
  return lead.handled_at ? `${day} · handled` : day;
}
