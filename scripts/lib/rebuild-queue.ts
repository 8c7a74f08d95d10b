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
}

export interface RebuildState {
  building: boolean;
  queued: boolean;
  runs: RebuildRun[];
}

const KEPT_RUNS = 20;

export class RebuildQueue {
  private running: Promise<void> | null = null;
  private queued = false;
  private readonly runs: RebuildRun[] = [];

  constructor(
    private readonly rebuild: () => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  request(): RebuildRequestOutcome {
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
    return { building: this.running !== null, queued: this.queued, runs: this.runs.map((run) => ({ ...run })) };
  }

  private async drain(): Promise<void> {
    do {
      this.queued = false;
      const run: RebuildRun = { startedAt: this.now().toISOString() };
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
