/**
 * What a save says of the public site: a published item is on it once it is rebuilt; a draft
 * (a candidate with Published off) is not, so the notice says so instead of promising the site
 * shows it, and says when a draft that was on the site leaves it.
 */
import { REBUILD_TIME } from './deploy-status';

const ONCE_REBUILT = `once it is rebuilt (${REBUILD_TIME}): Deploys says when it is live.`;

/** The notice of a saved item that is shown on the site (every item but a draft). */
export const SAVED_AND_PUBLISHED = `Saved. The public site shows it ${ONCE_REBUILT}`;

/** `before`: the item as it was (none for a new one). Only a `published: false` item is a draft. */
export function savedNotice(saved: { published?: unknown }, before?: { published?: unknown }): string {
  if (saved.published !== false) return SAVED_AND_PUBLISHED;
  if (before?.published === true) return `Saved as a draft. The public site takes it off ${ONCE_REBUILT}`;
  return 'Saved as a draft, which only the staff see: the public site does not show it.';
}
