import { fc, test } from '@fast-check/jest';
import { RebuildQueue } from './rebuild-queue';

/** A build that finishes only when the test says so. */
function controllableBuild() {
  const pending: Array<(ok: boolean) => void> = [];
  let calls = 0;
  const build = () =>
    new Promise<boolean>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  const finish = async (ok = true) => {
    const next = pending.shift();
    if (!next) throw new Error('no build is running');
    next(ok);
    // Let the queue observe the result and start the next run, if any.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { build, finish, calls: () => calls };
}

describe('RebuildQueue', () => {
  it('tells which deploys each run builds: every one requested before it started', async () => {
    const { build, finish } = controllableBuild();
    const queue = new RebuildQueue(build);
    queue.request(1);
    queue.request(2);
    queue.request(3);
    expect(queue.state()).toMatchObject({ waiting: [2, 3], runs: [{ deployIds: [1] }] });
    await finish(false);
    expect(queue.state()).toMatchObject({ waiting: [], runs: [{ deployIds: [2, 3] }, { deployIds: [1], ok: false }] });
    await finish(true);
    await queue.idle();
    expect(queue.state().runs.map((run) => [run.deployIds, run.ok])).toEqual([
      [[2, 3], true],
      [[1], false],
    ]);
  });

  it('tells a run to forget removed personal data when any request it merges asked, and every run after a failed one until one succeeds', async () => {
    const told: boolean[] = [];
    const results: boolean[] = [];
    const pending: Array<(ok: boolean) => void> = [];
    const queue = new RebuildQueue(({ forgetRemoved }) => {
      told.push(forgetRemoved);
      return new Promise<boolean>((resolve) => pending.push(resolve));
    });
    const finish = async (ok: boolean) => {
      results.push(ok);
      pending.shift()?.(ok);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    queue.request(1);
    // Merged into the next run: one of three asked.
    queue.request(2);
    queue.request(3, true);
    queue.request(4);
    await finish(true);
    expect(told).toEqual([false, true]);
    // That run fails: the next, asked for an ordinary edit, forgets again; once it succeeds, no more.
    await finish(false);
    queue.request(5);
    await finish(true);
    queue.request(6);
    await finish(true);
    await queue.idle();
    expect(told).toEqual([false, true, true, false]);
    // A request during a run that forgets and succeeds is not lost with it.
    queue.request(7, true);
    queue.request(8, true);
    await finish(true);
    await finish(true);
    queue.request(9);
    await finish(true);
    await queue.idle();
    expect(told).toEqual([false, true, true, false, true, true, false]);
    expect(results).toHaveLength(told.length);
  });

  /** A request (asking to forget, or not) or the end of the running build (succeeded, or not). */
  const step = fc.oneof(fc.record({ request: fc.boolean() }), fc.record({ finish: fc.boolean() }));
  test.prop([fc.array(step, { maxLength: 30 })], { numRuns: 200 })(
    'forgets in a run exactly when a request before it asked and no run that forgot has succeeded since that request',
    async (steps) => {
      let time = 0;
      const requests: Array<{ at: number; forget: boolean }> = [];
      const runs: Array<{ startedAt: number; forget: boolean; endedAt?: number; ok?: boolean }> = [];
      const pending: Array<(ok: boolean) => void> = [];
      const queue = new RebuildQueue(({ forgetRemoved }) => {
        runs.push({ startedAt: (time += 1), forget: forgetRemoved });
        return new Promise<boolean>((resolve) => pending.push(resolve));
      });
      const finish = async (ok: boolean) => {
        const end = pending.shift();
        if (!end) return;
        Object.assign(runs[runs.length - 1], { endedAt: (time += 1), ok });
        end(ok);
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      for (const each of steps) {
        if ('request' in each) {
          requests.push({ at: (time += 1), forget: each.request });
          queue.request(undefined, each.request);
        } else await finish(each.finish);
      }
      // Then one more ordinary edit, and every build succeeds.
      requests.push({ at: (time += 1), forget: false });
      queue.request();
      while (pending.length > 0) await finish(true);
      await queue.idle();
      // Owed at a run's start: a request asked before it, and no run that forgot and succeeded began after that request and ended before this run.
      const owedAt = (start: number) =>
        requests.some((request) => request.forget && request.at < start && !runs.some((run) => run.forget && run.ok && run.startedAt > request.at && (run.endedAt ?? Infinity) < start));
      expect(runs.map((run) => [run.startedAt, run.forget])).toEqual(runs.map((run) => [run.startedAt, owedAt(run.startedAt)]));
      // And every removal asked for was forgotten by a build that succeeded.
      const lastAsked = Math.max(0, ...requests.filter((request) => request.forget).map((request) => request.at));
      if (lastAsked > 0) expect(runs.some((run) => run.forget && run.ok && run.startedAt > lastAsked)).toBe(true);
    },
  );

  it('starts a build at once when idle', async () => {
    const { build, finish, calls } = controllableBuild();
    const queue = new RebuildQueue(build);
    expect(queue.request()).toBe('started');
    expect(calls()).toBe(1);
    expect(queue.state().building).toBe(true);
    await finish();
    await queue.idle();
    expect(queue.state()).toMatchObject({ building: false, queued: false, runs: [{ ok: true }] });
  });

  it('turns any number of requests during a build into exactly one more run', async () => {
    const { build, finish, calls } = controllableBuild();
    const queue = new RebuildQueue(build);
    queue.request();
    const outcomes = Array.from({ length: 10 }, () => queue.request());
    expect(outcomes[0]).toBe('queued');
    expect(outcomes.slice(1).every((outcome) => outcome === 'already-queued')).toBe(true);
    expect(calls()).toBe(1);
    await finish();
    expect(calls()).toBe(2);
    await finish();
    await queue.idle();
    expect(calls()).toBe(2);
    expect(queue.state().runs).toHaveLength(2);
  });

  it('never runs two builds at the same time', async () => {
    let concurrent = 0;
    let maxConcurrent = 0;
    const queue = new RebuildQueue(async () => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 5));
      concurrent -= 1;
      return true;
    });
    for (let i = 0; i < 5; i += 1) {
      queue.request();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await queue.idle();
    expect(maxConcurrent).toBe(1);
  });

  it('records a failed or throwing build and keeps serving requests', async () => {
    const results = [false, true];
    const queue = new RebuildQueue(async () => {
      const next = results.shift();
      if (next === undefined) throw new Error('boom');
      return next;
    });
    queue.request();
    await queue.idle();
    queue.request();
    await queue.idle();
    queue.request();
    await queue.idle();
    expect(queue.state().runs.map((run) => run.ok)).toEqual([false, true, false]);
  });
});
