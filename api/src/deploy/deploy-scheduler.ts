/**
 * Calls the deploy webhook after content changes. Edits are debounced (a burst makes one call);
 * a failed call is retried with exponential backoff; only one call is in flight at a time, and
 * edits made meanwhile schedule one more afterwards, so no change is left undeployed.
 * Every attempt is logged and recorded (DeployRepository).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeploySettings } from '../config';
import type { DeployRepository } from './deploy-repository';
import { errorCode } from '@efe/shared/error-facts';
import { propertyOf } from '@efe/shared/read-unknown';

/** The event type the CI workflow listens for (.github/workflows/deploy.yml). */
export const DEPLOY_EVENT_TYPE = 'content-changed';

/** fetch reports "fetch failed"; the cause says what happened (ECONNREFUSED, a timeout...). */
function describeFailure(caught: unknown): string {
  if (!(caught instanceof Error)) return String(caught);
  const message = propertyOf(caught.cause, 'message');
  return errorCode(caught.cause) ?? (typeof message === 'string' ? message : caught.message);
}

export type DeployRequestOutcome = 'scheduled' | 'started' | 'queued';

/**
 * A content write, as the scheduler is told of it. `personalDataRemoved`: the write took a
 * person's data off the site (a withdrawal, an erasure, a testimonial deleted, a candidate the
 * site showed deleted or unpublished). The build it asks for then starts without Gatsby's LMDB stores, which
 * keep deleted records' bytes (gatsby/lmdb-stores.ts); every other build keeps them and stays warm.
 */
export type ContentChanged = (reason: string, change?: { personalDataRemoved: boolean }) => void;

type Fetch = typeof fetch;

export class DeployScheduler {
  private debounceTimer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private pendingChanges = 0;
  private pendingReasons: string[] = [];
  /** Whether a change in the pending burst removed personal data: the burst's build must forget it. */
  private pendingForget = false;
  private closed = false;
  private readonly closing = new AbortController();

  constructor(
    private readonly settings: DeploySettings & { hookUrl: string },
    private readonly deploys: DeployRepository,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  /** After a content write: deploy once the edits stop for `debounceMs`. */
  contentChanged(reason: string, change?: { personalDataRemoved: boolean }): DeployRequestOutcome {
    this.remember(reason, change?.personalDataRemoved ?? false);
    if (this.closed) return 'scheduled';
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.fire(), this.settings.debounceMs);
    this.debounceTimer.unref();
    return 'scheduled';
  }

  /** By hand (`npm run redeploy`): no debounce. */
  deployNow(reason: string): DeployRequestOutcome {
    this.remember(reason, false);
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
    if (this.inFlight) return 'queued';
    this.fire();
    return 'started';
  }

  /** Settles when nothing is scheduled or in flight (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight || this.debounceTimer) {
      if (this.inFlight) await this.inFlight;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops timers and retry waits, aborts a request in flight and waits for it to be recorded. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
    this.closing.abort();
    await this.inFlight;
  }

  private remember(reason: string, personalDataRemoved: boolean): void {
    this.pendingChanges += 1;
    this.pendingForget ||= personalDataRemoved;
    if (this.pendingReasons.length < 5) this.pendingReasons.push(reason);
  }

  private fire(): void {
    this.debounceTimer = null;
    if (this.closed || this.pendingChanges === 0) return;
    if (this.inFlight) return; // the call in flight re-fires when it ends
    const changes = this.pendingChanges;
    const reason = this.pendingReasons.join('; ') + (changes > this.pendingReasons.length ? ` (+${changes - this.pendingReasons.length} more)` : '');
    // A removal whose hook call failed is still owed: this deploy carries it until one with it is delivered.
    const forgetRemoved = this.pendingForget || this.deploys.forgettingOwed();
    this.pendingChanges = 0;
    this.pendingReasons = [];
    this.pendingForget = false;
    const id = this.deploys.create(reason, changes, new Date(), forgetRemoved);
    this.inFlight = this.deliver(id, reason, changes, forgetRemoved).finally(() => {
      this.inFlight = null;
      if (this.pendingChanges > 0 && !this.debounceTimer) this.fire();
    });
  }

  private async deliver(id: number, reason: string, changes: number, forgetRemoved: boolean): Promise<void> {
    const { hookUrl, hookToken, maxAttempts, retryBaseMs, timeoutMs } = this.settings;
    // forget_removed: read by the local rebuilder (scripts/lib/rebuild-hook-server.ts) and the deploy workflow.
    const body = JSON.stringify({ event_type: DEPLOY_EVENT_TYPE, client_payload: { reason, changes, deploy_id: id, forget_removed: forgetRemoved } });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/vnd.github+json',
      'user-agent': 'content-api-deploy-hook',
    };
    if (hookToken) headers.authorization = `Bearer ${hookToken}`;

    for (let attempt = 1; attempt <= maxAttempts && !this.closed; attempt += 1) {
      const startedAt = new Date().toISOString();
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const response = await this.fetchImpl(hookUrl, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), this.closing.signal]),
        });
        statusCode = response.status;
        await response.body?.cancel();
        if (!response.ok) error = `hook answered ${response.status}`;
      } catch (caught) {
        error = describeFailure(caught);
      }
      this.deploys.recordAttempt(id, { attempt, started_at: startedAt, status_code: statusCode, error });
      if (error === null) {
        this.log.info({ deployId: id, attempt, statusCode }, 'deploy hook called');
        this.deploys.finish(id, 'succeeded', new Date());
        return;
      }
      const last = attempt === maxAttempts;
      this.log.warn({ deployId: id, attempt, maxAttempts, statusCode, error }, last ? 'deploy hook failed, giving up' : 'deploy hook failed, retrying');
      if (!last) await this.wait(retryBaseMs * 2 ** (attempt - 1));
    }
    this.deploys.finish(id, 'failed', new Date());
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.closing.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
