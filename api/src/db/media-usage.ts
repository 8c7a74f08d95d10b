/** Where content uses a media file: which posts and candidates name it, in which field. */
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from './connection';
import { on, sql } from './sql';

export const MediaUse = Type.Object({
  resource: Type.Union([Type.Literal('blog'), Type.Literal('candidates')]),
  id: Type.Integer(),
  /** The post's slug, the candidate's name. */
  label: Type.String(),
  field: Type.Union([Type.Literal('image'), Type.Literal('attach_cv')]),
});
export type MediaUse = Static<typeof MediaUse>;

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

/** Every file some content names, with where. */
export function mediaUsage(db: Db): Map<string, MediaUse[]> {
  const rows = on(db, USES).all();
  const usage = new Map<string, MediaUse[]>();
  for (const { file, ...use } of rows) usage.set(file, [...(usage.get(file) ?? []), use]);
  return usage;
}
