/**
 * Every fixed SQL statement of the API is written with `sql<Params, Row>(text)`: it declares its
 * parameters and its row where it is written, and is registered, so that
 * api/test/statements.test.ts prepares each one against a migrated database (a renamed column
 * fails that test, not a visitor). Statements whose WHERE is built from a filter use
 * `db.prepare<Params, Row>` directly; that test runs them with every filter.
 */
import type { TObject } from '@sinclair/typebox';
import type { Db } from './connection';

type Params = unknown[] | object;

const prepare = <P extends Params, R>(db: Db, text: string) => db.prepare<P, R>(text);
type Prepared<P extends Params, R> = ReturnType<typeof prepare<P, R>>;

/** A statement's text, typed by its parameters and row, and its compiled form on each connection that ran it. */
export interface Sql<P extends Params, R> {
  readonly text: string;
  readonly compiled: WeakMap<Db, Prepared<P, R>>;
}

const registered: string[] = [];

export function sql<P extends Params = [], R = never>(text: string): Sql<P, R> {
  registered.push(text);
  return { text, compiled: new WeakMap() };
}

/** The texts of every statement defined so far (the modules that define them must be loaded). */
export const registeredSql = (): readonly string[] => registered;

/** The statement compiled on this connection: once, then reused (better-sqlite3's statements are made to be run again). */
export function on<P extends Params, R>(db: Db, statement: Sql<P, R>): Prepared<P, R> {
  const known = statement.compiled.get(db);
  if (known) return known;
  const compiled = prepare<P, R>(db, statement.text);
  statement.compiled.set(db, compiled);
  return compiled;
}

/** The column list of a row described by a TypeBox object: the row's type and the statement's columns are then one list. */
export const columnsOf = (row: TObject, table?: string): string =>
  Object.keys(row.properties)
    .map((column) => (table ? `${table}.${column}` : column))
    .join(', ');
