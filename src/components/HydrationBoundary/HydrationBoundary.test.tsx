import React, { lazy } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderServerHtml } from '../../../test-support/server-render';
import { whenPageHydrated } from '../../lib/hydration-progress';
import { HydrationBoundary } from './HydrationBoundary';

function Page({ Late }: { Late: React.ComponentType }) {
  return (
    <>
      <HydrationBoundary>
        <header>Header</header>
      </HydrationBoundary>
      <main>
        <HydrationBoundary>
          <section>
            One
            <HydrationBoundary>
              <Late />
            </HydrationBoundary>
          </section>
        </HydrationBoundary>
        <HydrationBoundary>
          <section>Two</section>
        </HydrationBoundary>
      </main>
    </>
  );
}

function Aside() {
  return <aside>Nested</aside>;
}

describe('HydrationBoundary', () => {
  it('keeps the server HTML, and the page counts as hydrated only once every boundary, a nested one whose code comes late too, has been', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(<Page Late={Aside} />);
    document.body.appendChild(container);
    const section = container.querySelector('section');
    const aside = container.querySelector('aside');

    // In the browser the nested part's code may come after the rest: it suspends until then.
    let arrive: (module: { default: React.ComponentType }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => (arrive = resolve)));
    const root = await act(async () => hydrateRoot(container, <Page Late={Late} />));
    const hydrated = jest.fn();
    whenPageHydrated(hydrated);
    expect(hydrated).not.toHaveBeenCalled();

    await act(async () => arrive({ default: Aside }));
    expect(hydrated).toHaveBeenCalledTimes(1);
    // The same elements, not drawn anew.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('aside')).toBe(aside);
    act(() => root.unmount());
    container.remove();
  });
});
