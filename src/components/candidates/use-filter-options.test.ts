import { renderHook, waitFor } from '@testing-library/react';
import { api } from '../../lib/api-client';
import type { FilterOptions } from '@efe/shared/contract/candidate';
import { useFilterOptions } from './use-filter-options';
import { options as built } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { filterOptions: jest.fn() } }));
const filterOptions = api.filterOptions as jest.MockedFunction<typeof api.filterOptions>;
const answer = (data: FilterOptions) => Promise.resolve({ ok: true as const, status: 200, data: { data } });

describe('useFilterOptions', () => {
  it("takes the API's options when they changed since the build", async () => {
    filterOptions.mockReturnValue(answer({ ...built, roles: [...built.roles, 'Maternity Nurse'] }));
    const { result } = renderHook(() => useFilterOptions(built));
    expect(result.current).toBe(built);
    await waitFor(() => expect(result.current.roles).toContain('Maternity Nurse'));
  });

  it('keeps the build’s object when the API answers the same lists, so nothing renders again', async () => {
    filterOptions.mockReturnValue(answer({ roles: [...built.roles], countries: [...built.countries], languages: [...built.languages] }));
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFilterOptions(built);
    });
    await waitFor(() => expect(filterOptions).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(built);
    expect(renders).toBe(1);
  });
});
