/**
 * Where content uses a media file: which posts and candidates name it, in which field, a picture
 * or a link inside a post's text included (in any of its translations).
 */
import { Parser } from 'htmlparser2';
import type { MediaUse } from '@efe/shared/contract/media-use';
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

/**
 * Every post's text in every language: a file may be named in any spelling (entities, escapes),
 * so no text is passed over on a guess; the parser reads them all.
 */
const TEXTS = sql<[], { id: number; label: string; content: string }>(
  `SELECT p.id, p.slug AS label, t.content FROM blog_posts p JOIN blog_post_translations t ON t.post_id = p.id ORDER BY p.id`,
);

/** Attributes that name a file: a picture's src and srcset, and a link's href (a CV, a picture opened from the text). */
const URL_ATTRIBUTES = ['src', 'srcset', 'href'];
/** What the site's origin is, to resolve relative URLs against: only the path matters. */
const ANY_ORIGIN = 'http://site.invalid/';

/**
 * The /media/ file a URL names, as a browser and the static server would find it: entities are
 * decoded already (by the parser), "." and ".." segments resolved, "\" read as "/", repeated
 * slashes and %-escapes taken as the server takes them.
 */
function mediaFileOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url.trim(), ANY_ORIGIN).pathname;
  } catch {
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.replace(/\/{2,}/g, '/'));
  } catch {
    return null;
  }
  return /^\/media\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(decoded)?.[1] ?? null;
}

/**
 * The media files a post's HTML names, read by the parser the site's sanitizer uses
 * (htmlparser2, entities decoded, attributes with or without quotes), so whatever spelling the
 * sanitizer keeps is found here too: src and srcset of pictures, and href of links.
 */
export function mediaFilesIn(html: string): string[] {
  const files = new Set<string>();
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        for (const attribute of URL_ATTRIBUTES) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          // A srcset is a list of "URL descriptor" candidates; each word is tried as a URL.
          for (const candidate of attribute === 'srcset' ? value.split(/[\s,]+/) : [value]) {
            const file = mediaFileOf(candidate);
            if (file) files.add(file);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
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
