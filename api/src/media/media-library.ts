/**
 * The public files content can point at: the seed media and what editors upload through the
 * admin API. Both are served under /media; uploads get random names, written durably, and an
 * upload no post or candidate uses can be deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { MediaUse } from '@shared/contract/media-use';
import { TEMP_PREFIX, UploadStore } from '../uploads/upload-store';

export interface UploadedMedia {
  file: string;
  size: number;
  uploaded_at: string;
}

/** An upload as GET /api/admin/media lists it: with its public URL and the content using it. */
export const MediaItem = Type.Object({
  file: Type.String(),
  url: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
  used_by: Type.Array(MediaUse),
});
export type MediaItem = Static<typeof MediaItem>;

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
    return isPlainName(fileName) && this.dirs.some((dir) => isFile(path.join(dir, fileName)));
  }

  save(bytes: Buffer, ext: string): Promise<string> {
    return this.uploads.save(bytes, ext);
  }

  /** What editors uploaded, newest first (the seed's pictures are part of the repository, not listed). */
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

  isUploaded(fileName: string): boolean {
    return isPlainName(fileName) && isFile(path.join(this.uploadDir, fileName));
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
