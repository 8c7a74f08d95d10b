/** The mails a test server wrote to its outbox (no SMTP_URL), as a mail client reads them (mailparser). */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReadMail {
  file: string;
  parsed: ParsedMail;
  to: string[];
  /** The calendar invitation it carries (.ics text), or null. */
  calendar: string | null;
}

const addressesOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) => group.value.map((address) => address.address ?? ''));

export async function readOutbox(outboxDir: string): Promise<ReadMail[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const files = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number(/-(\d+)\.eml$/.exec(a)?.[1]) - Number(/-(\d+)\.eml$/.exec(b)?.[1]));
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir, file)));
      // The attached file, byte for byte (the text/calendar alternative beside it is the same event).
      const calendarPart = parsed.attachments.find((attachment) => attachment.filename === 'consultation.ics');
      return { file, parsed, to: addressesOf(parsed), calendar: calendarPart ? calendarPart.content.toString('utf8') : null };
    }),
  );
}

/** Waits (polling) until `count` mails match, and answers them. */
export async function mailsMatching(outboxDir: string, match: (mail: ReadMail) => boolean, count = 1, timeoutMs = 20_000): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(outboxDir)).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} mails; found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
