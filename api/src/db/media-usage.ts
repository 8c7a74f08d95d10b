/**
 * Where content uses a media file: which posts and candidates name it, in which field, a picture
 * inside a post's text included (an <img> of /media/<file>, in any of its translations).
 */
import type { MediaUse } from '@shared/contract/media-use';
import type { Db } from './connection';
import { on, sql } from './sql';


interface UseRow extends MediaUse {
  file: string;
}

const USES = sql<[], UseRow>(
  `SELECT image AS file, 'blog' AS resource, id, slug AS label, 'image' AS field FROM blog_posts WHERE image IS NOT NULL
   UNION ALL
   SELECT image, 'candidates', id, first_name || ' ' || last_name, 'image' FROM candidates WHERE image IS NOT NULL
   UNION ALL
   SELECT attach_cv, 'candidates', id, first_name || ' ' || last_name, 'attach_cv' FROM candidates WHERE attach_cv IS NOT NULL
   ORDER BY resource, id`,
);

/** Posts whose text (in some language) names a file under /media/. */
const TEXTS = sql<[], { id: number; label: string; content: string }>(
  `SELECT p.id, p.slug AS label, t.content FROM blog_posts p JOIN blog_post_translations t ON t.post_id = p.id
   WHERE instr(t.content, '/media/') > 0 ORDER BY p.id`,
);

/** The media files a post's HTML shows: the names after /media/ in its src and srcset attributes. */
export function mediaFilesIn(html: string): string[] {
  const files = new Set<string>();
  for (const [, value] of html.matchAll(/\bsrc(?:set)?\s*=\s*["']([^"']*)["']/gi)) {
    for (const [, file] of value.matchAll(/\/media\/([A-Za-z0-9][A-Za-z0-9._-]*)/g)) files.add(file);
  }
  return [...files];
}

/** Every file some content names, with where. */
export function mediaUsage(db: Db): Map<string, MediaUse[]> {
  const rows: UseRow[] = on(db, USES).all();
  const named = new Set<string>();
  for (const { id, label, content } of on(db, TEXTS).all()) {
    for (const file of mediaFilesIn(content)) {
      // Once per post, however many of its translations show it.
      if (named.has(`${file} ${id}`)) continue;
      named.add(`${file} ${id}`);
      rows.push({ file, resource: 'blog', id, label, field: 'content' });
    }
  }
  const usage = new Map<string, MediaUse[]>();
  for (const { file, ...use } of rows) usage.set(file, [...(usage.get(file) ?? []), use]);
  return usage;
}
