import React, { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { FullTextResults } from './FullTextResults';

/** The search's own code, fetched at the box's focus, fails while this is true (a phone losing its signal). */
let mockOffline = true;
jest.mock('./FullTextMatches', () => {
  if (mockOffline) throw new Error('offline');
  return jest.requireActual('./FullTextMatches');
});
const loadPagefind = jest.fn();
jest.mock('../../lib/pagefind-client', () => ({ loadPagefind: () => loadPagefind() }));

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input type="search" aria-label="Search posts" value={query} onChange={(event) => setQuery(event.target.value)} />
      <FullTextResults query={query} wanted={query !== ''} step={6} placement="main" unavailableFallback={<p>This page&apos;s posts</p>} />
    </>
  );
}

it("says so in the page's language when the search's own code cannot load, and tries again with the next word", async () => {
  const found = { url: '/ar/blogs/x/', excerpt: '<mark>مربية</mark>', meta: { title: 'مقالة' } };
  // A Pagefind that finds the post for any query, "مربيةت" included.
  const finding = async () => ({ results: [{ id: '1', data: async () => found }] });
  loadPagefind.mockResolvedValue({ init: async () => undefined, search: finding, debouncedSearch: finding });
  renderWithI18n(<Search />, { namespaces: ['blog'], language: 'ar' });
  const status = screen.getByTestId('full-text-status');
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox'), 'مربية');
  await waitFor(() => expect(status).toHaveTextContent('البحث في كل المقالات غير متاح الآن'));
  expect(screen.getByText("This page's posts")).toBeInTheDocument();
  expect(loadPagefind).not.toHaveBeenCalled();

  mockOffline = false;
  await user.type(screen.getByRole('searchbox'), 'ت');
  expect(await screen.findByRole('link', { name: 'مقالة' })).toBeInTheDocument();
  expect(screen.queryByText("This page's posts")).toBeNull();
  // The same live region all along, so each change is announced.
  expect(screen.getByRole('status')).toBe(status);
  await waitFor(() => expect(status).toHaveTextContent('مقال واحد يذكره'));
});
