/**
 * While the page's scripts run and React hydrates it, the browser recalculates the style of only
 * what they change, never of the whole document. A write to the document's root does that: setting
 * <html>'s `lang`, even to the value it has, makes Chromium recalculate every element's style (their
 * `:lang()`), 617 elements of the home page, 20-60 ms on a phone's 4x slower CPU, and the
 * recalculation lands in the next task that reads layout, often React's hydration, which then runs
 * over 50 ms. Read from Chromium's own trace, on a phone (390 px): each style recalculation from the
 * first of the page's bundles to run until React owns the page, with how many elements it restyled
 * and, when one is too large, the style invalidations before it and the script that made them.
 */
import { Type } from '@sinclair/typebox';
import type { Browser } from '@playwright/test';
import { checked } from '../test-support/checked';
import { expect, test, SITE_URL } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The largest share of the page's elements one recalculation may restyle while the page hydrates. */
const MAX_SHARE = 0.25;

const TraceEvent = Type.Object({
  name: Type.String(),
  ph: Type.String(),
  ts: Type.Number(),
  pid: Type.Number(),
  tid: Type.Number(),
  dur: Type.Optional(Type.Number()),
  args: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
const Trace = Type.Object({ traceEvents: Type.Array(TraceEvent) });
/** A script run's details: some of Chromium's EvaluateScript events carry none. */
const ScriptData = Type.Object({ data: Type.Optional(Type.Object({ url: Type.String() })) });
const RecalcCount = Type.Object({ elementCount: Type.Number() });
const Frame = Type.Object({ functionName: Type.String(), url: Type.String(), lineNumber: Type.Number(), columnNumber: Type.Number() });
const InvalidationData = Type.Object({
  data: Type.Object({ nodeName: Type.Optional(Type.String()), reason: Type.Optional(Type.String()), stackTrace: Type.Optional(Type.Array(Frame)) }),
});

/** The page loaded on a phone and traced until React owns it: the trace's events, and how many elements the page has. */
async function traceUntilHydrated(browser: Browser, path: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.invalidationTracking',
        'disabled-by-default-devtools.timeline.stack',
        'blink.user_timing',
      ],
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const { traceEvents } = checked(Trace, JSON.parse((await browser.stopTracing()).toString('utf8')));
    return { events: traceEvents, elements };
  } finally {
    await context.close();
  }
}

type TraceEvent = typeof TraceEvent.static;

/** On the page's main thread (the trace holds the browser's other processes and threads too). */
const onThreadOf = (thread: TraceEvent) => (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid;

/** What invalidated the style of the elements a recalculation restyled: each reason with the script that made it, and how many elements. */
function invalidationsBefore(events: readonly TraceEvent[], from: number, to: number): string[] {
  const causes = new Map<string, number>();
  for (const event of events) {
    if (event.ts < from || event.ts > to || !/^(Schedule)?Style.*InvalidationTracking$/.test(event.name)) continue;
    const { data } = checked(InvalidationData, event.args);
    const where = data.stackTrace?.[0];
    const cause = `${event.name} ${data.reason ?? ''} at ${where ? `${where.url.replace(/.*\//, '')}:${where.lineNumber}:${where.columnNumber} (${where.functionName || 'anonymous'})` : 'no script'}`;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  return [...causes].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([cause, count]) => `${count} x ${cause}`);
}

for (const path of ['/', '/ar/', '/ru/']) {
  test(`hydrating ${path} restyles only what it changes, not the whole document`, async ({ browser }) => {
    const { events, elements } = await traceUntilHydrated(browser, path);
    const firstBundle = events.find((event) => event.name === 'EvaluateScript' && /\.js$/.test(checked(ScriptData, event.args).data?.url ?? ''));
    const hydrated = events.find((event) => event.name === 'page-hydrated');
    expect(firstBundle, 'the trace shows a bundle of the page running').toBeDefined();
    expect(hydrated, 'the trace shows the page-hydrated mark').toBeDefined();
    if (!firstBundle || !hydrated) return;
    const mainThread = events.filter(onThreadOf(firstBundle));
    const recalcs = mainThread.filter((event) => event.name === 'UpdateLayoutTree' && event.ts >= firstBundle.ts && event.ts <= hydrated.ts);
    // The scripts did run and restyle something: a window with no recalculation would prove nothing.
    expect(recalcs.length).toBeGreaterThan(0);
    const tooLarge: string[] = [];
    let previousEnd = firstBundle.ts;
    for (const recalc of recalcs) {
      const { elementCount } = checked(RecalcCount, recalc.args);
      if (elementCount > elements * MAX_SHARE) {
        tooLarge.push(`${elementCount} of ${elements} elements restyled, after: ${invalidationsBefore(mainThread, previousEnd, recalc.ts).join('; ')}`);
      }
      previousEnd = recalc.ts + (recalc.dur ?? 0);
    }
    expect(tooLarge).toEqual([]);
  });
}
