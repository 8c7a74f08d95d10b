import React, { useEffect, useState } from 'react';
import { busyFor, withRealScheduling } from '../../test-support/real-scheduling';
import { renderServerHtml } from '../../test-support/server-render';
import { hydrateInSlices } from './hydrate-in-slices';

/** Each item takes 2 ms to render: a page's worth of components for React to slice. */
function Slow({ label, seen }: { label: string; seen: (label: string) => void }) {
  busyFor(2);
  seen(label);
  return <li>{label}</li>;
}

/** A controlled checkbox, as in the site's forms: its state must follow a click made mid-hydration. */
function Consent() {
  const [ticked, setTicked] = useState(false);
  return (
    <label>
      <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      {ticked ? 'ticked' : 'not ticked'}
    </label>
  );
}

function Page({ seen, onMounted }: { seen: (label: string) => void; onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <div id="gatsby-focus-wrapper">
      <Consent />
      <ul>
        {Array.from({ length: 40 }, (_, index) => (
          <Slow key={index} label={`item ${index}`} seen={seen} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Renders `Page` in a fresh root; resolves with the timer ticks each item saw and the first item's
 * node. `onTick` runs on every tick of the timer ticking alongside, with the items rendered so far.
 */
async function load(serverHtml: boolean, onTick: (itemsRendered: number, container: Element) => void = () => undefined) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const noop = () => undefined;
  if (serverHtml) container.innerHTML = renderServerHtml(<Page seen={noop} onMounted={noop} />);
  const firstItemBefore = container.querySelector('li');

  // A timer ticking alongside: React yielding to the browser lets it run between renders.
  let ticks = 0;
  const ticksSeen: number[] = [];
  const ticker = setInterval(() => {
    ticks++;
    onTick(ticksSeen.length, container);
  }, 0);
  await new Promise<void>((mounted) => hydrateInSlices(<Page seen={() => ticksSeen.push(ticks)} onMounted={mounted} />, container));
  clearInterval(ticker);
  return { container, ticksSeen, firstItemBefore, firstItemAfter: container.querySelector('li'), text: container.textContent };
}

describe('hydrateInSlices', () => {
  withRealScheduling();

  it('hydrates the server HTML in place, yielding to other tasks while it does', async () => {
    const { ticksSeen, firstItemBefore, firstItemAfter, text } = await load(true);
    expect(ticksSeen).toHaveLength(40);
    expect(firstItemAfter).toBe(firstItemBefore); // hydrated, not rendered anew
    expect(text).toContain('item 39');
    // At default priority React renders all 40 items (80 ms) in one task: every item sees the same tick.
    expect(ticksSeen[ticksSeen.length - 1]).toBeGreaterThan(ticksSeen[0]);
  });

  it('takes a click made between two slices: React finishes hydrating at once, then handles it', async () => {
    let itemsRenderedAtClick: number | undefined;
    const { container, firstItemBefore, firstItemAfter } = await load(true, (itemsRendered, page) => {
      if (itemsRenderedAtClick !== undefined || itemsRendered === 0) return;
      itemsRenderedAtClick = itemsRendered;
      page.querySelector('input')?.click();
    });
    await new Promise((settled) => setTimeout(settled, 0));
    expect(itemsRenderedAtClick).toBeGreaterThan(0);
    expect(itemsRenderedAtClick).toBeLessThan(40); // the click came mid-hydration
    expect(firstItemAfter).toBe(firstItemBefore); // still hydrated, not rendered anew
    expect(container.querySelector('input')?.checked).toBe(true);
    expect(container.querySelector('label')?.textContent).toBe('ticked');
  });

  it('renders a root that has no server HTML', async () => {
    const { ticksSeen, firstItemBefore, text } = await load(false);
    expect(firstItemBefore).toBeNull();
    expect(ticksSeen).toHaveLength(40);
    expect(text).toContain('item 39');
  });
});
