/**
 * The public files content can point at: the seed media and what editors upload through the
 * admin API. Both are served under /media; uploads get random names, written durably.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UploadStore } from '../uploads/upload-store';

export class MediaLibrary {
  private readonly uploads: UploadStore;

  constructor(
    private readonly seedMediaDir: string,
    readonly uploadDir: string,
  ) {
    this.uploads = new UploadStore(uploadDir, 0o755);
  }

  /** Directories /media serves from, seed first. */
  get dirs(): string[] {
    return [this.seedMediaDir, this.uploadDir];
  }

  exists(fileName: string): boolean {
    if (fileName.includes('/') || fileName.includes('\\') || fileName.startsWith('.')) return false;
    return this.dirs.some((dir) => {
      try {
        return fs.statSync(path.join(dir, fileName)).isFile();
      } catch {
        return false;
      }
    });
  }

  save(bytes: Buffer, ext: string): Promise<string> {
    return this.uploads.save(bytes, ext);
  }
}
