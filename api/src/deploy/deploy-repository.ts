/** The record of deploy webhook calls, listed at GET /api/admin/deploys. */
import { Type, type Static } from '@sinclair/typebox';
import { DeployAttempt, DeployRecord, type DeployStatus } from '@efe/shared/contract/deploy';
import type { Db } from '../db/connection';
import { columnsOf, on, sql } from '../db/sql';

const { attempts: _attempts, ...deployColumns } = DeployRecord.properties;
const DeployRow = Type.Object(deployColumns);

const CREATE = sql<[string, number, string, number]>("INSERT INTO deploys (reason, changes, status, requested_at, forget_removed) VALUES (?, ?, 'pending', ?, ?)");
/** A deploy that was to forget removed personal data and was not delivered, with none delivered since that was to. */
const FORGETTING_OWED = sql<[], { owed: number }>(`
  SELECT EXISTS (
    SELECT 1 FROM deploys owed WHERE owed.forget_removed = 1 AND owed.status <> 'succeeded'
      AND NOT EXISTS (SELECT 1 FROM deploys later WHERE later.forget_removed = 1 AND later.status = 'succeeded' AND later.id > owed.id)
  ) AS owed`);
const RECORD_ATTEMPT = sql<[number, number, string, number | null, string | null]>(
  'INSERT INTO deploy_attempts (deploy_id, attempt, started_at, status_code, error) VALUES (?, ?, ?, ?, ?)',
);
const FINISH = sql<[DeployStatus, string, number]>('UPDATE deploys SET status = ?, finished_at = ? WHERE id = ?');
const FAIL_ABANDONED = sql<[string]>("UPDATE deploys SET status = 'failed', finished_at = ? WHERE status = 'pending'");
const LATEST = sql<[number], Static<typeof DeployRow>>(`SELECT ${columnsOf(DeployRow)} FROM deploys ORDER BY id DESC LIMIT ?`);
const ATTEMPTS = sql<[number], DeployAttempt>(`SELECT ${columnsOf(DeployAttempt)} FROM deploy_attempts WHERE deploy_id = ? ORDER BY attempt`);

export class DeployRepository {
  constructor(private readonly db: Db) {}

  /** `forgetRemoved`: its build is to start without Gatsby's LMDB stores (personal data was removed). */
  create(reason: string, changes: number, requestedAt: Date, forgetRemoved: boolean): number {
    return Number(on(this.db, CREATE).run(reason, changes, requestedAt.toISOString(), forgetRemoved ? 1 : 0).lastInsertRowid);
  }

  /** Whether a removal of personal data has not reached a build yet: its deploy's hook call failed (or its process stopped), and none carrying one was delivered since. */
  forgettingOwed(): boolean {
    return on(this.db, FORGETTING_OWED).get()?.owed === 1;
  }

  recordAttempt(deployId: number, attempt: DeployAttempt): void {
    on(this.db, RECORD_ATTEMPT).run(deployId, attempt.attempt, attempt.started_at, attempt.status_code, attempt.error);
  }

  finish(deployId: number, status: Exclude<DeployStatus, 'pending'>, finishedAt: Date): void {
    on(this.db, FINISH).run(status, finishedAt.toISOString(), deployId);
  }

  /** Deploys a previous process left pending (it stopped mid-retry) are failures, not in progress. */
  failAbandoned(now: Date): number {
    return on(this.db, FAIL_ABANDONED).run(now.toISOString()).changes;
  }

  list(limit: number): DeployRecord[] {
    const attempts = on(this.db, ATTEMPTS);
    return on(this.db, LATEST)
      .all(limit)
      .map((deploy) => ({ ...deploy, attempts: attempts.all(deploy.id) }));
  }
}
