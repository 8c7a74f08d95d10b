import { useCallback, useRef, useState, type ComponentType } from 'react';

export type OnDemand<P> =
  | { state: 'idle' | 'loading'; Component: null }
  | { state: 'ready'; Component: ComponentType<P> }
  | { state: 'failed'; Component: null };

/**
 * A component whose code is fetched only when asked for (a profile opened, a form asked for), so
 * the page's first JavaScript does not carry it. `load` may be called again and again: it fetches
 * once, and after a failure (a phone losing its signal) the next call tries again.
 */
export function useOnDemand<P>(fetchComponent: () => Promise<ComponentType<P>>): OnDemand<P> & { load: () => void } {
  const [loaded, setLoaded] = useState<OnDemand<P>>({ state: 'idle', Component: null });
  const inFlight = useRef(false);
  const fetchRef = useRef(fetchComponent);
  const load = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoaded((current) => (current.state === 'ready' ? current : { state: 'loading', Component: null }));
    fetchRef.current().then(
      (Component) => setLoaded({ state: 'ready', Component }),
      () => {
        inFlight.current = false;
        setLoaded({ state: 'failed', Component: null });
      },
    );
  }, []);
  return { ...loaded, load };
}
