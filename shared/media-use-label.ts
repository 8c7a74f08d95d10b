/** How a file's users are named, by the API's refusal to delete it and by the admin's media list (no runtime import: the admin bundles it). */
import type { MediaUse } from './contract/media-use';

/** "blog post how-to-choose (picture)", "candidate Maria Santos (CV)", "blog post how-to-choose (in its text)". */
export function mediaUseLabel(use: MediaUse): string {
  const kind = use.resource === 'blog' ? 'blog post' : 'candidate';
  const where = { image: 'picture', attach_cv: 'CV', content: 'in its text' }[use.field];
  return `${kind} ${use.label} (${where})`;
}
