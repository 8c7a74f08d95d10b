/** Candidates with every description, for the admin API and the seed; each change in one transaction. */
import type { Language } from '@efe/shared/constants';
import type { CandidateInput, CandidateRecord, CandidateSource } from '@efe/shared/contract/candidate';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { decodeListOrText, encodeListOrText } from '../db/list-or-text';
import type { ApplicantsCandidates, RemovedCandidate } from '../db/submission-repository';
import { ItemStore } from './item-store';
import { nextPosition } from './store-helpers';

const COLUMNS = 'position, published, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country';

type Row = Omit<CandidateRecord, 'roles' | 'language' | 'descriptions' | 'published' | 'made_from'> & {
  roles: string | null;
  language: string | null;
  published: number;
  application_id: number | null;
};
type Columns = Omit<Row, 'id' | 'application_id'>;
/** What a replacement keeps when its input leaves it out. */
interface Kept {
  position: number;
  published: number;
}
const ALL = sql<[], Row>(`SELECT id, application_id, ${COLUMNS} FROM candidates ORDER BY position, id`);
const ONE = sql<[number], Row>(`SELECT id, application_id, ${COLUMNS} FROM candidates WHERE id = ?`);
const MADE_FROM = sql<[string], Row>(`SELECT id, application_id, ${COLUMNS} FROM candidates WHERE application_id IN (SELECT value FROM json_each(?)) ORDER BY id`);
const DESCRIPTIONS = sql<[number], { language: Language; description: string }>(
  'SELECT language, description FROM candidate_descriptions WHERE candidate_id = ?',
);
const SOURCE = sql<[number], CandidateSource>(
  `SELECT id AS application_id, name, consent_version, consent_at, site_language AS consent_language, consent_withdrawn_at
   FROM applications WHERE id = ?`,
);
const INSERT = sql<Columns & { application_id: number | null }>(
  `INSERT INTO candidates (${COLUMNS}, application_id)
   VALUES (@position, @published, @first_name, @last_name, @roles, @language, @image, @rating, @experience_with_ages, @attach_cv, @country, @application_id)`,
);
const KEPT = sql<[number], Kept>('SELECT position, published FROM candidates WHERE id = ?');
const UPDATE = sql<Columns & { id: number }>(
  `UPDATE candidates SET position = @position, published = @published, first_name = @first_name, last_name = @last_name, roles = @roles,
     language = @language, image = @image, rating = @rating, experience_with_ages = @experience_with_ages,
     attach_cv = @attach_cv, country = @country
   WHERE id = @id`,
);
const DELETE_DESCRIPTIONS = sql<[number]>('DELETE FROM candidate_descriptions WHERE candidate_id = ?');
const DELETE = sql<[number]>('DELETE FROM candidates WHERE id = ?');
const INSERT_DESCRIPTION = sql<[number, string, string]>('INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (?, ?, ?)');
/** The candidates made from these applications go with them (a profile rests on its application's consent). */
const DELETE_MADE_FROM = sql<[string], { id: number; published: number; image: string | null; attach_cv: string | null }>(
  'DELETE FROM candidates WHERE application_id IN (SELECT value FROM json_each(?)) RETURNING id, published, image, attach_cv',
);
const OF_APPLICATION = sql<[number], { id: number; published: number }>('SELECT id, published FROM candidates WHERE application_id = ?');
const UNPUBLISH_MADE_FROM = sql<[number], { id: number }>('UPDATE candidates SET published = 0 WHERE application_id = ? AND published = 1 RETURNING id');

export class CandidateStore extends ItemStore<CandidateInput, Row, CandidateRecord, Kept> implements ApplicantsCandidates {
  constructor(db: Db) {
    super(db, { all: ALL, one: ONE, kept: KEPT, removeParts: DELETE_DESCRIPTIONS, remove: DELETE });
  }

  /** A draft made from an application (never shown until published): its id. */
  createFromApplication(applicationId: number, input: CandidateInput): number {
    return this.db.transaction(() => {
      const id = Number(on(this.db, INSERT).run({ ...this.columns(input, input.position ?? nextPosition(this.db, 'candidates'), 0), application_id: applicationId }).lastInsertRowid);
      this.insertParts(id, input);
      return id;
    })();
  }

  /** The candidates made from these applications (a person's data request finds them through their applications). */
  madeFrom(applicationIds: readonly number[]): CandidateRecord[] {
    return on(this.db, MADE_FROM)
      .all(JSON.stringify(applicationIds))
      .map((row) => this.stored(row));
  }

  /** The candidate made from an application, if one was. */
  ofApplication(applicationId: number): { id: number; published: boolean } | null {
    const row = on(this.db, OF_APPLICATION).get(applicationId);
    return row ? { id: row.id, published: row.published === 1 } : null;
  }

  /** Takes the profile made from an application off the site; answers its id when it was shown. */
  unpublishMadeFrom(applicationId: number): number | null {
    return on(this.db, UNPUBLISH_MADE_FROM).get(applicationId)?.id ?? null;
  }

  /** Deletes the candidates made from these applications (inside the caller's transaction); answers what went, for their media files. */
  deleteMadeFrom(applicationIds: readonly number[]): RemovedCandidate[] {
    return on(this.db, DELETE_MADE_FROM)
      .all(JSON.stringify(applicationIds))
      .map((row) => ({ id: row.id, published: row.published === 1, mediaFiles: [row.image, row.attach_cv].filter((file): file is string => file !== null) }));
  }

  protected stored({ application_id, published, ...row }: Row): CandidateRecord {
    const descriptions = on(this.db, DESCRIPTIONS).all(row.id);
    return {
      ...row,
      published: published === 1,
      made_from: application_id === null ? null : (on(this.db, SOURCE).get(application_id) ?? null),
      roles: decodeListOrText(row.roles),
      language: decodeListOrText(row.language),
      descriptions: Object.fromEntries(descriptions.map((d) => [d.language, d.description])),
    };
  }

  protected insertRow(input: CandidateInput): number | bigint {
    return on(this.db, INSERT).run({ ...this.columns(input, input.position ?? nextPosition(this.db, 'candidates'), input.published === false ? 0 : 1), application_id: null }).lastInsertRowid;
  }

  protected updateRow(id: number, input: CandidateInput, kept: Kept): void {
    const published = input.published === undefined ? kept.published : input.published ? 1 : 0;
    on(this.db, UPDATE).run({ ...this.columns(input, input.position ?? kept.position, published), id });
  }

  private columns(input: CandidateInput, position: number, published: number): Columns {
    return {
      position,
      published,
      first_name: input.first_name,
      last_name: input.last_name,
      roles: encodeListOrText(input.roles),
      language: encodeListOrText(input.language),
      image: input.image ?? null,
      rating: input.rating ?? null,
      experience_with_ages: input.experience_with_ages ?? null,
      attach_cv: input.attach_cv ?? null,
      country: input.country ?? null,
    };
  }

  protected insertParts(id: number, input: CandidateInput): void {
    const insert = on(this.db, INSERT_DESCRIPTION);
    for (const [language, description] of Object.entries(input.descriptions ?? {})) {
      if (description) insert.run(id, language, description);
    }
  }
}
