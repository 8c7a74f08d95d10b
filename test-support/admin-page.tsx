/**
 * The staff admin's pages in jsdom, for component tests: react-admin with the admin's own texts,
 * at a route, over a data provider the test writes (only the calls the page makes).
 */
import './react-admin-in-jsdom';
// The matchers' types for the admin's own type check (jest's setup loads them for the run).
import '@testing-library/jest-dom';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, RecordContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../admin/src/i18n-provider';
import { StaffDateField } from '../admin/src/components/staff-date-field';

// An ES module jest cannot load; it binds the menu's keyboard shortcuts, which no test here uses.
jest.mock('react-hotkeys-hook', () => ({ useHotkeys: () => ({ current: null }) }));

/** `dataProvider`: the methods the page calls (react-admin's and the admin's own), each answering as the API would. */
export function renderAdminPage(path: string, dataProvider: Record<string, (...args: never[]) => Promise<unknown>>, children: ReactElement | ReactElement[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* A store of its own: react-admin keeps a list's filters, which must not reach the next test. */}
      <Admin dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </Admin>
    </MemoryRouter>,
  );
}

/** What a list's date-and-time column shows for an instant (components/staff-date-field), rendered alone. */
export function listedDateTime(instant: string): string {
  cleanup();
  render(
    <RecordContextProvider value={{ id: 1, at: instant }}>
      <span data-testid="listed">
        <StaffDateField source="at" label="When" showTime />
      </span>
    </RecordContextProvider>,
  );
  return screen.getByTestId('listed').textContent ?? '';
}
