/**
 * Runs the modules a lazily loaded chunk brings (a page's template, the header and footer they
 * share, a form's code) in short tasks of their own, before the import that asked for them
 * resolves. Webpack runs them all at once when the import resolves, which is a microtask of the
 * last chunk's own script task: on a phone's CPU the page's template made that one task of
 * 70-90 ms of our script beside a busy process. Its start is where Gatsby's loader asks for the
 * template, and no page waits for more than the chunk's arrival plus a few short tasks.
 *
 * Installed from the inline loader (scripts-after-load.ts) as soon as webpack's runtime has run,
 * through a chunk with a runtime function: how webpack itself hands its `require` to a bundle.
 */

/**
 * What this file uses of webpack's `__webpack_require__`: require (which returns a module run
 * before from its cache, unexposed in production), its chunk loading and its modules' code.
 */
export interface WebpackRequire {
  (moduleId: string): unknown;
  e: (chunkId: string | number) => Promise<unknown>;
  m: Record<string, unknown>;
}

/** A slice runs modules until this much time has passed (on a phone's slowed CPU, well under a long task's 50 ms). */
export const SLICE_MS = 4;

export interface Clock {
  setTimeout: (handler: () => void, ms: number) => unknown;
  performance: { now: () => number };
}

/**
 * Wraps `require.e`. The modules that arrive while chunks are loading are run once every chunk
 * asked for meanwhile has come: a chunk's modules import from the other chunks of its import,
 * never from one nobody has asked for. If one of them failed, nothing is run ahead: the import
 * fails as webpack makes it, and a retry loads and runs its modules as webpack does.
 */
export function runLazyModulesInSlices(require: WebpackRequire, clock: Clock = window): void {
  const ensure = require.e;
  const requested = new Map<string, Promise<unknown>>();
  let loading = 0;
  let failed = false;
  let known = new Set<string>();
  let waiting: Array<{ done: () => void; fail: (error: unknown) => void }> = [];

  const runInSlices = (ids: readonly string[], done: () => void, fail: (error: unknown) => void) => {
    let next = 0;
    const slice = () => {
      const start = clock.performance.now();
      try {
        while (next < ids.length && clock.performance.now() - start < SLICE_MS) {
          require(ids[next]);
          next += 1;
        }
      } catch (error) {
        // Webpack keeps a module that threw in its cache, half made, and its import fails: the
        // imports waiting on this round fail with the error, as the module's importer would have.
        fail(error);
        return;
      }
      if (next < ids.length) clock.setTimeout(slice, 0);
      else done();
    };
    // Never in the task the chunk arrived in, which is the task this splits.
    clock.setTimeout(slice, 0);
  };

  const settle = () => {
    if (loading > 0) return;
    const resolve = waiting;
    waiting = [];
    const fresh = failed ? [] : Object.keys(require.m).filter((id) => !known.has(id));
    failed = false;
    runInSlices(
      fresh,
      () => resolve.forEach((waiter) => waiter.done()),
      (error) => resolve.forEach((waiter) => waiter.fail(error)),
    );
  };

  require.e = (chunkId) => {
    const key = String(chunkId);
    const earlier = requested.get(key);
    if (earlier) return earlier;
    // The modules there before this round of loading are not this round's to run.
    if (loading === 0) known = new Set(Object.keys(require.m));
    loading += 1;
    const loaded = ensure(chunkId).then(
      () =>
        new Promise<void>((done, fail) => {
          waiting.push({ done, fail });
          loading -= 1;
          settle();
        }),
      (error: unknown) => {
        loading -= 1;
        failed = true;
        requested.delete(key);
        settle();
        throw error;
      },
    );
    requested.set(key, loaded);
    return loaded;
  };
}
