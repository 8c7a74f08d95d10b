/**
 * Storage for uploaded files. Files get random names, are written to a temp name, fsynced and
 * renamed, so a visible file is always complete. Applications' files use a private directory that
 * is never served; the admin API's content media use a public one (admin/media-library.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Names of files still being written: not uploads yet. */
export const TEMP_PREFIX = '.tmp-';

export class UploadStore {
  constructor(
    readonly dir: string,
    dirMode = 0o700,
    private readonly fileMode = dirMode === 0o700 ? 0o600 : 0o644,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: dirMode });
  }

  /** Writes the bytes durably and returns the stored file name (`<random>.<ext>`). */
  async save(bytes: Buffer, ext: string): Promise<string> {
    const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
    const tempPath = path.join(this.dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    try {
      const handle = await fs.promises.open(tempPath, 'wx', this.fileMode);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(tempPath, path.join(this.dir, storedName));
      await this.syncDirectory();
      return storedName;
    } catch (error) {
      await fs.promises.rm(tempPath, { force: true });
      throw error;
    }
  }

  async remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => fs.promises.rm(path.join(this.dir, name), { force: true })));
  }

  /**
   * Deletes files no application references, and leftover temp files: what a crash between
   * writing the files and committing the row leaves behind. Files younger than `graceMs` are
   * kept, since another process on the same directory may be between those two steps right now.
   */
  removeOrphans(referenced: ReadonlySet<string>, graceMs: number, now: number = Date.now()): string[] {
    const removed: string[] = [];
    for (const entry of fs.readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isFile() || referenced.has(entry.name)) continue;
      const file = path.join(this.dir, entry.name);
      try {
        if (now - fs.statSync(file).mtimeMs < graceMs) continue;
        fs.rmSync(file, { force: true });
        removed.push(entry.name);
      } catch {
        // Gone already (renamed or removed by its writer): nothing to clean.
      }
    }
    return removed;
  }

  /** Makes the rename itself durable (the directory entry), not only the file's bytes. */
  private async syncDirectory(): Promise<void> {
    const handle = await fs.promises.open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}
