/**
 * Each enumeration the database keeps is declared once in code, and the CHECK constraint of the
 * live schema (sqlite_master of a migrated database) accepts exactly its values: each value is
 * stored, and any other text, generated, is refused by SQLite itself.
 */
import Database from 'better-sqlite3';
import { fc, test } from '@fast-check/jest';
import { CANCELLERS, CONSULTATION_STATUSES, MEETING_WAYS } from '@efe/shared/consultation-values';
import { STAFF_ROLES } from '@efe/shared/contract/admin-resources';
import { ENGAGEMENT_STAGES } from '@efe/shared/contract/engagement';
import { CONSULTATION_ACTORS, CONSULTATION_EVENTS } from '@efe/shared/contract/consultation';
import { LEAD_KINDS, MAIL_ROUTES } from '@efe/shared/contract/mail';
import { migrate } from '../src/db/migrate';

interface Enumeration {
  table: string;
  column: string;
  values: readonly string[];
}

const ENUMERATIONS: readonly Enumeration[] = [
  { table: 'consultations', column: 'meeting', values: MEETING_WAYS },
  { table: 'consultations', column: 'status', values: CONSULTATION_STATUSES },
  { table: 'consultations', column: 'cancelled_by', values: CANCELLERS },
  { table: 'consultation_events', column: 'event', values: CONSULTATION_EVENTS },
  { table: 'consultation_events', column: 'actor', values: CONSULTATION_ACTORS },
  { table: 'staff_roles', column: 'role', values: STAFF_ROLES },
  { table: 'engagements', column: 'stage', values: ENGAGEMENT_STAGES },
  { table: 'engagement_events', column: 'from_stage', values: ENGAGEMENT_STAGES },
  { table: 'engagement_events', column: 'to_stage', values: ENGAGEMENT_STAGES },
  { table: 'mail_queue', column: 'sent_via', values: MAIL_ROUTES },
  { table: 'mail_queue', column: 'lead_kind', values: LEAD_KINDS },
];
/** Other checked columns a row needs, with a value their own CHECK takes. */
const OTHER_CHECKED: Record<string, string> = { 'engagements.source': 'manual', 'engagements.site_language': 'en' };

const db = new Database(':memory:');
migrate(db);
// A row of a child table needs no parent here: only the column's CHECK is under test.
db.pragma('foreign_keys = OFF');
afterAll(() => db.close());

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

/** The values the column's CHECK (column IN (...)) lists in the live schema; null when it has none. */
function listedInSchema({ table, column }: Enumeration): string[] | null {
  const create = String(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table));
  const listed = new RegExp(`\\b${column} TEXT[^,]*CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(create)?.[1];
  return listed === undefined ? null : listed.split(',').map((value) => value.trim().replace(/^'|'$/g, ''));
}

/** Stores a row whose `column` holds `value` and every other required column a value it takes; undone at once. */
function store({ table, column }: Enumeration, value: string): void {
  const columns = db.prepare<[], ColumnInfo>(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${table}')`).all();
  // A lone INTEGER PRIMARY KEY is the rowid, which SQLite numbers itself.
  const keys = columns.filter((info) => info.pk);
  const rowid = keys.length === 1 && keys[0].type === 'INTEGER' ? keys[0].name : null;
  const row: Record<string, unknown> = {};
  for (const info of columns) {
    if (info.name === column) row[info.name] = value;
    else if (info.name !== rowid && (info.notnull || info.pk) && info.dflt_value === null) {
      const checked = ENUMERATIONS.find((other) => other.table === table && other.column === info.name);
      row[info.name] = checked?.values[0] ?? OTHER_CHECKED[`${table}.${info.name}`] ?? (info.type === 'INTEGER' ? 1 : 'x');
    }
  }
  const names = Object.keys(row);
  db.exec('SAVEPOINT enumeration');
  try {
    db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')})`).run(row);
  } finally {
    db.exec('ROLLBACK TO enumeration; RELEASE enumeration');
  }
}

describe.each(ENUMERATIONS.map((enumeration) => [`${enumeration.table}.${enumeration.column}`, enumeration] as const))('%s', (_name, enumeration) => {
  it("is listed by the live schema's CHECK exactly as the enumeration declares it", () => {
    expect([...(listedInSchema(enumeration) ?? [])].sort()).toEqual([...enumeration.values].sort());
  });

  it('stores each value of the enumeration', () => {
    for (const value of enumeration.values) expect(() => store(enumeration, value)).not.toThrow();
  });

  const known = new Set(enumeration.values);
  const outside = fc
    .oneof(
      fc.string(),
      // Near misses: a value's other spelling, or a value with more after it.
      fc.constantFrom(...enumeration.values).map((value) => value.toUpperCase()),
      fc.constantFrom(...enumeration.values).map((value) => value.replace(/-/g, '_')),
      fc.tuple(fc.constantFrom(...enumeration.values), fc.string({ minLength: 1, maxLength: 4 })).map(([value, more]) => value + more),
    )
    .filter((value) => !known.has(value));
  test.prop([outside])('refuses any other text', (value) => {
    expect(() => store(enumeration, value)).toThrow(/CHECK constraint failed/);
  });
});
