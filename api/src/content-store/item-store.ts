import type { Translations } from '@efe/shared/contract/schema-parts';
import type { Db } from '../db/connection';
import { on, type Sql } from '../db/sql';
import { grouped } from './store-helpers';

/** The five things the admin API does with each kind of content (admin/resource-routes.ts). */
export interface ContentStore<Input, Stored> {
  list(): Stored[];
  get(id: number): Stored | undefined;
  create(input: Input): number;
  /** Replaces the item and all its translations; false when there is no such item. */
  replace(id: number, input: Input): boolean;
  remove(id: number): boolean;
}

/** The statements every kind of content has: its rows in order, one row, what a replacement keeps, and the removals. */
export interface ItemStatements<Row, Kept> {
  all: Sql<[], Row>;
  one: Sql<[number], Row>;
  /** What a replacement keeps when its input leaves it out (the position, the date). */
  kept: Sql<[number], Kept>;
  removeParts: Sql<[number], never>;
  remove: Sql<[number], never>;
}

/**
 * A kind of content kept as a row with its parts per language (translations, descriptions): read,
 * created, replaced and removed the same way, each change in one transaction. A store says how its
 * row becomes the record the API answers, and how its row and its parts are written.
 */
export abstract class ItemStore<Input, Row extends { id: number }, Stored, Kept> implements ContentStore<Input, Stored> {
  constructor(
    protected readonly db: Db,
    private readonly statements: ItemStatements<Row, Kept>,
  ) {}

  /** The record the API answers: the row with its parts. */
  protected abstract stored(row: Row): Stored;
  /** Writes the new item's row; answers its id. */
  protected abstract insertRow(input: Input): number | bigint;
  protected abstract updateRow(id: number, input: Input, kept: Kept): void;
  protected abstract insertParts(id: number, input: Input): void;

  list(): Stored[] {
    return on(this.db, this.statements.all)
      .all()
      .map((row) => this.stored(row));
  }

  get(id: number): Stored | undefined {
    const row = on(this.db, this.statements.one).get(id);
    return row && this.stored(row);
  }

  create(input: Input): number {
    return this.db.transaction(() => {
      const id = Number(this.insertRow(input));
      this.insertParts(id, input);
      return id;
    })();
  }

  replace(id: number, input: Input): boolean {
    return this.db.transaction(() => {
      const kept = on(this.db, this.statements.kept).get(id);
      if (!kept) return false;
      this.updateRow(id, input, kept);
      on(this.db, this.statements.removeParts).run(id);
      this.insertParts(id, input);
      return true;
    })();
  }

  remove(id: number): boolean {
    return on(this.db, this.statements.remove).run(id).changes > 0;
  }
}

/** A kind of content whose parts are its translations, answered grouped by language. */
export abstract class TranslatedItemStore<Input, Row extends { id: number }, Translation extends { language: string }, Kept> extends ItemStore<
  Input,
  Row,
  Row & { translations: Translations<Omit<Translation, 'language'>> },
  Kept
> {
  private readonly translations: Sql<[number], Translation>;

  constructor(db: Db, statements: ItemStatements<Row, Kept> & { translations: Sql<[number], Translation> }) {
    super(db, statements);
    this.translations = statements.translations;
  }

  protected stored(row: Row): Row & { translations: Translations<Omit<Translation, 'language'>> } {
    return { ...row, translations: grouped(on(this.db, this.translations).all(row.id)) };
  }
}
