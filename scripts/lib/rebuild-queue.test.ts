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
