import fc from 'fast-check';
import { runLazyModulesInSlices, SLICE_MS, type WebpackRequire } from './lazy-module-slices';

/** A module as the fake webpack holds it: what it imports, and how long its own code runs. */
interface FakeModule {
  imports: string[];
  cost: number;
}

/**
 * Webpack's require, chunk loading and modules, as far as the slicing uses them, with a task
 * queue and a clock: a module's code advances the clock by its cost; `deliver` is a chunk's script
 * arriving (in a task of its own, its promise's reactions as microtasks of that task).
 */
function fakeWebpack(base: Record<string, FakeModule>) {
  let now = 0;
  const tasks: Array<() => void> = [];
  const ran: string[] = [];
  const missing: string[] = [];
  const chunks = new Map<string, Record<string, FakeModule>>();
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const installed = new Set<string>();
  // As webpack's: a module is cached before its code runs, and stays so if that code throws.
  const cache: Record<string, object> = {};
  const modules: Record<string, unknown> = {};
  const require: WebpackRequire = Object.assign(
    (id: string): unknown => {
      if (id in cache) return cache[id];
      const module = modules[id];
      if (!(module instanceof Function)) {
        missing.push(id);
        throw new TypeError(`module ${id} is not there`);
      }
      cache[id] = {};
      module();
      return cache[id];
    },
    { m: modules, e: (_chunkId: string | number): Promise<unknown> => Promise.resolve() },
  );
  const factory = (id: string, module: FakeModule) => () => {
    module.imports.forEach((imported) => require(imported));
    now += module.cost;
    ran.push(id);
  };
  Object.entries(base).forEach(([id, module]) => (modules[id] = factory(id, module)));
  Object.keys(base).forEach((id) => require(id));
  ran.length = 0;
  require.e = (chunkId) => {
    const key = String(chunkId);
    if (installed.has(key)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => pending.set(key, { resolve, reject }));
  };
  /** Runs the task and its microtasks; what ran in it, and the clock time it took. */
  const runTask = async (task: () => void) => {
    const before = ran.length;
    const start = now;
    task();
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    return { ran: ran.slice(before), took: now - start };
  };
  return {
    require,
    ran,
    missing,
    clock: { setTimeout: (handler: () => void) => tasks.push(handler), performance: { now: () => now } },
    chunk(id: string, modules: Record<string, FakeModule>) {
      chunks.set(id, modules);
    },
    chunkModules: (id: string) => chunks.get(id) ?? {},
    /** The chunk's script arrives (or fails to) in a task of its own. */
    deliver(id: string, ok = true) {
      return runTask(() => {
        const waiter = pending.get(id);
        pending.delete(id);
        if (!ok) return waiter?.reject(new Error(`chunk ${id} failed`));
        for (const [moduleId, module] of Object.entries(chunks.get(id) ?? {})) require.m[moduleId] ||= factory(moduleId, module);
        installed.add(id);
        waiter?.resolve();
      });
    },
    /** Every queued task, one after the other: what each ran and took. */
    async drain() {
      const done: Array<{ ran: string[]; took: number }> = [];
      for (let task = tasks.shift(); task; task = tasks.shift()) done.push(await runTask(task));
      return done;
    },
  };
}

/** How Gatsby's async requires import a template: all its chunks, then its module. */
function importTemplate(require: WebpackRequire, chunkIds: string[], root: string) {
  const outcome: { value?: 'loaded' | 'failed'; ranAtImport?: number } = {};
  Promise.all(chunkIds.map((id) => require.e(id)))
    .then(() => require(root))
    .then(
      () => (outcome.value = 'loaded'),
      () => (outcome.value = 'failed'),
    );
  return outcome;
}

describe('a lazy chunk’s modules run in slices before its import resolves', () => {
  it('runs nothing in the task the chunk arrives in, then every module in tasks of at most a slice, and the import finds them run', async () => {
    const webpack = fakeWebpack({ react: { imports: [], cost: 1 } });
    runLazyModulesInSlices(webpack.require, webpack.clock);
    const modules = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`layout-${index}`, { imports: ['react'], cost: 2 }]));
    webpack.chunk('shared', modules);
    webpack.chunk('template', { template: { imports: Object.keys(modules), cost: 2 } });
    const outcome = importTemplate(webpack.require, ['shared', 'template'], 'template');

    expect((await webpack.deliver('shared')).ran).toEqual([]);
    expect((await webpack.deliver('template')).ran).toEqual([]);
    expect(outcome.value).toBeUndefined();
    const slices = await webpack.drain();

    expect(outcome.value).toBe('loaded');
    expect(slices.length).toBeGreaterThan(3);
    slices.forEach((slice) => expect(slice.took).toBeLessThanOrEqual(SLICE_MS + 2));
    expect([...webpack.ran].sort()).toEqual([...Object.keys(modules), 'template'].sort());
  });

  it('asks webpack once per chunk, and a second import of it waits for the same slices', async () => {
    const webpack = fakeWebpack({});
    const asked: string[] = [];
    const ensure = webpack.require.e;
    webpack.require.e = (id) => {
      asked.push(String(id));
      return ensure(id);
    };
    runLazyModulesInSlices(webpack.require, webpack.clock);
    webpack.chunk('form', { form: { imports: [], cost: 9 } });
    const first = importTemplate(webpack.require, ['form'], 'form');
    const second = importTemplate(webpack.require, ['form'], 'form');
    await webpack.deliver('form');
    expect(second.value).toBeUndefined();
    await webpack.drain();
    expect([first.value, second.value, asked]).toEqual(['loaded', 'loaded', ['form']]);
    expect(webpack.ran).toEqual(['form']);
  });

  it('runs nothing ahead when a chunk of the import fails, and a retry loads it and runs its modules', async () => {
    const webpack = fakeWebpack({});
    runLazyModulesInSlices(webpack.require, webpack.clock);
    webpack.chunk('shared', { header: { imports: [], cost: 1 } });
    webpack.chunk('template', { template: { imports: ['header'], cost: 1 } });
    const failed = importTemplate(webpack.require, ['shared', 'template'], 'template');
    await webpack.deliver('shared');
    await webpack.deliver('template', false);
    await webpack.drain();
    expect(failed.value).toBe('failed');
    expect(webpack.ran).toEqual([]);

    const retried = importTemplate(webpack.require, ['shared', 'template'], 'template');
    await webpack.deliver('template');
    await webpack.drain();
    expect(retried.value).toBe('loaded');
    expect(webpack.ran).toEqual(['header', 'template']);
    expect(webpack.missing).toEqual([]);
  });

  it('leaves a module that throws for its importer to meet, as webpack would', async () => {
    const webpack = fakeWebpack({});
    runLazyModulesInSlices(webpack.require, webpack.clock);
    webpack.chunk('broken', { broken: { imports: ['absent'], cost: 1 }, fine: { imports: [], cost: 1 } });
    const outcome = importTemplate(webpack.require, ['broken'], 'broken');
    await webpack.deliver('broken');
    await webpack.drain();
    // Had the slice left it cached half made, the import would have resolved with it.
    expect(outcome.value).toBe('failed');
  });

  it('holds for generated chunks, imports, arrival orders and failures', async () => {
    const plan = fc.record({
      baseCount: fc.integer({ min: 0, max: 4 }),
      chunks: fc.array(fc.array(fc.record({ cost: fc.integer({ min: 0, max: 6 }), imports: fc.array(fc.nat(), { maxLength: 4 }) }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
      order: fc.array(fc.nat()),
      failures: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      imports: fc.integer({ min: 1, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(plan, async ({ baseCount, chunks, order, failures, imports }) => {
        const base = Object.fromEntries(Array.from({ length: baseCount }, (_, index) => [`base-${index}`, { imports: [], cost: 1 }]));
        const webpack = fakeWebpack(base);
        runLazyModulesInSlices(webpack.require, webpack.clock);
        // Each module imports earlier ones only (no cycles): the base's, or the round's chunks'.
        const ids: string[] = Object.keys(base);
        const chunkIds = chunks.map((modules, chunkIndex) => {
          const chunkModules: Record<string, FakeModule> = {};
          modules.forEach((module, moduleIndex) => {
            const id = `c${chunkIndex}-m${moduleIndex}`;
            chunkModules[id] = { cost: module.cost, imports: ids.length === 0 ? [] : [...new Set(module.imports.map((pick) => ids[pick % ids.length]))] };
            ids.push(id);
          });
          webpack.chunk(`c${chunkIndex}`, chunkModules);
          return `c${chunkIndex}`;
        });
        const root = ids[ids.length - 1];
        const outcomes = Array.from({ length: imports }, () => importTemplate(webpack.require, chunkIds, root));
        const arrival = [...chunkIds].sort((a, b) => (order[chunkIds.indexOf(a)] ?? 0) - (order[chunkIds.indexOf(b)] ?? 0));
        for (const id of arrival) {
          const arrived = await webpack.deliver(id, !failures[chunkIds.indexOf(id)]);
          expect(arrived.ran).toEqual([]);
        }
        const slices = await webpack.drain();
        const anyFailed = chunkIds.some((_, index) => failures[index]);

        expect(webpack.missing).toEqual([]);
        expect(new Set(webpack.ran).size).toBe(webpack.ran.length);
        outcomes.forEach((outcome) => expect(outcome.value).toBe(anyFailed ? 'failed' : 'loaded'));
        if (!anyFailed) {
          // Every module of the round ran in the slices, none at the import's own require.
          const lazy = ids.filter((id) => !(id in base));
          expect([...webpack.ran].sort()).toEqual([...lazy].sort());
          // A slice stops at SLICE_MS, so it exceeds it by at most one module with what it imports.
          const all: Record<string, FakeModule> = Object.assign({}, base, ...chunkIds.map((id) => webpack.chunkModules(id)));
          const reach = (id: string, seen = new Set<string>()): Set<string> => {
            if (!seen.has(id)) {
              seen.add(id);
              all[id].imports.forEach((imported) => reach(imported, seen));
            }
            return seen;
          };
          const heaviest = Math.max(...ids.map((id) => [...reach(id)].reduce((sum, reached) => sum + all[reached].cost, 0)));
          slices.forEach((slice) => expect(slice.took).toBeLessThan(SLICE_MS + heaviest));
        } else {
          expect(webpack.ran).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
