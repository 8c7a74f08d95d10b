/**
 * An applicant's files: her application's own uploads, and the photo and CV of the profile made
 * from it. Each belongs to her one profile: shown by anything else, it would outlive her consent
 * (/media serves a file once any published use shows it, db/media-audience.ts) and her erasure
 * (which removes only files nothing else uses). Who may name and who may open them is decided
 * from here (admin/applicant-files.ts).
 */
import type { Db } from './connection';
import { on, sql } from './sql';

/** The profiles made from applications that name the file; `candidate` null: an application's own upload names it. */
const OWNERS = sql<{ file: string }, { candidate: number | null }>(
  `SELECT id AS candidate FROM candidates WHERE image = @file AND application_id IS NOT NULL
   UNION ALL
   SELECT id FROM candidates WHERE attach_cv = @file AND application_id IS NOT NULL
   UNION ALL
   SELECT NULL FROM applications WHERE cv_file = @file OR photo_file = @file`,
);

const ALL = sql<[], { file: string }>(
  `SELECT image AS file FROM candidates WHERE application_id IS NOT NULL AND image IS NOT NULL
   UNION
   SELECT attach_cv FROM candidates WHERE application_id IS NOT NULL AND attach_cv IS NOT NULL
   UNION
   SELECT cv_file FROM applications
   UNION
   SELECT photo_file FROM applications`,
);

/** Null: not an applicant's file; else the profiles (made from applications) it belongs to, none when only an application names it. */
export function applicantFileOwners(db: Db, file: string): number[] | null {
  const rows = on(db, OWNERS).all({ file });
  if (rows.length === 0) return null;
  return rows.flatMap(({ candidate }) => (candidate === null ? [] : [candidate]));
}

export const isApplicantFile = (db: Db, file: string): boolean => applicantFileOwners(db, file) !== null;

/** Every applicant's file, for the media library to leave out. */
export function applicantFiles(db: Db): Set<string> {
  return new Set(on(db, ALL).all().map((row) => row.file));
}
