import type { QueuedMail } from '@efe/shared/contract/mail';
import { officeMoment } from './dates';

type MailProgress = Pick<QueuedMail, 'attempts' | 'next_attempt_at' | 'sent_at' | 'sent_via' | 'last_error'>;

const when = officeMoment;

/** What became of a mail that went out: sent, or only written to the outbox (no SMTP server set up). */
export function sentLine(mail: Pick<QueuedMail, 'sent_at' | 'sent_via'>): string | null {
  if (!mail.sent_at) return null;
  return mail.sent_via === 'outbox' ? `Written to the outbox ${when(mail.sent_at)} (not sent: no SMTP_URL)` : `Sent ${when(mail.sent_at)}`;
}

/**
 * One line on what became of a mail, for the mail queue's phone layout (the table shows the same
 * in its columns): sent or written to the outbox, waiting for its first try, or failed and waiting
 * for the next one.
 */
export function mailStatus(mail: MailProgress): string {
  const sent = sentLine(mail);
  if (sent) return sent;
  if (mail.attempts === 0) return 'Waiting to be sent';
  const tries = mail.attempts === 1 ? '1 try' : `${mail.attempts} tries`;
  return `Not sent after ${tries} (${mail.last_error ?? 'no error given'}); next try ${when(mail.next_attempt_at)}`;
}
