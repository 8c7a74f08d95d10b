/**
 * A tap on a control that holds its tap (lib/early-actions), made while React hydrates the page in
 * slices and has not reached the control's part yet. What a finger sends before its click (pointer,
 * touch and mouse presses) made React hydrate that whole part at once, in the press's task, and the
 * tap's working state waited for it: on a phone, a section's worth of rendering.
 */
import React, { Suspense, useEffect, useRef } from 'react';
import { busyFor, withRealScheduling } from '../../test-support/real-scheduling';
import { renderServerHtml } from '../../test-support/server-render';
import { useEarlyTap } from '../hooks/use-early-tap';
import { EARLY_TAP, installEarlyActions, pendingTaps } from './early-actions';
import { hydrateInSlices } from './hydrate-in-slices';

// One install for the file, as one inline script per page.
installEarlyActions(document);

/** A part of the page that takes a while to hydrate: each item 2 ms. */
function Slow({ index, seen }: { index: number; seen: () => void }) {
  busyFor(2);
  seen();
  return <li>{`item ${index}`}</li>;
}

function Card({ onOpen }: { onOpen: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyTap(ref);
  return (
    <button ref={ref} type="button" onClick={onOpen} {...{ [EARLY_TAP]: 'candidate-1' }}>
      Olga
    </button>
  );
}

interface PageProps {
  seen: () => void;
  onOpen: () => void;
  onRootCommitted: () => void;
  onSectionHydrated: () => void;
}

function SectionHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function RootCommitted({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

function Page({ seen, onOpen, onRootCommitted, onSectionHydrated }: PageProps) {
  return (
    <div id="gatsby-focus-wrapper">
      <RootCommitted onCommitted={onRootCommitted} />
      {/* A section of its own, as the layout gives each (components/HydrationBoundary). */}
      <Suspense fallback={null}>
        <Card onOpen={onOpen} />
        <ul>
          {Array.from({ length: 40 }, (_, index) => (
            <Slow key={index} index={index} seen={seen} />
          ))}
        </ul>
        <SectionHydrated onHydrated={onSectionHydrated} />
      </Suspense>
    </div>
  );
}

/** What a tap sends, in the order a phone's browser sends it. */
function tap(target: Element) {
  for (const type of ['pointerdown', 'touchstart', 'pointerup', 'touchend', 'mousedown', 'mouseup']) {
    target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
  }
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('a tap on a held control while the page hydrates', () => {
  withRealScheduling();

  it('shows at once that it is working, lets React hydrate the part in its turn, then is carried out once', async () => {
    const noop = () => undefined;
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderServerHtml(<Page seen={noop} onOpen={noop} onRootCommitted={noop} onSectionHydrated={noop} />);
    pendingTaps().splice(0);

    let rendered = 0;
    const onOpen = jest.fn();
    let atTap: { before: number; after: number; busy: string | null } | undefined;
    const sectionHydrated = new Promise<void>((hydrated) => {
      const onRootCommitted = () => {
        // A task after the page's root is React's, its sections not yet.
        setTimeout(() => {
          const button = container.querySelector('button');
          if (!button) throw new Error('no card');
          const before = rendered;
          tap(button);
          atTap = { before, after: rendered, busy: button.getAttribute('aria-busy') };
        }, 0);
      };
      hydrateInSlices(<Page seen={() => rendered++} onOpen={onOpen} onRootCommitted={onRootCommitted} onSectionHydrated={hydrated} />, container);
    });
    await sectionHydrated;
    // The held tap is carried out by the card's effect, after the section's own.
    await new Promise((settled) => setTimeout(settled, 20));

    expect(atTap).toBeDefined();
    // The tap came before the section had hydrated...
    expect(atTap?.before).toBeLessThan(40);
    // ...and none of it was drawn in the tap's task: the working state is shown at once.
    expect(atTap?.after).toBe(atTap?.before);
    expect(atTap?.busy).toBe('true');
    // Once the section is React's, the tap opens the profile, once.
    expect(rendered).toBe(40);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).not.toHaveAttribute('aria-busy');
  });
});
