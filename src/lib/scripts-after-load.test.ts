import { addScriptsAfterLoad, scriptSourcesOf } from './scripts-after-load';

const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('addScriptsAfterLoad', () => {
  let frames: FrameRequestCallback[];
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
  });
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('adds nothing while the page loads, then every bundle in order after the load and a frame', () => {
    setReadyState('interactive');
    addScriptsAfterLoad(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    jest.runAllTimers();
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(added()).toEqual([]);

    drawFrame();
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });

  it('adds them once, though the load event fires again', () => {
    setReadyState('loading');
    addScriptsAfterLoad(['/app-3.js']);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    drawFrame();
    jest.runAllTimers();
    expect(added()).toEqual(['/app-3.js']);
  });

  it('waits only for the next frame when the page has loaded already', () => {
    setReadyState('complete');
    addScriptsAfterLoad(['/app-3.js']);
    jest.runAllTimers();
    expect(added()).toEqual([]);
    drawFrame();
    jest.runAllTimers();
    expect(added()).toEqual(['/app-3.js']);
  });

  it('does not wait for a frame in a hidden tab, which draws none', () => {
    setReadyState('complete');
    setVisibility('hidden');
    addScriptsAfterLoad(['/app-3.js']);
    jest.runAllTimers();
    expect(frames).toHaveLength(0);
    expect(added()).toEqual(['/app-3.js']);
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
