/** How the media list names a file's users, its size and whose it is. */
import type { MediaItem, MediaOrigin } from '@efe/shared/contract/media-item';
import { officeMoment } from './dates';

export { mediaUseLabel } from '@efe/shared/media-use-label';

/** 950 B, 12 KB, 1.4 MB: as a person reads a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Why one of the site's own files has no delete here, and how to show another picture instead. */
export const SITE_OWN_MEDIA =
  "One of the site's own files: it came with the site (its seed, kept in the repository) and cannot be deleted or replaced here. To show another picture, choose or upload one in the post or candidate that uses it.";

const ORIGIN_NAMES: Record<MediaOrigin, string> = { upload: 'Uploaded by editors', seed: "The site's own" };

/** "Uploaded 25/11/2026 14:05", or "The site's own". */
export function mediaOrigin(item: Pick<MediaItem, 'origin' | 'uploaded_at'>): string {
  return item.origin === 'upload' && item.uploaded_at ? `Uploaded ${officeMoment(item.uploaded_at)}` : ORIGIN_NAMES[item.origin];
}

/** The list's filter by whose a file is. */
export const MEDIA_ORIGIN_CHOICES = Object.entries(ORIGIN_NAMES).map(([id, name]) => ({ id, name }));
