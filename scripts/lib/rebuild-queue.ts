/**
 * Runs site rebuilds one at a time. A request during a build queues exactly one more run (it will
 * see every change made so far), however many requests arrive: a burst of edits costs at most
 * the build in progress plus one.
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
  private readonly runs: RebuildRun[] = [];

  constructor(
    private readonly rebuild: () => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `deployId`: the API's deploy this request is for, so its state can be told (GET /status). */
  request(deployId?: number): RebuildRequestOutcome {
    if (deployId !== undefined) this.waiting.push(deployId);
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
      try {
        run.ok = await this.rebuild();
      } catch {
        run.ok = false;
      }
      run.finishedAt = this.now().toISOString();
    } while (this.queued);
    this.running = null;
  }
}
