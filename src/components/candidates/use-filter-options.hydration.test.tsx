import React, { startTransition } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { api } from '../../lib/api-client';
import type { FilterOptions } from '@efe/shared/contract/candidate';
import type { ShownFilterOptions } from '../../lib/candidate-filters';
import { renderServerHtml } from '../../../test-support/server-render';
import { HydrationBoundary } from '../HydrationBoundary/HydrationBoundary';
import { useFilterOptions } from './use-filter-options';
import { options as built } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { filterOptions: jest.fn() } }));
const filterOptions = api.filterOptions as jest.MockedFunction<typeof api.filterOptions>;

function Roles({ options }: { options: ShownFilterOptions }) {
  return (
    <ul data-testid="roles">
      {options.roles.map((role) => (
        <li key={role}>{role}</li>
      ))}
    </ul>
  );
}

/** As the candidates page holds its options: in the template, above the Layout's boundaries (one of them slow). */
function Page({ Section }: { Section: React.ComponentType<{ options: ShownFilterOptions }> }) {
  const options = useFilterOptions(built);
  return (
    <main>
      <HydrationBoundary>
        <Section options={options} />
      </HydrationBoundary>
    </main>
  );
}

describe('useFilterOptions while the page hydrates', () => {
  it("an API answer that comes before a part of the page has hydrated leaves that part's server HTML as it is, and shows in it once it has", async () => {
    let answer: (data: FilterOptions) => void = () => undefined;
    filterOptions.mockReturnValue(
      new Promise<Awaited<ReturnType<typeof api.filterOptions>>>((resolve) => (answer = (data) => resolve({ ok: true as const, status: 200, data: { data } }))),
    );
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(<Page Section={Roles} />);
    document.body.appendChild(container);
    const serverRoles = container.querySelector('[data-testid="roles"]');

    // The section's code comes late: its boundary suspends until then.
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (release = resolve));
    const Late = React.lazy(async () => {
      await code;
      return { default: Roles };
    });
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page Section={Late} />, { onRecoverableError: recoverable });
      });
    });
    await act(async () => answer({ ...built, roles: [...built.roles, 'Maternity Nurse'] }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="roles"]')).toBe(serverRoles);
    expect(serverRoles).not.toHaveTextContent('Maternity Nurse');

    await act(async () => {
      release();
      await code;
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="roles"]')).toBe(serverRoles);
    expect(serverRoles).toHaveTextContent('Maternity Nurse');
    act(() => root!.unmount());
    container.remove();
  });
});
