/** How the media list names a file's users and sizes. */
export { mediaUseLabel } from '@shared/media-use-label';

/** 950 B, 12 KB, 1.4 MB: as a person reads a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
