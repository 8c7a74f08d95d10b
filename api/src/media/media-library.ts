/**
 * The public files content can point at: the seed media and what editors upload through the
 * admin API. Both are served under /media; uploads get random names, written durably, and an
 * upload no post or candidate uses can be deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEMP_PREFIX, UploadStore } from '../uploads/upload-store';

export interface UploadedMedia {
  file: string;
  size: number;
  uploaded_at: string;
}

/** The pictures the library holds, by type, with the extension each is saved under. */
export const PICTURE_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const PICTURE_TYPE_OF_EXTENSION = new Map(Object.entries(PICTURE_TYPES).map(([mime, ext]) => [ext, mime]));

/** A name the library itself could have given: no folders, no dot files, so never outside it. */
const isPlainName = (fileName: string) => !fileName.includes('/') && !fileName.includes('\\') && !fileName.startsWith('.');

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
    return this.pathOf(fileName) !== null;
  }

  /** Where a file served under /media is on disk (an upload, or the site's own); null when there is none. */
  pathOf(fileName: string): string | null {
    if (!isPlainName(fileName)) return null;
    return this.dirs.map((dir) => path.join(dir, fileName)).find(isFile) ?? null;
  }

  /**
   * A picture of the library as a data: URL, for a page that must show it where /media does not
   * serve it (db/media-audience.ts); null for no such picture.
   */
  pictureDataUrl(fileName: string): string | null {
    const mime = PICTURE_TYPE_OF_EXTENSION.get(path.extname(fileName).slice(1).toLowerCase());
    const file = mime ? this.pathOf(fileName) : null;
    if (!mime || !file) return null;
    try {
      return `data:${mime};base64,${fs.readFileSync(file).toString('base64')}`;
    } catch {
      return null; // removed meanwhile
    }
  }

  save(bytes: Buffer, ext: string): Promise<string> {
    return this.uploads.save(bytes, ext);
  }

  /** What editors uploaded, newest first. */
  uploaded(): UploadedMedia[] {
    return fs
      .readdirSync(this.uploadDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith(TEMP_PREFIX))
      .flatMap((entry) => {
        try {
          const stat = fs.statSync(path.join(this.uploadDir, entry.name));
          return [{ file: entry.name, size: stat.size, uploaded_at: stat.mtime.toISOString() }];
        } catch {
          return []; // removed meanwhile
        }
      })
      .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || a.file.localeCompare(b.file));
  }

  /** The site's own files (the seed's pictures and CVs), by name. */
  seed(): Array<{ file: string; size: number }> {
    // A deployment may come without the seed's media: then the site has none of its own.
    if (!fs.existsSync(this.seedMediaDir)) return [];
    return fs
      .readdirSync(this.seedMediaDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => ({ file: entry.name, size: fs.statSync(path.join(this.seedMediaDir, entry.name)).size }))
      .sort((a, b) => a.file.localeCompare(b.file));
  }

  isUploaded(fileName: string): boolean {
    return isPlainName(fileName) && isFile(path.join(this.uploadDir, fileName));
  }

  /** Deletes those of these uploads nothing uses any more (`usage`: db/media-usage.ts); the site's own files are never touched. */
  removeUnused(files: readonly string[], usage: ReadonlyMap<string, unknown>): void {
    for (const file of files) if (this.isUploaded(file) && !usage.has(file)) this.removeUploaded(file);
  }

  /**
   * Deletes an upload at once (synchronously: no request can start using it between the
   * caller's check that nothing uses it and the deletion).
   */
  removeUploaded(fileName: string): void {
    if (!isPlainName(fileName)) throw new Error(`not a media file name: ${fileName}`);
    fs.rmSync(path.join(this.uploadDir, fileName), { force: true });
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
