/**
 * For tests of when React does its work, as a browser runs it. Call inside a `describe`: its tests
 * run with React's act() environment off (act would flush renders and effects at once).
 */
export function withRealScheduling(): void {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let saved: boolean | undefined;
  beforeAll(() => {
    saved = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    global.IS_REACT_ACT_ENVIRONMENT = saved;
  });
}

/** Keeps the thread busy for `ms`: what rendering a real component costs on a slow phone. */
export function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}
