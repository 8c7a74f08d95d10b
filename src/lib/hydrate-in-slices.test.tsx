import React, { useEffect } from 'react';
import { renderServerHtml } from '../../test-support/server-render';
import { hydrateInSlices } from './hydrate-in-slices';

/** Each item takes 2 ms to render: a page's worth of components for React to slice. */
function Slow({ label, seen }: { label: string; seen: (label: string) => void }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // busy: what rendering a real component costs on a slow phone
  }
  seen(label);
  return <li>{label}</li>;
}

function Page({ seen, onMounted }: { seen: (label: string) => void; onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <div id="gatsby-focus-wrapper">
      <ul>
        {Array.from({ length: 40 }, (_, index) => (
          <Slow key={index} label={`item ${index}`} seen={seen} />
        ))}
      </ul>
    </div>
  );
}

/** Renders `Page` in a fresh root; resolves with the timer ticks each item saw and the first item's node. */
async function load(serverHtml: boolean) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const noop = () => undefined;
  if (serverHtml) container.innerHTML = renderServerHtml(<Page seen={noop} onMounted={noop} />);
  const firstItemBefore = container.querySelector('li');

  // A timer ticking alongside: React yielding to the browser lets it run between renders.
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 0);
  const ticksSeen: number[] = [];
  await new Promise<void>((mounted) => hydrateInSlices(<Page seen={() => ticksSeen.push(ticks)} onMounted={mounted} />, container));
  clearInterval(ticker);
  return { ticksSeen, firstItemBefore, firstItemAfter: container.querySelector('li'), text: container.textContent };
}

describe('hydrateInSlices', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // Real scheduling, as in a browser: act() would flush the whole render at once.
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it('hydrates the server HTML in place, yielding to other tasks while it does', async () => {
    const { ticksSeen, firstItemBefore, firstItemAfter, text } = await load(true);
    expect(ticksSeen).toHaveLength(40);
    expect(firstItemAfter).toBe(firstItemBefore); // hydrated, not rendered anew
    expect(text).toContain('item 39');
    // At default priority React renders all 40 items (80 ms) in one task: every item sees the same tick.
    expect(ticksSeen[ticksSeen.length - 1]).toBeGreaterThan(ticksSeen[0]);
  });

  it('renders a root that has no server HTML', async () => {
    const { ticksSeen, firstItemBefore, text } = await load(false);
    expect(firstItemBefore).toBeNull();
    expect(ticksSeen).toHaveLength(40);
    expect(text).toContain('item 39');
  });
});
