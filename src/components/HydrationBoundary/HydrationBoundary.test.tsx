import React from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderServerHtml } from '../../../test-support/server-render';
import { whenPageHydrated } from '../../lib/hydration-progress';
import { HydrationBoundary } from './HydrationBoundary';

function Page() {
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
              <aside>Nested</aside>
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

describe('HydrationBoundary', () => {
  it('keeps the server HTML, and the page counts as hydrated only once every boundary, nested ones too, has been', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(<Page />);
    document.body.appendChild(container);
    const section = container.querySelector('section');
    const hydrated = jest.fn();
    const root = await act(async () => {
      const made = hydrateRoot(container, <Page />);
      whenPageHydrated(hydrated);
      return made;
    });
    expect(hydrated).toHaveBeenCalledTimes(1);
    // The same elements, not drawn anew.
    expect(container.querySelector('section')).toBe(section);
    act(() => root.unmount());
    container.remove();
  });
});
