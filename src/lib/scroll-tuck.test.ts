import { nextTuck, SHOWN_NEAR_TOP_PX, TUCK_DISTANCE_PX, type Tuck } from './scroll-tuck';

const MAX = 5000;
const scrollThrough = (start: Tuck, ys: number[]) => ys.reduce((state, y) => nextTuck(state, y, MAX), start);
const shownAt = (y: number): Tuck => ({ tucked: false, anchorY: y });

describe('nextTuck', () => {
  it('tucks the button after a scroll down, even a slow one of many small steps', () => {
    const steps = Array.from({ length: 10 }, (_, i) => 1000 + (i + 1) * 3);
    expect(scrollThrough(shownAt(1000), steps).tucked).toBe(true);
  });

  it('brings it back after a scroll up from wherever the scroll turned', () => {
    const down = scrollThrough(shownAt(1000), [1100, 1400]);
    expect(down.tucked).toBe(true);
    expect(nextTuck(down, 1400 - TUCK_DISTANCE_PX + 1, MAX).tucked).toBe(true);
    expect(nextTuck(down, 1400 - TUCK_DISTANCE_PX, MAX).tucked).toBe(false);
  });

  it('ignores a small jitter', () => {
    expect(scrollThrough(shownAt(1000), [1010, 1004, 1012]).tucked).toBe(false);
  });

  it('always shows it near the top and at the end of the page', () => {
    const tucked: Tuck = { tucked: true, anchorY: 2000 };
    expect(nextTuck(tucked, SHOWN_NEAR_TOP_PX, MAX).tucked).toBe(false);
    expect(nextTuck(tucked, MAX, MAX).tucked).toBe(false);
    expect(nextTuck(shownAt(0), SHOWN_NEAR_TOP_PX, MAX).tucked).toBe(false);
  });
});
