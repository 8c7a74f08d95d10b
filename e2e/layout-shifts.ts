import type { Page } from '@playwright/test';
import { Type, type Static } from '@sinclair/typebox';
import { checked } from '../test-support/checked';

/** A layout shift the page's observer saw, with what moved (for a failure's message). */
const SeenShift = Type.Object({ startTime: Type.Number(), value: Type.Number(), hadRecentInput: Type.Boolean(), moved: Type.Array(Type.String()) });
export type SeenShift = Static<typeof SeenShift>;

/** Runs before the page's own scripts (addInitScript): keeps every layout shift in `window.layoutShifts`. */
export function watchLayoutShifts() {
  const shifts: SeenShift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  const name = (node: unknown) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className)}` : node instanceof Node ? `${node.nodeName} "${(node.textContent ?? '').slice(0, 20)}"` : 'a node gone';
  const where = (rect: unknown) => (rect instanceof DOMRectReadOnly ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : 'somewhere');
  new PerformanceObserver((list) => {
    // The DOM's types have no LayoutShift: its fields are read and checked, not assumed.
    for (const entry of list.getEntries()) {
      const value: unknown = Reflect.get(entry, 'value');
      const sources: unknown = Reflect.get(entry, 'sources');
      const moved = (Array.isArray(sources) ? sources : []).map(
        (source: unknown) => `${name(Reflect.get(Object(source), 'node'))} from ${where(Reflect.get(Object(source), 'previousRect'))} to ${where(Reflect.get(Object(source), 'currentRect'))}`,
      );
      shifts.push({ startTime: entry.startTime, value: typeof value === 'number' ? value : Number.NaN, hadRecentInput: Reflect.get(entry, 'hadRecentInput') === true, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The shifts since `since` (the page's performance.now()) that layout-shift scoring counts against
 * the page: those more than half a second after the visitor's last input.
 */
export async function unexpectedShifts(page: Page, since: number): Promise<SeenShift[]> {
  const seen = checked(Type.Array(SeenShift), await page.evaluate(() => Reflect.get(window, 'layoutShifts')));
  return seen.filter((shift) => shift.startTime >= since && !shift.hadRecentInput);
}

/** Their sum, the page's cumulative layout shift over that time. */
export function shiftScore(shifts: SeenShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
