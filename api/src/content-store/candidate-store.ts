/** Candidates with every description, for the admin API and the seed; each change in one transaction. */
import type { Language } from '../../../src/lib/constants';
import type { CandidateInput, CandidateRecord } from '../../../src/lib/contract/candidate';
import type { Db } from '../db/connection';
import { decodeListOrText, encodeListOrText } from '../db/list-or-text';
import { nextPosition, type ContentStore } from './store-helpers';

const COLUMNS = 'position, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country';

export class CandidateStore implements ContentStore<CandidateInput, CandidateRecord> {
  constructor(private readonly db: Db) {}

  list(): CandidateRecord[] {
    const ids = this.db.prepare('SELECT id FROM candidates ORDER BY position, id').all() as Array<{ id: number }>;
    return ids.map(({ id }) => this.get(id)!);
  }

  get(id: number): CandidateRecord | undefined {
    const row = this.db.prepare(`SELECT id, ${COLUMNS} FROM candidates WHERE id = ?`).get(id) as
      | (Omit<CandidateRecord, 'roles' | 'language' | 'descriptions'> & { roles: string | null; language: string | null })
      | undefined;
    if (!row) return undefined;
    const descriptions = this.db
      .prepare('SELECT language, description FROM candidate_descriptions WHERE candidate_id = ?')
      .all(id) as Array<{ language: Language; description: string }>;
    return {
      ...row,
      roles: decodeListOrText(row.roles),
      language: decodeListOrText(row.language),
      descriptions: Object.fromEntries(descriptions.map((d) => [d.language, d.description])),
    };
  }

  create(input: CandidateInput): number {
    return this.db.transaction(() => {
      const position = input.position ?? nextPosition(this.db, 'candidates');
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO candidates (${COLUMNS})
             VALUES (@position, @first_name, @last_name, @roles, @language, @image, @rating, @experience_with_ages, @attach_cv, @country)`,
          )
          .run(this.columns(input, position)).lastInsertRowid,
      );
      this.insertDescriptions(id, input);
      return id;
    })();
  }

  replace(id: number, input: CandidateInput): boolean {
    return this.db.transaction(() => {
      const current = this.db.prepare('SELECT position FROM candidates WHERE id = ?').get(id) as { position: number } | undefined;
      if (!current) return false;
      this.db
        .prepare(
          `UPDATE candidates SET position = @position, first_name = @first_name, last_name = @last_name, roles = @roles,
             language = @language, image = @image, rating = @rating, experience_with_ages = @experience_with_ages,
             attach_cv = @attach_cv, country = @country
           WHERE id = @id`,
        )
        .run({ ...this.columns(input, input.position ?? current.position), id });
      this.db.prepare('DELETE FROM candidate_descriptions WHERE candidate_id = ?').run(id);
      this.insertDescriptions(id, input);
      return true;
    })();
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM candidates WHERE id = ?').run(id).changes > 0;
  }

  private columns(input: CandidateInput, position: number) {
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

  private insertDescriptions(id: number, input: CandidateInput): void {
    const insert = this.db.prepare('INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (?, ?, ?)');
    for (const [language, description] of Object.entries(input.descriptions ?? {})) {
      if (description) insert.run(id, language, description);
    }
  }
}
