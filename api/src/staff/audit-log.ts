/** The audit trail: who changed what, when (GET /api/admin/audit), and each account's last login. */
import type { AuditAction } from '@efe/shared/contract/admin-resources';
import type { AuditEntry } from '@efe/shared/contract/staff';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

const INSERT = sql<[string, string, AuditAction, string, number | null, string | null]>(
  'INSERT INTO audit_log (at, actor, action, resource, resource_id, detail) VALUES (?, ?, ?, ?, ?, ?)',
);
const PAGE = sql<[number, number], AuditEntry>('SELECT id, at, actor, action, resource, resource_id, detail FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?');
const COUNT = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM audit_log');
/** A login names its account by id (session-admin-routes.ts). */
const LAST_LOGINS = sql<[], { user_id: number; at: string }>(
  "SELECT resource_id AS user_id, max(at) AS at FROM audit_log WHERE action = 'login' AND resource = 'session' AND resource_id IS NOT NULL GROUP BY resource_id",
);

export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(actor: string, action: AuditAction, resource: string, resourceId: number | null, detail: string | null = null): void {
    on(this.db, INSERT).run(this.now().toISOString(), actor, action, resource, resourceId, detail);
  }

  /** Newest first. */
  page(limit: number, offset: number): { data: AuditEntry[]; total: number } {
    const data = on(this.db, PAGE).all(limit, offset);
    const total = on(this.db, COUNT).get()?.n ?? 0;
    return { data, total };
  }

  /** When each account last logged in, by account id. */
  lastLogins(): Map<number, string> {
    return new Map(on(this.db, LAST_LOGINS).all().map((row) => [row.user_id, row.at]));
  }
}
