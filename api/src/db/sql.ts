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

/** A statement's text with its parameters and row as types (`shape` exists only for the compiler). */
export interface Sql<P extends Params, R> {
  readonly text: string;
  readonly shape?: { params: P; row: R };
}

const registered: string[] = [];

export function sql<P extends Params = [], R = never>(text: string): Sql<P, R> {
  registered.push(text);
  return { text };
}

/** The texts of every statement defined so far (the modules that define them must be loaded). */
export const registeredSql = (): readonly string[] => registered;

/** Compiles the statement on this connection (SQLite's prepare is microseconds; statements stay readable beside their use). */
export const on = <P extends Params, R>(db: Db, statement: Sql<P, R>) => db.prepare<P, R>(statement.text);

/** The column list of a row described by a TypeBox object: the row's type and the statement's columns are then one list. */
export const columnsOf = (row: TObject, table?: string): string =>
  Object.keys(row.properties)
    .map((column) => (table ? `${table}.${column}` : column))
    .join(', ');
