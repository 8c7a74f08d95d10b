import { boundaryHydrated, expectBoundary, whenPageHydrated } from './hydration-progress';

describe('hydration progress', () => {
  it('calls back once the last boundary expected has hydrated, and at once when none waits', () => {
    expectBoundary('header');
    expectBoundary('main');
    const done = jest.fn();
    whenPageHydrated(done);
    boundaryHydrated('header');
    expect(done).not.toHaveBeenCalled();
    // A boundary found inside one that hydrates (a nested one) still counts.
    expectBoundary('latest-posts');
    boundaryHydrated('main');
    expect(done).not.toHaveBeenCalled();
    boundaryHydrated('latest-posts');
    expect(done).toHaveBeenCalledTimes(1);

    const later = jest.fn();
    whenPageHydrated(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a boundary rendered before it was announced (after a client-side navigation)', () => {
    boundaryHydrated('footer');
    expectBoundary('footer');
    const done = jest.fn();
    whenPageHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
