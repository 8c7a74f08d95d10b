import type { QueuedMail } from '../../../api/src/mail/mail-queue';

type MailProgress = Pick<QueuedMail, 'attempts' | 'next_attempt_at' | 'sent_at' | 'last_error'>;

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * One line on what became of a mail, for the mail queue's phone layout (the table shows the same
 * in its columns): sent, waiting for its first try, or failed and waiting for the next one.
 */
export function mailStatus(mail: MailProgress): string {
  if (mail.sent_at) return `Sent ${when(mail.sent_at)}`;
  if (mail.attempts === 0) return 'Waiting to be sent';
  const tries = mail.attempts === 1 ? '1 try' : `${mail.attempts} tries`;
  return `Not sent after ${tries} (${mail.last_error ?? 'no error given'}); next try ${when(mail.next_attempt_at)}`;
}
