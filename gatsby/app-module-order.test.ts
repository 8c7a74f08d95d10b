import fc from 'fast-check';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { appModuleOrderOf, entryModuleOrder } from './app-module-order';
import { holdEntryStart, moduleOrderOf, runEntryModulesInSlices, type EntryRequire } from '../src/lib/app-module-slices';
import { SLICE_MS } from '../src/lib/lazy-module-slices';

/** A statement of a generated module, written out as webpack's minified output would have it. */
type Statement =
  | { kind: 'require'; target: number }
  | { kind: 'effect'; cost: number }
  | { kind: 'pure' }
  | { kind: 'exports' }
  | { kind: 'conditional'; target: number; taken: boolean }
  | { kind: 'nested'; target: number }
  | { kind: 'inPlace'; target: number }
  | { kind: 'throw' };

const APP_CHUNK = 7;
/** Modules of another chunk, run before the app's (React's). */
const EXTERNAL = ['1', '2'];

/** The app chunk's file as webpack writes it: its modules, and a runtime function that starts its entry once its chunks are in. */
function chunkSource(modules: Statement[][], ids: string[], entry: string, flags: Record<string, boolean>): string {
  const targets = [...ids, ...EXTERNAL];
  const factories = modules.map((statements, index) => {
    const id = ids[index];
    const code = statements.map((statement, at) => {
      const name = `${id}_${at}`;
      switch (statement.kind) {
        case 'require':
          return `var r${at}=n(${targets[statement.target % targets.length]});`;
        case 'effect':
          return `log("${name}"),tick(${statement.cost});`;
        case 'pure':
          return `var p${at}=function(){return ${at}};`;
        case 'exports':
          return `n.d(t,{a${at}:function(){return ${at}}}),t.b${at}=${at};`;
        case 'conditional':
          flags[name] = statement.taken;
          return `if(F["${name}"])n(${targets[statement.target % targets.length]});`;
        case 'nested':
          return `t.f${at}=function(){return n(${targets[statement.target % targets.length]})};`;
        case 'inPlace':
          return `!function(){n(${targets[statement.target % targets.length]})}();`;
        case 'throw':
          return `throw new Error("boom ${name}");`;
      }
    });
    return `${id}:function(e,t,n){"use strict";n.r(t);${code.join('')}log("done ${id}")}`;
  });
  return `(self.webpackChunktest=self.webpackChunktest||[]).push([[${APP_CHUNK}],{${factories.join(',')}},function(e){e.O(0,[${APP_CHUNK}],function(){return t=${entry},e(e.s=t);var t});e.O()}]);`;
}

type Deferred = [Array<string | number>, () => unknown];

/**
 * Webpack's runtime as far as the app's start uses it (require with its cache, `O` holding entries
 * until their chunks are in, the chunk array's push), a task queue and a clock that module code
 * advances. What the modules do is logged.
 */
function fakeWebpack(source: string, flags: Record<string, boolean>) {
  let now = 0;
  const log: string[] = [];
  const tasks: Array<() => void> = [];
  const errors: string[] = [];
  const missing: string[] = [];
  const modules: Record<string, unknown> = {};
  const cache: Record<string, { exports: object }> = {};
  const installed: Record<string, number> = {};
  const deferred: Deferred[] = [];
  const start = (result?: unknown, chunkIds?: Array<string | number>, fn?: () => unknown): unknown => {
    if (chunkIds && fn) {
      deferred.push([chunkIds, fn]);
      return undefined;
    }
    for (let index = 0; index < deferred.length; index += 1) {
      const [ids, entry] = deferred[index];
      let fulfilled = true;
      for (let at = 0; at < ids.length; at += 1) {
        if (Object.keys(start).every((key) => Reflect.apply(Reflect.get(start, key), undefined, [ids[at]]))) {
          ids.splice(at, 1);
          at -= 1;
        } else fulfilled = false;
      }
      if (fulfilled) {
        deferred.splice(index, 1);
        index -= 1;
        const returned = entry();
        if (returned !== undefined) result = returned;
      }
    }
    return result;
  };
  const require: EntryRequire = Object.assign(
    (id: string): unknown => {
      const cached = cache[id];
      if (cached) return cached.exports;
      const factory = modules[id];
      if (typeof factory !== 'function') {
        missing.push(id);
        throw new TypeError(`module ${id} is not there`);
      }
      const module = (cache[id] = { exports: {} });
      Reflect.apply(factory, module.exports, [module, module.exports, require]);
      return module.exports;
    },
    {
      O: Object.assign(start, { j: (chunkId: string | number) => installed[chunkId] === 0 }),
      r: (exports: object) => Object.defineProperty(exports, '__esModule', { value: true }),
      d: (exports: object, getters: Record<string, () => unknown>) => Object.entries(getters).forEach(([key, get]) => Object.defineProperty(exports, key, { enumerable: true, get })),
    },
  );
  for (const id of EXTERNAL) {
    modules[id] = () => log.push(`external ${id}`);
    require(id);
  }
  log.length = 0;
  const chunks: unknown[] = [];
  const parentPush = chunks.push.bind(chunks);
  Reflect.set(chunks, 'push', (data: [number[], Record<string, unknown>, ((require: unknown) => unknown)?]) => {
    const [ids, more, runtime] = data;
    let result: unknown;
    if (ids.some((id) => installed[id] !== 0)) {
      Object.assign(modules, more);
      if (runtime) result = runtime(require);
    }
    parentPush(data);
    ids.forEach((id) => (installed[id] = 0));
    return start(result);
  });
  const self = { webpackChunktest: chunks };
  /** Runs a task as a browser would: an error thrown from it is reported, not passed on. */
  const runTask = (task: () => void) => {
    const before = now;
    try {
      task();
    } catch (error) {
      errors.push(String(error));
    }
    return now - before;
  };
  return {
    require,
    log,
    errors,
    missing,
    tasks,
    clock: { setTimeout: (handler: () => void) => tasks.push(handler), performance: { now: () => now } },
    /** The app chunk's script runs, in a task of its own: what that task took. */
    deliver: () =>
      runTask(() =>
        new Function('self', 'log', 'tick', 'F', source)(
          self,
          (entry: string) => log.push(entry),
          (cost: number) => (now += cost),
          flags,
        ),
      ),
    chunkModules: () => (chunks[chunks.length - 1] as [unknown, Record<string, unknown>])[1],
    /** Every queued task, one after the other: the clock time each took. */
    drain() {
      const took: number[] = [];
      for (let task = tasks.shift(); task; task = tasks.shift()) took.push(runTask(task));
      return took;
    },
  };
}

const statement: fc.Arbitrary<Statement> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('require' as const), target: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('effect' as const), cost: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pure' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('exports' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('conditional' as const), target: fc.nat(), taken: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nested' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('inPlace' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('throw' as const) }) },
);
const chunkPlan = fc.record({
  modules: fc.array(fc.array(statement, { maxLength: 6 }), { minLength: 1, maxLength: 12 }),
  idSteps: fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 12, maxLength: 12 }),
  entry: fc.nat(),
});

/** Module ids as webpack's production build gives them: numbers, in no order of the code's. */
function idsOf(count: number, steps: number[]): string[] {
  let id = 10;
  return Array.from({ length: count }, (_, index) => String((id += steps[index])));
}

describe('the app bundle’s modules run ahead of its start in slices, in the order its start would run them', () => {
  it('holds for generated chunks: imports in any order, cycles, effects, conditions, functions, throws', () => {
    fc.assert(
      fc.property(chunkPlan, ({ modules, idSteps, entry }) => {
        const ids = idsOf(modules.length, idSteps);
        // A shuffle of the ids, so that the order of the code is not the order of the ids.
        const shuffled = [...ids].sort((a, b) => (Number(a) * 7919) % 997 - (Number(b) * 7919) % 997);
        const entryId = shuffled[entry % shuffled.length];
        const flags: Record<string, boolean> = {};
        const source = chunkSource(modules, shuffled, entryId, flags);

        // As webpack runs it: the entry starts in the chunk's own task.
        const plain = fakeWebpack(source, flags);
        plain.deliver();
        plain.drain();

        // As the loader runs it: held, then the build's order in slices, then the entry's start.
        const sliced = fakeWebpack(source, flags);
        const start = holdEntryStart(sliced.require);
        expect(start).toBeDefined();
        const chunkTook = sliced.deliver();
        expect(sliced.log).toEqual([]);
        expect(chunkTook).toBe(0);
        const order = entryModuleOrder(source, entryId).join(',');
        let then = 0;
        runEntryModulesInSlices(sliced.require, sliced.chunkModules(), order, start ?? (() => undefined), () => (then += 1), sliced.clock);
        const took = sliced.drain();

        // The same code ran in the same order, to the same end: the same error, or the same start.
        expect(sliced.log).toEqual(plain.log);
        expect(sliced.errors).toEqual(plain.errors);
        expect(sliced.missing).toEqual(plain.missing);
        // Once the entry has started, what follows it (the page's template asked for) comes in the next task; after an error, neither.
        expect(then).toBe(plain.errors.length === 0 ? 1 : 0);
        // Nothing of it ran in the chunk's own task, and no slice ran past its time by more than one listed module's run.
        const heaviest = modules.flat().reduce((sum, each) => sum + (each.kind === 'effect' ? each.cost : 0), 0);
        took.forEach((time) => expect(time).toBeLessThanOrEqual(SLICE_MS + heaviest));
      }),
      { numRuns: 500 },
    );
  });

  it('runs ahead the modules a real start can: not one required in a callback, nor past a write others can see', () => {
    // 30: the entry; 20 is required where it stands, 40 only in a callback (a service worker's registration), 50 after the entry wrote to the window.
    const source =
      '(self.c=self.c||[]).push([[1],{' +
      '20:function(e,t,n){"use strict";n.r(t);n.d(t,{a:function(){return 1}})},' +
      '30:function(e,t,n){"use strict";var r=n(20);Promise.resolve().then(function(){n(40)});window.x=1;n(50)},' +
      '40:function(e,t,n){navigator.serviceWorker.register("/sw.js")},' +
      '50:function(e,t,n){t.y=window.x}' +
      '},function(e){e.O(0,[1],function(){return t=30,e(e.s=t);var t});e.O()}]);';
    expect(entryModuleOrder(source, '30')).toEqual(['20']);
  });

  it("reads the order from the file of the app entry's chunk, as the build wrote it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-order-'));
    try {
      const source = '(self.c=self.c||[]).push([[5],{9:function(e,t,n){n(31)},31:function(e,t,n){t.a=1},40:function(e,t,n){n(9)}},function(e){e.O(0,[5],function(){return t=40,e(e.s=t);var t});e.O()}]);';
      fs.writeFileSync(path.join(dir, 'app-abc.js'), source);
      const entryModule = { name: 'production-app' };
      const chunk = { files: new Set(['app-abc.js']) };
      const compilation = {
        outputOptions: { chunkLoadingGlobal: 'c', path: dir },
        entrypoints: new Map([['app', { getEntrypointChunk: () => chunk }]]),
        chunkGraph: { getChunkEntryModulesIterable: (of: unknown) => (of === chunk ? [entryModule] : []), getModuleId: (module: unknown) => (module === entryModule ? 40 : null) },
      };
      expect(appModuleOrderOf(compilation)).toBe('31,9');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an order that names a module the chunk does not have: then nothing runs ahead, and the entry starts at once', () => {
    const chunk = { 9: null, 31: null };
    expect(moduleOrderOf('31,9', chunk)).toEqual(['31', '9']);
    expect(moduleOrderOf('31,12', chunk)).toBeUndefined();
    const ran: string[] = [];
    const require = (id: string) => ran.push(id);
    runEntryModulesInSlices(require, chunk, '31,12', () => ran.push('entry'), () => ran.push('then'), { setTimeout: (handler: () => void) => handler(), performance: { now: () => 0 } });
    expect(ran).toEqual(['entry', 'then']);
  });
});
