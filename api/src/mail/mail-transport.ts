/**
 * Where mail goes: an SMTP server (SMTP_URL), or, without one, `.eml` files in the outbox
 * directory, so a local run shows what would have been sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  body: string;
}

export interface MailTransport {
  /** "smtp://mail.example.com:587" (no password) or "the outbox data/outbox". */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function mailTransport(options: { smtpUrl: string | null; outboxDir: string; from: string }): MailTransport {
  const message = (mail: OutgoingMail) => ({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
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
      send: async (mail) => {
        await smtp.sendMail(message(mail));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `the outbox ${options.outboxDir}`,
    send: async (mail) => {
      const info = (await files.sendMail(message(mail))) as { message: Buffer };
      fs.mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      await fs.promises.writeFile(path.join(options.outboxDir, name), info.message, { mode: 0o600 });
    },
    close: () => files.close(),
  };
}
