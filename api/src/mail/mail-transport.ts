/**
 * Where mail goes: an SMTP server (SMTP_URL), or, without one, `.eml` files in the outbox
 * directory, so a local run shows what would have been sent.
 */
import nodemailer from 'nodemailer';
import type { MailRoute } from '@efe/shared/contract/mail';
import type { Outbox } from './outbox';

export interface OutgoingMail {
  id: number;
  to: string;
  /** Written as the Reply-To header only when it is one plain address (replyAddress). */
  replyTo: string | null;
  subject: string;
  body: string;
  /** A calendar invitation (.ics text), or null. */
  calendar: string | null;
}

export interface MailTransport {
  /** "smtp://mail.example.com:587" (no password) or "the outbox data/outbox". */
  description: string;
  /** Where what it sends ends up. */
  route: MailRoute;
  send(mail: OutgoingMail): Promise<void>;
  /** Takes back what `send` left on this machine (the outbox file) for a mail deleted meanwhile. */
  discard(mailId: number): Promise<void>;
  close(): void;
}

/**
 * One plain address (WHATWG's e-mail syntax, what the forms accept), or null: a value with a line
 * break, a comma, a display name or an encoded word never becomes a header.
 */
export function replyAddress(value: string | null): string | null {
  // "=?" would start an encoded word, which some clients decode even inside an address.
  if (value === null || value.length > 254 || value.includes('=?')) return null;
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(value)
    ? value
    : null;
}

/** The invitation's METHOD line (REQUEST or CANCEL), which its MIME type must repeat. */
function calendarParts(calendar: string) {
  const method = /^METHOD:(\w+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';
  return {
    icalEvent: { method, filename: 'consultation.ics', content: calendar },
  };
}

export function mailTransport(options: { smtpUrl: string | null; outbox: Outbox; from: string }): MailTransport {
  const message = (mail: OutgoingMail) => {
    const replyTo = replyAddress(mail.replyTo);
    return {
      from: options.from,
      to: mail.to,
      ...(replyTo ? { replyTo } : {}),
      subject: mail.subject,
      text: mail.body,
      // As calendar clients expect an invitation: a text/calendar alternative with its METHOD
      // (they offer to add, update or remove the event), and the same file attached for the rest.
      ...(mail.calendar ? calendarParts(mail.calendar) : {}),
    };
  };
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      // An unreachable server must fail the attempt soon, so the retry can be scheduled.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const url = new URL(options.smtpUrl);
    return {
      description: `${url.protocol}//${url.host}`,
      route: 'smtp',
      send: async (mail) => {
        await smtp.sendMail(message(mail));
      },
      // Gone to the server: nothing of it stays here.
      discard: async () => undefined,
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `the outbox ${options.outbox.dir}`,
    route: 'outbox',
    send: async (mail) => {
      // The stream transport with `buffer: true` answers the whole message as bytes.
      const { message: bytes } = await files.sendMail(message(mail));
      if (!Buffer.isBuffer(bytes)) throw new Error('the outbox transport gave no message bytes');
      await options.outbox.write(mail.id, bytes);
    },
    discard: async (mailId) => {
      await options.outbox.remove([mailId]);
    },
    close: () => files.close(),
  };
}
