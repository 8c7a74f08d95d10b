import React, { Suspense, useEffect, useId } from 'react';
import { boundaryHydrated, expectBoundary } from '../../lib/hydration-progress';

function Hydrated({ id }: { id: string }) {
  useEffect(() => boundaryHydrated(id), [id]);
  return null;
}

/**
 * A part of the page that React hydrates on its own: a Suspense boundary. React 18 commits the
 * page's root without the server-rendered boundaries, then hydrates each at low priority, yielding
 * to the browser between them, so no task of ours grows with the page; a click or a key press that
 * React sees on a part not yet hydrated makes React hydrate that part first. A tap held by the
 * inline script (lib/early-actions.ts) is stopped before React sees it: it waits for its part's
 * turn. The layout gives the header, each of the main's sections and the footer one each (Layout).
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  const id = useId();
  useEffect(() => expectBoundary(id), [id]);
  return (
    <Suspense fallback={null}>
      {children}
      {/* Last: its effect runs after those of the content, a boundary nested in it included. */}
      <Hydrated id={id} />
    </Suspense>
  );
}
