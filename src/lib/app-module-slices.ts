/**
 * Runs the app bundle's modules (Gatsby's runtime and loader, the router, i18next, our app shell)
 * in short tasks of their own before its entry starts the app. Webpack runs them when the bundle
 * arrives, all at once as its entry starts: on a phone's CPU the largest task of our scripts left
 * after the framework's, 22-30 ms.
 *
 * Webpack starts an entry chunk through `require.O`, which runs it once every chunk it waits for
 * is in: each function on `require.O` is asked about each such chunk (`O.j`: is it installed?).
 * The loader adds one that says no until the modules have run, and then asks webpack to start what
 * it held. The modules are run in the order the entry would finish them (each after what it
 * imports), as the build read it from the built bundle (gatsby/app-module-order.ts): the same code
 * runs in the same order, only in several tasks. A module that throws stops it there, as its
 * error would have stopped the entry: the error is thrown from its task and the entry never starts.
 *
 * The order comes in the inline loader of every page, the modules' ids separated by commas.
 */
import { SLICE_MS, type Clock } from './lazy-module-slices';

/** What this file uses of webpack's `__webpack_require__`: require, and the entry start's deferral. */
export interface EntryRequire {
  (moduleId: string): unknown;
  O?: unknown;
}

/** The module ids an order names (comma-separated), or undefined if it names one the chunk does not have. */
export function moduleOrderOf(order: string, chunkModules: Record<string, unknown>): string[] | undefined {
  const ids = order.split(',').filter(Boolean);
  return ids.every((id) => Object.prototype.hasOwnProperty.call(chunkModules, id)) ? ids : undefined;
}

/** The name of the loader's function on `require.O`. */
const HOLD = 'appModuleSlices';

/**
 * Holds back the start of every entry chunk that arrives from now on (in Gatsby's pages, the app
 * bundle's). Returns what lets them start (at once, if they can), or undefined if this webpack
 * starts its entries otherwise (then nothing is held).
 */
export function holdEntryStart(require: EntryRequire): (() => void) | undefined {
  const start = require.O;
  if (typeof start !== 'function') return undefined;
  let held = true;
  Reflect.set(start, HOLD, () => !held);
  return () => {
    if (!held) return;
    held = false;
    Reflect.deleteProperty(start, HOLD);
    // With no chunk given, webpack starts every held entry whose chunks are all in.
    Reflect.apply(start, undefined, []);
  };
}

/**
 * Runs the chunk's modules in `order` a slice at a time, each slice a task of its own, then
 * in a task of its own lets the held entry start, then calls `then` in the next task. An order not
 * made for these modules runs nothing ahead: the entry starts at once.
 */
export function runEntryModulesInSlices(
  require: EntryRequire,
  chunkModules: Record<string, unknown>,
  order: string,
  start: () => void,
  then: () => void,
  clock: Clock = window,
): void {
  const ids = moduleOrderOf(order, chunkModules);
  const startThen = () => {
    start();
    clock.setTimeout(then, 0);
  };
  if (!ids) {
    startThen();
    return;
  }
  let next = 0;
  const slice = () => {
    const began = clock.performance.now();
    // A module that throws ends the slice and every later one, with its error: so would the entry.
    while (next < ids.length && clock.performance.now() - began < SLICE_MS) {
      require(ids[next]);
      next += 1;
    }
    clock.setTimeout(next < ids.length ? slice : startThen, 0);
  };
  // Never in the task the bundle ran in, which is the task this splits.
  clock.setTimeout(slice, 0);
}
