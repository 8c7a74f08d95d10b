/**
 * Served copies of the built site. `gatsby build` rewrites public/ in place for a minute or more;
 * serving a copy taken after a successful build means visitors never see a half-written site,
 * and a failed build leaves the last good one online.
 */
import fs from 'fs';
import path from 'path';

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

  /** Copies a finished build and makes it current. */
  async publish(publicDir: string): Promise<string> {
    this.published += 1;
    const target = path.join(this.baseDir, `release-${this.published}`);
    await fs.promises.cp(publicDir, target, { recursive: true });
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
