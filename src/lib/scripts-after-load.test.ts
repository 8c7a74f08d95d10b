import { addScriptsAfterLoad, pageDataUrls, PAINT_WAIT_LIMIT_MS, scriptSourcesOf, type PaintObserverClass } from './scripts-after-load';
import { EARLY_PENDING, EARLY_TAP, installEarlyActions, pendingTaps } from './early-actions';
import { PAGE_COMPONENT_ATTRIBUTE } from './page-resources';

const scripts = () => [...document.body.querySelectorAll('script')];
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

/**
 * The tasks the loader queues one after another (each preload is inserted in a task of its own).
 * A task queued by a task waits a millisecond under fake timers, as under a browser's clamping.
 */
function insertionTasks(): void {
  for (let task = 0; task < 8; task += 1) jest.advanceTimersByTime(1);
}

/** The loader has not started: no preload, no bundle. */
function nothingAdded(): boolean {
  return preloads().length === 0 && scripts().length === 0;
}

/** The scripts added so far, each run (its load event) and the tasks after it let through, as a browser would. */
function added(): Array<string | null> {
  for (let guard = 0; guard < 10; guard += 1) {
    insertionTasks();
    const waiting = scripts().filter((script) => !script.dataset.ran);
    if (waiting.length === 0) break;
    for (const script of waiting) {
      script.dataset.ran = 'true';
      script.dispatchEvent(new Event('load'));
    }
  }
  return scripts().map((script) => script.getAttribute('src'));
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** A browser's paint timing: `paint()` presents the first contentful paint to every observer. */
function fakePaintTiming() {
  type Callback = ConstructorParameters<PaintObserverClass>[0];
  const observers: Array<{ callback: Callback; connected: boolean }> = [];
  let painted = false;
  const entries = { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []) };
  const FakeObserver: PaintObserverClass = class {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record: { callback: Callback; connected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe(options: { type: 'paint'; buffered: true }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.record.connected = true;
      if (painted) this.record.callback(entries);
    }
    disconnect() {
      this.record.connected = false;
    }
  };
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    paint() {
      painted = true;
      for (const record of observers) if (record.connected) record.callback(entries);
    },
    connected: () => observers.filter((record) => record.connected).length,
  };
}

describe('addScriptsAfterLoad', () => {
  let frames: FrameRequestCallback[];
  const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    if (original) Object.defineProperty(window, 'PerformanceObserver', original);
    else Reflect.deleteProperty(window, 'PerformanceObserver');
  });
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));
  /** A frame drawn, then the tasks it queued. */
  const nextFrame = () => {
    drawFrame();
    jest.advanceTimersByTime(0);
  };
  const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

  it('waits for the load, the first paint and two frames, then adds every bundle in order, once', () => {
    const timing = fakePaintTiming();
    setReadyState('interactive');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    window.dispatchEvent(new Event('load'));
    drawFrame();
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(nothingAdded()).toBe(true);

    timing.paint();
    expect(timing.connected()).toBe(0);
    nextFrame();
    expect(nothingAdded()).toBe(true);
    nextFrame();
    expect(added()).toEqual(BUNDLES);

    // The time limit passing later adds nothing more.
    jest.runAllTimers();
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual(BUNDLES);
  });

  it('takes a paint made before the load from the buffer', () => {
    const timing = fakePaintTiming();
    timing.paint();
    setReadyState('complete');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    drawFrame();
    nextFrame();
    expect(added()).toEqual(BUNDLES);
  });

  it('adds them after the time limit when no paint is reported', () => {
    fakePaintTiming();
    setReadyState('complete');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(nothingAdded()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(BUNDLES);
  });

  it('without paint timing, waits for the load and two frames', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    setReadyState('loading');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    nextFrame();
    expect(nothingAdded()).toBe(true);
    window.dispatchEvent(new Event('load'));
    nextFrame();
    expect(nothingAdded()).toBe(true);
    nextFrame();
    expect(added()).toEqual(BUNDLES);
  });

  it('does not wait for a paint in a hidden tab, which paints none', () => {
    fakePaintTiming();
    setReadyState('complete');
    setVisibility('hidden');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    jest.advanceTimersByTime(0);
    expect(frames).toHaveLength(0);
    expect(added()).toEqual(BUNDLES);
  });
});

/** A page loaded in a hidden tab, without paint timing, on fake timers: the loader adds the bundles at once. */
function aLoadedHiddenPage(): void {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, 'PerformanceObserver');
  setVisibility('hidden');
  setReadyState('complete');
}

describe('running the bundles', () => {
  const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
  beforeEach(aLoadedHiddenPage);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'pagePath');
    Reflect.deleteProperty(window, 'webpackChunktest');
    Reflect.deleteProperty(window, 'asyncRequires');
    document.body.removeAttribute(PAGE_COMPONENT_ATTRIBUTE);
  });

  it('fetches them and the page data side by side, and runs them one after another, each in a task of its own', () => {
    Reflect.set(window, 'pagePath', '/ar/blogs');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    insertionTasks();
    expect(preloads()).toEqual(['script /framework-2.js', 'script /app-3.js', 'fetch /page-data/ar/blogs/page-data.json', 'fetch /page-data/app-data.json']);
    expect(document.head.querySelector('link[as="fetch"]')).toHaveAttribute('crossorigin', 'anonymous');
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/webpack-runtime-1.js']);
    scripts()[0].dispatchEvent(new Event('load'));
    // The next comes in a later task, not in the one that ran the first.
    expect(scripts()).toHaveLength(1);
    jest.advanceTimersByTime(0);
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/webpack-runtime-1.js', '/framework-2.js']);
    // A bundle that fails to load does not stop the others.
    scripts()[1].dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(0);
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(BUNDLES);
  });

  it("asks webpack for the page's template in the first task after the app's own", () => {
    document.body.setAttribute(PAGE_COMPONENT_ATTRIBUTE, 'component---src-templates-service-tsx');
    const asked: string[] = [];
    const ask = (name: string) => () => {
      asked.push(name);
      return Promise.resolve({});
    };
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    insertionTasks();
    scripts()[0].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    scripts()[1].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    // The app, as it runs, puts Gatsby's lazy requires on the window.
    Reflect.set(window, 'asyncRequires', { components: { 'component---src-templates-service-tsx': ask('service'), 'component---src-templates-home-tsx': ask('home') } });
    expect(asked).toEqual([]);
    scripts()[2].dispatchEvent(new Event('load'));
    expect(asked).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(asked).toEqual(['service']);
    jest.advanceTimersByTime(100);
    expect(asked).toEqual(['service']);
  });

  it('asks for nothing when the page names no template, or the app has no such chunk, and leaves a failed request to Gatsby', async () => {
    const rejected = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      for (const name of [null, 'component---src-templates-gone-tsx', 'component---src-templates-failing-tsx']) {
        document.body.innerHTML = '';
        if (name) document.body.setAttribute(PAGE_COMPONENT_ATTRIBUTE, name);
        Reflect.set(window, 'asyncRequires', { components: { 'component---src-templates-failing-tsx': rejected } });
        addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
        expect(added()).toEqual(BUNDLES);
        jest.advanceTimersByTime(10);
      }
      expect(rejected).toHaveBeenCalledTimes(1);
      jest.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('inserts each preload and the first bundle in a task of its own', () => {
    Reflect.set(window, 'pagePath', '/ar/blogs');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    // The paint wait's timer, then one insertion per task.
    jest.advanceTimersToNextTimer();
    const seen: Array<[number, number]> = [];
    for (let task = 0; task < 7; task += 1) {
      seen.push([preloads().length, scripts().length]);
      jest.advanceTimersToNextTimer();
    }
    expect(seen).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      // The tasks that open the session and the local storage (below).
      [4, 0],
      [4, 0],
      [4, 1],
    ]);
  });

  it('opens the session and the local storage each in a task of its own, after the preloads and before the first bundle', () => {
    Reflect.set(window, 'pagePath', '/ru/privacy-policy');
    const opened: Array<[string, number, number]> = [];
    const real = { sessionStorage: window.sessionStorage, localStorage: window.localStorage };
    const spies = (['sessionStorage', 'localStorage'] as const).map((name) =>
      jest.spyOn(window, name, 'get').mockImplementation(() => {
        opened.push([name, preloads().length, scripts().length]);
        return real[name];
      }),
    );
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    jest.advanceTimersToNextTimer();
    const tasks: Array<Array<[string, number, number]>> = [];
    for (let task = 0; task < 8; task += 1) {
      tasks.push(opened.splice(0));
      jest.advanceTimersToNextTimer();
    }
    // A task per preload, then one per storage that only opens it, then the first bundle's.
    expect(tasks).toEqual([[], [], [], [], [['sessionStorage', 4, 0]], [['localStorage', 4, 0]], [], []]);
    expect(scripts()).toHaveLength(1);
    spies.forEach((spy) => expect(spy).toHaveBeenCalledTimes(1));
  });

  it('goes on without the storages where the browser refuses them', () => {
    const refused = (['sessionStorage', 'localStorage'] as const).map((name) =>
      jest.spyOn(window, name, 'get').mockImplementation(() => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      }),
    );
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    expect(added()).toEqual(BUNDLES);
    refused.forEach((spy) => expect(spy).toHaveBeenCalled());
  });

  it('lets go of a held tap when a bundle fails to load: its control no longer says it is working', () => {
    installEarlyActions(document);
    const flag = document.createElement('button');
    flag.setAttribute(EARLY_TAP, 'language-ar');
    document.body.appendChild(flag);
    flag.click();
    expect(flag).toHaveAttribute('aria-busy', 'true');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    insertionTasks();
    scripts()[0].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(flag).toHaveAttribute('aria-busy', 'true');
    scripts()[1].dispatchEvent(new Event('error'));
    expect(flag).not.toHaveAttribute('aria-busy');
    expect(flag).not.toHaveAttribute(EARLY_PENDING);
    expect(pendingTaps()).toEqual([]);
  });

  it("runs a bundle's modules in a task between it and the next, through webpack's own chunk array", () => {
    const ran: string[] = [];
    const chunks: unknown[] = [];
    // What the webpack runtime does with a pushed chunk's runtime function: hands it `require`.
    chunks.push = (...items: unknown[]) => {
      for (const item of items) {
        const runtime: unknown = Array.isArray(item) ? item[2] : undefined;
        if (typeof runtime === 'function') runtime((id: string) => ran.push(id));
      }
      return Array.prototype.push.apply(chunks, items);
    };
    Reflect.set(window, 'webpackChunktest', chunks);
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest');
    insertionTasks();
    scripts()[0].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    // The framework bundle registers its modules as webpack does, then has run.
    Array.prototype.push.call(chunks, [[593], { 961: () => undefined, 5338: () => undefined }]);
    scripts()[1].dispatchEvent(new Event('load'));
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(ran).toEqual(['961', '5338']);
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(BUNDLES);
  });
});

describe("the app bundle's start", () => {
  const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
  beforeEach(aLoadedHiddenPage);
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'webpackChunktest');
    Reflect.deleteProperty(window, 'asyncRequires');
    document.body.removeAttribute(PAGE_COMPONENT_ATTRIBUTE);
  });

  it("is held until the modules the build listed have run, in tasks after the bundle's own; the template is asked for after it", () => {
    const ran: string[] = [];
    const held: Array<() => void> = [];
    // webpack's entry start: an entry waits until every function on O says its chunk is in.
    const start = Object.assign(
      (_result?: unknown, chunkIds?: number[], entry?: () => void) => {
        if (entry && chunkIds) held.push(entry);
        else if (Object.keys(start).every((key) => Reflect.apply(Reflect.get(start, key), undefined, [524]))) held.splice(0).forEach((run) => run());
      },
      { j: () => true },
    );
    const require = Object.assign((id: string) => ran.push(id), { O: start, e: () => Promise.resolve(), m: {} });
    const chunks: unknown[] = [];
    chunks.push = (...items: unknown[]) => {
      for (const item of items) {
        const runtime: unknown = Array.isArray(item) ? item[2] : undefined;
        if (typeof runtime === 'function') runtime(require);
      }
      return Array.prototype.push.apply(chunks, items);
    };
    Reflect.set(window, 'webpackChunktest', chunks);
    document.body.setAttribute(PAGE_COMPONENT_ATTRIBUTE, 'component---src-templates-home-tsx');
    addScriptsAfterLoad(BUNDLES, 'webpackChunktest', window, '30,10');
    insertionTasks();
    scripts()[0].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    Array.prototype.push.call(chunks, [[593], {}]);
    scripts()[1].dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    ran.length = 0;
    // The app bundle registers its modules and asks webpack to start its entry once its chunk is in.
    Array.prototype.push.call(chunks, [[524], { 10: null, 20: null, 30: null, 40: null }]);
    start(0, [524], () => {
      ran.push('entry');
      Reflect.set(window, 'asyncRequires', { components: { 'component---src-templates-home-tsx': () => ran.push('template') && Promise.resolve() } });
    });
    start();
    scripts()[2].dispatchEvent(new Event('load'));
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['30', '10']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['30', '10', 'entry']);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual(['30', '10', 'entry', 'template']);
  });
});

describe('pageDataUrls', () => {
  it("names what Gatsby's loader fetches first, for the home page, a prefixed page and a query", () => {
    expect(pageDataUrls('/')).toEqual(['/page-data/index/page-data.json', '/page-data/app-data.json']);
    expect(pageDataUrls('/ru/blogs/page/2')).toEqual(['/page-data/ru/blogs/page/2/page-data.json', '/page-data/app-data.json']);
    expect(pageDataUrls('/404.html?x=1')).toEqual(['/page-data/404.html/page-data.json', '/page-data/app-data.json']);
    expect(pageDataUrls(undefined)).toEqual(['/page-data/app-data.json']);
  });
});

describe('scriptSourcesOf', () => {
  it('reads the space-separated list of its script element', () => {
    const script = document.createElement('script');
    script.setAttribute('data-src', '/webpack-runtime-1.js /app-3.js');
    expect(scriptSourcesOf(script)).toEqual(['/webpack-runtime-1.js', '/app-3.js']);
  });

  it('is empty without an element or a list', () => {
    expect(scriptSourcesOf(null)).toEqual([]);
    expect(scriptSourcesOf(document.createElement('script'))).toEqual([]);
  });
});
