import React, { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { HEADER_HEIGHT_FALLBACK_PX, underHeaderRootMargin, useStickyClass, type StickyClassTarget } from './use-sticky-class';

/** Records every observer so a test can play the browser's part and report intersections. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0] } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const latestObserver = () => FakeIntersectionObserver.instances[FakeIntersectionObserver.instances.length - 1];

function Section({ target, withHeader = false }: { target: StickyClassTarget; withHeader?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useStickyClass(ref, 'is-sticky', target);
  return (
    <>
      {withHeader && <header data-testid="header">Header</header>}
      <section ref={ref} data-testid="section">
        Services
      </section>
    </>
  );
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

afterEach(() => {
  document.body.className = '';
});

describe('underHeaderRootMargin', () => {
  it('keeps only the one-pixel line under the header', () => {
    expect(underHeaderRootMargin(76, 800)).toBe('-76px 0px -723px 0px');
    expect(underHeaderRootMargin(76, 50)).toBe('-76px 0px -0px 0px');
  });
});

describe('useStickyClass', () => {
  it('puts the class on <body> while the section is under the header', () => {
    const { getByTestId } = render(<Section target="body" />);
    const observer = latestObserver();
    expect(observer.observed).toEqual([getByTestId('section')]);
    expect(observer.options.rootMargin).toBe(underHeaderRootMargin(HEADER_HEIGHT_FALLBACK_PX, 800));

    expect(document.body).not.toHaveClass('is-sticky');
    observer.report(true);
    expect(document.body).toHaveClass('is-sticky');
    expect(getByTestId('section')).not.toHaveClass('is-sticky');
    observer.report(false);
    expect(document.body).not.toHaveClass('is-sticky');
  });

  it('puts the class on the section itself for the element target', () => {
    const { getByTestId } = render(<Section target="element" />);
    latestObserver().report(true);
    expect(getByTestId('section')).toHaveClass('is-sticky');
    expect(document.body).not.toHaveClass('is-sticky');
  });

  it('measures the real header bottom for the top margin', () => {
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
      const bottom = this.tagName === 'HEADER' ? 90 : 0;
      return { top: 0, bottom, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) };
    };
    try {
      render(<Section target="body" withHeader />);
      expect(latestObserver().options.rootMargin).toBe('-90px 0px -709px 0px');
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('removes the class and stops observing on unmount', () => {
    const { unmount } = render(<Section target="body" />);
    const observer = latestObserver();
    observer.report(true);
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(document.body).not.toHaveClass('is-sticky');
  });

  it('observes again with the new viewport height after a resize', () => {
    jest.useFakeTimers();
    try {
      render(<Section target="body" />);
      const first = latestObserver();
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.runOnlyPendingTimers();
      });
      expect(first.disconnected).toBe(true);
      expect(latestObserver()).not.toBe(first);
      expect(latestObserver().options.rootMargin).toBe(underHeaderRootMargin(HEADER_HEIGHT_FALLBACK_PX, 600));
    } finally {
      jest.useRealTimers();
    }
  });
});
