/** How the media list names a file's users and sizes. */
import type { MediaUse } from '../../../api/src/db/media-usage';

/** "blog post how-to-choose (picture)", "candidate Maria Santos (CV)". */
export function mediaUseLabel(use: MediaUse): string {
  const kind = use.resource === 'blog' ? 'blog post' : 'candidate';
  return `${kind} ${use.label} (${use.field === 'image' ? 'picture' : 'CV'})`;
}

/** 950 B, 12 KB, 1.4 MB: as a person reads a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
