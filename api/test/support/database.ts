/** Reads the test server's SQLite file directly, to check what was (not) stored. */
import Database from 'better-sqlite3';

export function queryAll<T>(databasePath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function countRows(databasePath: string, table: 'applications' | 'contact_messages' | 'consultations' | 'blog_posts' | 'candidates' | 'testimonials'): number {
  return queryAll<{ n: number }>(databasePath, `SELECT COUNT(*) AS n FROM ${table}`)[0].n;
}
