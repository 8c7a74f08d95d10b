import { dropPendingTaps } from './early-actions';
import { holdEntryStart, runEntryModulesInSlices } from './app-module-slices';
import { runLazyModulesInSlices, type WebpackRequire } from './lazy-module-slices';
import { PAGE_COMPONENT_ATTRIBUTE } from './page-resources';
import { openStorage } from './storage-warm-up';

/**
 * Adds the page's framework and app bundles once the first view is done: the page has loaded (its
 * pictures and fonts), its first contentful paint has been presented, and two more frames have
 * been drawn. Until then no script competes with the picture or the fonts for the network, and
 * none runs before the first paint, so the page paints as early as its script-free twin
 * (docs/performance.md). A visitor's input meanwhile is kept: forms are plain HTML until their code
 * runs (e2e/before-hydration.spec.ts).
 *
 * The load event alone is not enough: Chromium often fires it before the first paint, and the
 * frame after it may be presented later still (the bench's traces showed the bundles requested
 * 30-60 ms before the paint). So the paint itself is awaited, from the browser's paint timing.
 * Without paint timing, two frames after the load stand in; a hidden tab, which paints nothing,
 * gets the bundles at once; and they are added at the latest PAINT_WAIT_LIMIT_MS after the load.
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** What the loader uses of the browser's PerformanceObserver (a narrower type, so a test can stand in for it). */
export interface PaintObserverClass {
  new (callback: (entries: { getEntriesByName(name: string): readonly unknown[] }) => void): { observe(options: { type: 'paint'; buffered: true }): void; disconnect(): void };
  readonly supportedEntryTypes?: readonly string[];
}

/** Calls `then` once the first contentful paint has been presented (at once if it has been). */
function whenFirstPaintPresented(Observer: PaintObserverClass | undefined, then: () => void): void {
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Page data Gatsby's loader asks for as soon as the app runs (its `createPageDataUrl`), for this page's path. */
export function pageDataUrls(pagePath: string | undefined): string[] {
  if (!pagePath) return ['/page-data/app-data.json'];
  const path = pagePath.split('?')[0];
  const folder = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '');
  return [`/page-data/${folder}/page-data.json`, '/page-data/app-data.json'];
}

/** Webpack's array of loaded chunks (`self[chunkGlobal]`, named at build time: gatsby/inline-script.ts), once the runtime has made it. */
function chunkArray(win: Window, chunkGlobal: string): Array<[unknown, Record<string, unknown>, unknown?]> | undefined {
  const chunks: unknown = Reflect.get(win, chunkGlobal);
  return Array.isArray(chunks) ? chunks : undefined;
}

/**
 * Runs the module code of the bundle just executed (React's, in the framework bundle) now, in a
 * task of its own. Webpack only registers a bundle's modules when it executes; their code runs when
 * the app first needs them, which is all at once in the app's start, one long task on a phone. A
 * chunk pushed with a runtime function is how webpack itself hands its `require` to a bundle.
 */
function runModulesOfLastBundle(win: Window, chunkGlobal: string): void {
  const chunks = chunkArray(win, chunkGlobal);
  const last = chunks?.[chunks.length - 1];
  if (!chunks || !last || typeof last[1] !== 'object') return;
  const ids = Object.keys(last[1]);
  // After webpack's runtime the last chunk is the slicing's own, with no module.
  if (ids.length === 0) return;
  chunks.push([[`evaluated-${chunks.length}`], {}, (require: (id: string) => unknown) => ids.forEach((id) => require(id))]);
}

/**
 * Hands webpack's `require` to lazy-module-slices.ts once the runtime has made its chunk array,
 * and, given the app bundle's module order, holds back the start of the app's entry until
 * `startApp` has run its modules (app-module-slices.ts). False until the runtime has run.
 */
function sliceModules(win: Window & typeof globalThis, chunkGlobal: string, appModuleOrder: string, holding: (require: WebpackRequire, start: () => void) => void): boolean {
  const chunks = chunkArray(win, chunkGlobal);
  chunks?.push([
    ['lazy-module-slices'],
    {},
    (require: WebpackRequire) => {
      runLazyModulesInSlices(require, win);
      const start = appModuleOrder ? holdEntryStart(require) : undefined;
      if (start) holding(require, start);
    },
  ]);
  return chunks !== undefined;
}

/**
 * Once the app bundle has run (its modules registered, its start held): its modules in slices,
 * then its start in a task of its own, then `then`. Without a held start, `then` in the next task.
 */
function startApp(win: Window & typeof globalThis, chunkGlobal: string, appModuleOrder: string, held: { require: WebpackRequire; start: () => void } | undefined, then: () => void): void {
  const chunks = chunkArray(win, chunkGlobal);
  const modules = chunks?.[chunks.length - 1]?.[1];
  if (!held) win.setTimeout(then, 0);
  else if (!modules || typeof modules !== 'object') {
    held.start();
    win.setTimeout(then, 0);
  } else runEntryModulesInSlices(held.require, modules, appModuleOrder, held.start, then, win);
}

/**
 * Asks webpack for the page's template (through Gatsby's `asyncRequires`, which the app bundle
 * puts on the window) as soon as the app has run. Gatsby's loader asks only
 * once the page's data has come, in the task that handles it: inserting the chunk's scripts there
 * made that task one of over 50 ms on a phone's CPU beside a busy process. Gatsby's own request
 * then finds the chunk on its way or loaded; a failure is left for that request to report.
 */
function requestPageComponent(win: Window, component: string | null): void {
  const requires: unknown = component && Reflect.get(win, 'asyncRequires');
  const load: unknown = requires && component ? Reflect.get(Object(Reflect.get(Object(requires), 'components')), component) : undefined;
  if (typeof load === 'function') Promise.resolve(load()).catch(() => undefined);
}

export function addScriptsAfterLoad(sources: readonly string[], chunkGlobal: string, win: Window & typeof globalThis = window, appModuleOrder = ''): void {
  const doc = win.document;
  let added = false;
  let sliced = false;
  let held: { require: WebpackRequire; start: () => void } | undefined;
  const link = (href: string, as: 'script' | 'fetch') => {
    const preload = doc.createElement('link');
    preload.rel = 'preload';
    preload.setAttribute('as', as);
    // Gatsby's loader fetches page data in CORS mode (same origin): the preload must match it to be used.
    if (as === 'fetch') preload.setAttribute('crossorigin', 'anonymous');
    preload.href = href;
    doc.head.appendChild(preload);
  };
  /** Bundle by bundle, each run in its own task, the modules of all but the last run in a task between. */
  const run = (index: number) => {
    const source = sources[index];
    if (source === undefined) return;
    const script = doc.createElement('script');
    script.src = source;
    const next = () => {
      // Before the app can ask for a lazy chunk: right after webpack's runtime, the first bundle.
      sliced ||= sliceModules(win, chunkGlobal, appModuleOrder, (require, start) => (held = { require, start }));
      if (index < sources.length - 1) win.setTimeout(() => runModulesOfLastBundle(win, chunkGlobal), 0);
      // In the task after the app's start (a long enough task already): the page's data is
      // usually there already, and Gatsby's loader asks in the task that handles it.
      else startApp(win, chunkGlobal, appModuleOrder, held, () => requestPageComponent(win, doc.body.getAttribute(PAGE_COMPONENT_ATTRIBUTE)));
      win.setTimeout(() => run(index + 1), 0);
    };
    script.addEventListener('load', next, { once: true });
    // Without the page's code no held tap is ever carried out: its control stops saying it is working.
    script.addEventListener('error', () => dropPendingTaps(true, doc), { once: true });
    script.addEventListener('error', next, { once: true });
    doc.body.appendChild(script);
  };
  const add = () => {
    if (added) return;
    added = true;
    // Everything the app fetches before it can hydrate is preloaded first, each preload inserted
    // in a task of its own (below), and only then is the first bundle added: the bundles download
    // side by side while they run one after the other, and the page's data comes with them
    // instead of a round trip after the app has started.
    // Gatsby's loader script (gatsby-script-loader) has set the page's path by now.
    const pagePath: unknown = Reflect.get(win, 'pagePath');
    const steps = [
      ...sources.slice(1).map((source) => () => link(source, 'script')),
      ...pageDataUrls(typeof pagePath === 'string' ? pagePath : undefined).map((url) => () => link(url, 'fetch')),
      // While they download: the page's first touch of each storage, which waits on the browser
      // process, in a task of its own rather than in the app's start.
      () => openStorage(win, 'sessionStorage'),
      () => openStorage(win, 'localStorage'),
    ];
    // Each insertion in a task of its own: on a phone's CPU each starts its fetch for a few
    // milliseconds, and all of them in one task made one of 40 ms beside a busy process.
    const insert = (index: number) => {
      const step = steps[index];
      if (!step) {
        run(0);
        return;
      }
      step();
      win.setTimeout(() => insert(index + 1), 0);
    };
    insert(0);
  };
  const afterTwoFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(add, 0)));
  const afterLoad = () => {
    if (doc.visibilityState === 'hidden') {
      win.setTimeout(add, 0);
      return;
    }
    win.setTimeout(add, PAINT_WAIT_LIMIT_MS);
    whenFirstPaintPresented(win.PerformanceObserver, afterTwoFrames);
  };
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/** The attribute of the loader's own <script> that lists the bundles, space-separated. */
export const SCRIPT_SOURCES_ATTRIBUTE = 'data-src';

export function scriptSourcesOf(element: Element | null): string[] {
  return (element?.getAttribute(SCRIPT_SOURCES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}
