/**
 * Who /media may serve a file to, decided from the database as it is now, on every request. A
 * file is withheld when something uses it and nothing that uses it shows it to the public. A
 * candidate's photo is shown while she is published; her CV too, unless her profile was made from
 * an application (its applicant agreed to families being sent it privately, never to the site
 * offering it); a post's picture always. A draft's photo is withheld, public once she is
 * published, withheld again the moment she is unpublished (a withdrawn consent unpublishes her).
 * A file nothing uses (the seed's, an editor's upload not saved into a post yet) is served as before;
 * none is an applicant's: a profile made from an application, deleted or saved without a file, or
 * erased with its application, removes the files it let go (admin/content-admin-routes.ts,
 * privacy/personal-data.ts), and nothing else may name them (admin/applicant-files.ts), so no
 * other published use can keep one public.
 * A post's text is not read for this: it would mean reading every post on each request.
 *
 * One statement, each of its three parts one search of an index on the file name (migration 18):
 * cheap enough for a public route at any number of posts and candidates.
 */
import type { Db } from './connection';
import { on, sql } from './sql';

/**
 * No one; everyone for now (the photo of a profile made from an application: shown while its
 * applicant's consent stands, so no browser or CDN may keep it long); everyone.
 */
export type MediaAudience = 'no one' | 'everyone for now' | 'everyone';

/** Each use of the file: whether it keeps the file private, whether it rests on an applicant's consent. Exported for the test that reads its query plan. */
export const MEDIA_USES = sql<{ file: string }, { withheld: number | null; on_consent: number | null }>(
  `SELECT MIN(private) AS withheld, MAX(on_consent) AS on_consent FROM (
     SELECT published = 0 AS private, application_id IS NOT NULL AS on_consent FROM candidates WHERE image = @file
     UNION ALL
     SELECT published = 0 OR application_id IS NOT NULL, application_id IS NOT NULL FROM candidates WHERE attach_cv = @file
     UNION ALL
     SELECT 0, 0 FROM blog_posts WHERE image = @file
   )`,
);

export function mediaAudience(db: Db, file: string): MediaAudience {
  const uses = on(db, MEDIA_USES).get({ file });
  if (uses?.withheld === 1) return 'no one';
  return uses?.on_consent === 1 ? 'everyone for now' : 'everyone';
}
