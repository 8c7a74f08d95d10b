/**
 * The outbox directory: without SMTP_URL every mail is written here as `<time>-<mail id>.eml`.
 * The files repeat a lead's details, so they go with the lead (deleted, erased, or past the
 * retention period) like its rows do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorCode } from '@efe/shared/error-facts';

const MAIL_FILE = /-(\d+)\.eml$/;
/** Also a write that a crash cut short: it holds personal data all the same. */
const ANY_MAIL_FILE = /-\d+\.eml(\.partial)?$/;

export class Outbox {
  constructor(readonly dir: string) {}

  /**
   * Writes a mail's file, readable by this account only. It is written under a temporary name
   * and renamed, so a copy of someone's data never picks up half a mail.
   */
  async write(mailId: number, message: Buffer, at: Date = new Date()): Promise<string> {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const name = `${at.toISOString().replace(/[:.]/g, '-')}-${mailId}.eml`;
    const partial = path.join(this.dir, `.${name}.partial`);
    await fs.promises.writeFile(partial, message, { mode: 0o600 });
    await fs.promises.rename(partial, path.join(this.dir, name));
    return name;
  }

  /** The names of the files written for these mails. */
  filesOf(mailIds: Iterable<number>): string[] {
    const wanted = new Set(mailIds);
    return this.names().filter((name) => wanted.has(Number(MAIL_FILE.exec(name)?.[1])));
  }

  read(name: string): Promise<Buffer> {
    return fs.promises.readFile(path.join(this.dir, path.basename(name)));
  }

  /** Deletes the files of these mails; answers how many there were. */
  async remove(mailIds: Iterable<number>): Promise<number> {
    const files = this.filesOf(mailIds);
    await Promise.all(files.map((name) => fs.promises.rm(path.join(this.dir, name), { force: true })));
    return files.length;
  }

  /** Deletes the files written before `cutoff` (whatever their mail: it may be gone already). */
  removeOlderThan(cutoff: Date): number {
    let removed = 0;
    for (const name of this.names(ANY_MAIL_FILE)) {
      const file = path.join(this.dir, name);
      try {
        if (fs.statSync(file).mtime >= cutoff) continue;
        fs.rmSync(file, { force: true });
        removed += 1;
      } catch {
        // Removed meanwhile: nothing to do.
      }
    }
    return removed;
  }

  private names(pattern = MAIL_FILE): string[] {
    try {
      return fs.readdirSync(this.dir).filter((name) => pattern.test(name));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    }
  }
}
