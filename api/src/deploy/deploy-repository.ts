/** The record of deploy webhook calls, listed at GET /api/admin/deploys. */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '../../../src/lib/contract/schema-parts';
import type { Db } from '../db/connection';

export const DeployStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]);
export type DeployStatus = Static<typeof DeployStatus>;

export const DeployAttempt = Type.Object({
  attempt: Type.Integer(),
  started_at: Type.String(),
  status_code: NullableInteger(),
  error: NullableString(),
});
export type DeployAttempt = Static<typeof DeployAttempt>;

/** A deploy and its attempts; also the answer of GET /api/admin/deploys. */
export const DeployRecord = Type.Object({
  id: Type.Integer(),
  reason: Type.String(),
  changes: Type.Integer(),
  status: DeployStatus,
  requested_at: Type.String(),
  finished_at: NullableString(),
  attempts: Type.Array(DeployAttempt),
});
export type DeployRecord = Static<typeof DeployRecord>;

export class DeployRepository {
  constructor(private readonly db: Db) {}

  create(reason: string, changes: number, requestedAt: Date): number {
    const result = this.db
      .prepare("INSERT INTO deploys (reason, changes, status, requested_at) VALUES (?, ?, 'pending', ?)")
      .run(reason, changes, requestedAt.toISOString());
    return Number(result.lastInsertRowid);
  }

  recordAttempt(deployId: number, attempt: DeployAttempt): void {
    this.db
      .prepare('INSERT INTO deploy_attempts (deploy_id, attempt, started_at, status_code, error) VALUES (?, ?, ?, ?, ?)')
      .run(deployId, attempt.attempt, attempt.started_at, attempt.status_code, attempt.error);
  }

  finish(deployId: number, status: Exclude<DeployStatus, 'pending'>, finishedAt: Date): void {
    this.db.prepare('UPDATE deploys SET status = ?, finished_at = ? WHERE id = ?').run(status, finishedAt.toISOString(), deployId);
  }

  /** Deploys a previous process left pending (it stopped mid-retry) are failures, not in progress. */
  failAbandoned(now: Date): number {
    return this.db.prepare("UPDATE deploys SET status = 'failed', finished_at = ? WHERE status = 'pending'").run(now.toISOString()).changes;
  }

  list(limit: number): DeployRecord[] {
    const deploys = this.db
      .prepare('SELECT id, reason, changes, status, requested_at, finished_at FROM deploys ORDER BY id DESC LIMIT ?')
      .all(limit) as Array<Omit<DeployRecord, 'attempts'>>;
    const attempts = this.db.prepare(
      'SELECT attempt, started_at, status_code, error FROM deploy_attempts WHERE deploy_id = ? ORDER BY attempt',
    );
    return deploys.map((deploy) => ({ ...deploy, attempts: attempts.all(deploy.id) as DeployAttempt[] }));
  }
}
