/** Candidates with every description, for the admin API and the seed; each change in one transaction. */
import type { Language } from '@shared/constants';
import type { CandidateInput, CandidateRecord } from '@shared/contract/candidate';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { decodeListOrText, encodeListOrText } from '../db/list-or-text';
import { ItemStore } from './item-store';
import { nextPosition } from './store-helpers';

const COLUMNS = 'position, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country';

type Row = Omit<CandidateRecord, 'roles' | 'language' | 'descriptions'> & { roles: string | null; language: string | null };
type Columns = Omit<Row, 'id'>;
const ALL = sql<[], Row>(`SELECT id, ${COLUMNS} FROM candidates ORDER BY position, id`);
const ONE = sql<[number], Row>(`SELECT id, ${COLUMNS} FROM candidates WHERE id = ?`);
const DESCRIPTIONS = sql<[number], { language: Language; description: string }>(
  'SELECT language, description FROM candidate_descriptions WHERE candidate_id = ?',
);
const INSERT = sql<Columns>(
  `INSERT INTO candidates (${COLUMNS})
   VALUES (@position, @first_name, @last_name, @roles, @language, @image, @rating, @experience_with_ages, @attach_cv, @country)`,
);
const POSITION = sql<[number], { position: number }>('SELECT position FROM candidates WHERE id = ?');
const UPDATE = sql<Row>(
  `UPDATE candidates SET position = @position, first_name = @first_name, last_name = @last_name, roles = @roles,
     language = @language, image = @image, rating = @rating, experience_with_ages = @experience_with_ages,
     attach_cv = @attach_cv, country = @country
   WHERE id = @id`,
);
const DELETE_DESCRIPTIONS = sql<[number]>('DELETE FROM candidate_descriptions WHERE candidate_id = ?');
const DELETE = sql<[number]>('DELETE FROM candidates WHERE id = ?');
const INSERT_DESCRIPTION = sql<[number, string, string]>('INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (?, ?, ?)');

export class CandidateStore extends ItemStore<CandidateInput, Row, CandidateRecord, { position: number }> {
  constructor(db: Db) {
    super(db, { all: ALL, one: ONE, kept: POSITION, removeParts: DELETE_DESCRIPTIONS, remove: DELETE });
  }

  protected stored(row: Row): CandidateRecord {
    const descriptions = on(this.db, DESCRIPTIONS).all(row.id);
    return {
      ...row,
      roles: decodeListOrText(row.roles),
      language: decodeListOrText(row.language),
      descriptions: Object.fromEntries(descriptions.map((d) => [d.language, d.description])),
    };
  }

  protected insertRow(input: CandidateInput): number | bigint {
    return on(this.db, INSERT).run(this.columns(input, input.position ?? nextPosition(this.db, 'candidates'))).lastInsertRowid;
  }

  protected updateRow(id: number, input: CandidateInput, kept: { position: number }): void {
    on(this.db, UPDATE).run({ ...this.columns(input, input.position ?? kept.position), id });
  }

  private columns(input: CandidateInput, position: number): Columns {
    return {
      position,
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
