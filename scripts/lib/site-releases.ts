/**
 * Served copies of the built site. `gatsby build` rewrites public/ in place for a minute or more;
 * serving a copy taken after a successful build means visitors never see a half-written site,
 * and a failed build leaves the last good one online.
 *
 * A release copies only what the build changed: a file the previous release holds as it is now
 * (same size, same modification time) is hard-linked from there. Releases are never written
 * after they are made, so sharing their files is safe; public/ itself is only ever copied from.
 * With a thousand posts and their pictures, a full copy took 20 s of an edit's rebuild.
 */
import fs from 'fs';
import path from 'path';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Copies `from` into the new directory `to`, linking what `previous` already holds unchanged; answers how many files were copied. */
export async function copyChanged(from: string, to: string, previous: string | null): Promise<number> {
  let copied = 0;
  for (const file of await filesUnder(from)) {
    const [source, target] = [path.join(from, file), path.join(to, file)];
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const now = await fs.promises.stat(source);
    const before = previous ? await fs.promises.stat(path.join(previous, file)).catch(() => null) : null;
    // Within a millisecond: the copy's time is set from a Date (whole milliseconds), and turned
    // into seconds on the way to the file system, which can lose a hair of it.
    if (previous && before && before.size === now.size && Math.abs(before.mtimeMs - now.mtimeMs) < 1) {
      await fs.promises.link(path.join(previous, file), target);
      continue;
    }
    await fs.promises.copyFile(source, target);
    // The copy keeps the build's time, which the next release compares against.
    await fs.promises.utimes(target, now.atime, now.mtime);
    copied += 1;
  }
  return copied;
}

export class SiteReleases {
  private releases: string[] = [];
  private published = 0;

  constructor(private readonly baseDir: string) {
    fs.mkdirSync(baseDir, { recursive: true });
  }

  get hasCurrent(): boolean {
    return this.releases.length > 0;
  }

  /** The directory to serve; read per request so a publish takes effect at once. */
  current(): string {
    const current = this.releases[this.releases.length - 1];
    if (!current) throw new Error('no site has been published yet');
    return current;
  }

  /** Copies a finished build (what changed since the last release) and makes it current. */
  async publish(publicDir: string): Promise<string> {
    this.published += 1;
    const target = path.join(this.baseDir, `release-${this.published}`);
    await copyChanged(publicDir, target, this.releases[this.releases.length - 1] ?? null);
    this.releases.push(target);
    // The previous release may still be streaming a response: keep it, drop anything older.
    for (const old of this.releases.splice(0, Math.max(0, this.releases.length - 2))) {
      await fs.promises.rm(old, { recursive: true, force: true });
    }
    return target;
  }

  removeAll(): void {
    fs.rmSync(this.baseDir, { recursive: true, force: true });
    this.releases = [];
  }
}
