/**
 * Runs site rebuilds one at a time. A request during a build queues exactly one more run (it will
 * see every change made so far), however many requests arrive: a burst of edits costs at most
 * the build in progress plus one. A request may ask the build to forget removed personal data
 * (gatsby/lmdb-stores.ts): the next run does, whichever requests it merges, and so does every run
 * after it until one that did succeeds.
 */
export type RebuildRequestOutcome = 'started' | 'queued' | 'already-queued';

export interface RebuildRun {
  startedAt: string;
  finishedAt?: string;
  ok?: boolean;
  /** The API's deploys (client_payload.deploy_id) this run builds: every one requested before it started. */
  deployIds: number[];
}

export interface RebuildState {
  building: boolean;
  queued: boolean;
  /** Deploys requested and waiting for the next run. */
  waiting: number[];
  runs: RebuildRun[];
}

const KEPT_RUNS = 20;

export class RebuildQueue {
  private running: Promise<void> | null = null;
  private queued = false;
  private waiting: number[] = [];
  /** Whether a request asked to forget removed personal data and no run that did has succeeded since. */
  private forgetOwed = false;
  private readonly runs: RebuildRun[] = [];

  constructor(
    private readonly rebuild: (options: { forgetRemoved: boolean }) => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `deployId`: the API's deploy this request is for, so its state can be told (GET /status).
   * `forgetRemoved`: the change removed personal data (the hook's client_payload.forget_removed).
   */
  request(deployId?: number, forgetRemoved = false): RebuildRequestOutcome {
    if (deployId !== undefined) this.waiting.push(deployId);
    this.forgetOwed ||= forgetRemoved;
    if (this.running) {
      const outcome = this.queued ? 'already-queued' : 'queued';
      this.queued = true;
      return outcome;
    }
    this.running = this.drain();
    return 'started';
  }

  /** Settles once no build is running or queued. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  state(): RebuildState {
    return {
      building: this.running !== null,
      queued: this.queued,
      waiting: [...this.waiting],
      runs: this.runs.map((run) => ({ ...run, deployIds: [...run.deployIds] })),
    };
  }

  private async drain(): Promise<void> {
    do {
      this.queued = false;
      const run: RebuildRun = { startedAt: this.now().toISOString(), deployIds: this.waiting };
      this.waiting = [];
      this.runs.unshift(run);
      this.runs.length = Math.min(this.runs.length, KEPT_RUNS);
      const forgetRemoved = this.forgetOwed;
      this.forgetOwed = false;
      try {
        run.ok = await this.rebuild({ forgetRemoved });
      } catch {
        run.ok = false;
      }
      // Failed, its build may have left the stores half made: the next run forgets again.
      if (!run.ok && forgetRemoved) this.forgetOwed = true;
      run.finishedAt = this.now().toISOString();
    } while (this.queued);
    this.running = null;
  }
}
