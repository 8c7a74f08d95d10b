import { addScriptsAfterLoad, PAINT_WAIT_LIMIT_MS, scriptSourcesOf, type PaintObserverClass } from './scripts-after-load';

const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

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
    addScriptsAfterLoad(BUNDLES);
    window.dispatchEvent(new Event('load'));
    drawFrame();
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(added()).toEqual([]);

    timing.paint();
    expect(timing.connected()).toBe(0);
    nextFrame();
    expect(added()).toEqual([]);
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
    addScriptsAfterLoad(BUNDLES);
    drawFrame();
    nextFrame();
    expect(added()).toEqual(BUNDLES);
  });

  it('adds them after the time limit when no paint is reported', () => {
    fakePaintTiming();
    setReadyState('complete');
    addScriptsAfterLoad(BUNDLES);
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(BUNDLES);
  });

  it('without paint timing, waits for the load and two frames', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    setReadyState('loading');
    addScriptsAfterLoad(BUNDLES);
    nextFrame();
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    nextFrame();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual(BUNDLES);
  });

  it('does not wait for a paint in a hidden tab, which paints none', () => {
    fakePaintTiming();
    setReadyState('complete');
    setVisibility('hidden');
    addScriptsAfterLoad(BUNDLES);
    jest.advanceTimersByTime(0);
    expect(frames).toHaveLength(0);
    expect(added()).toEqual(BUNDLES);
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
