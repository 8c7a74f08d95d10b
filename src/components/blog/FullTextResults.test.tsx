import React, { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { FullTextResults } from './FullTextResults';
import type { PagefindResultData } from '../../lib/pagefind-client';

const loadPagefind = jest.fn();
jest.mock('../../lib/pagefind-client', () => ({ loadPagefind: () => loadPagefind() }));

/** A Pagefind that finds these results for any query. */
function pagefindFinding(results: PagefindResultData[]) {
  return { init: async () => undefined, debouncedSearch: async () => ({ results: results.map((data, index) => ({ id: String(index), data: async () => data })) }) };
}

/** The search box and the results as the side column puts them together. */
function SearchWithResults() {
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <input type="search" aria-label="Search posts" value={query} onFocus={() => setWanted(true)} onChange={(event) => setQuery(event.target.value)} />
      <FullTextResults query={query} wanted={wanted} />
    </>
  );
}

beforeEach(() => loadPagefind.mockReset());

describe('FullTextResults', () => {
  it('loads nothing until the search box is focused', async () => {
    loadPagefind.mockResolvedValue(pagefindFinding([]));
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'] });
    expect(loadPagefind).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('searchbox'));
    expect(loadPagefind).toHaveBeenCalled();
  });

  it('lists the matching posts as links with their passage, the matches highlighted, and announces how many', async () => {
    loadPagefind.mockResolvedValue(
      pagefindFinding([
        { url: '/blogs/choosing-a-nanny/', excerpt: 'agree a <mark>baseline</mark> for the first week', meta: { title: 'Choosing a nanny' } },
        { url: '/blogs/first-week/', excerpt: 'the <mark>baseline</mark> &amp; the trial', meta: { title: 'The first week' } },
      ]),
    );
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'] });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'baseline');
    expect(await screen.findByRole('status')).toHaveTextContent('2 posts mention it');
    const results = screen.getByTestId('full-text-results');
    expect(within(results).getByRole('link', { name: 'Choosing a nanny' })).toHaveAttribute('href', '/blogs/choosing-a-nanny');
    expect(within(results).getAllByText('baseline', { selector: 'mark' })).toHaveLength(2);
    expect(within(results).getByText(/the trial/)).toHaveTextContent('the baseline & the trial');
  });

  it('shows markup in a passage as text, never as elements', async () => {
    loadPagefind.mockResolvedValue(pagefindFinding([{ url: '/blogs/x/', excerpt: '&lt;img src=x onerror=alert(1)&gt; <mark>word</mark>', meta: { title: 'X' } }]));
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'] });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'word');
    const results = await screen.findByTestId('full-text-results');
    await within(results).findByRole('link', { name: 'X' });
    expect(results.querySelector('img')).toBeNull();
    expect(results).toHaveTextContent('<img src=x onerror=alert(1)> word');
  });

  it('says in the page\'s language when no post matches, and when the search cannot load', async () => {
    loadPagefind.mockResolvedValue(pagefindFinding([]));
    const { unmount } = renderWithI18n(<SearchWithResults />, { namespaces: ['blog'], language: 'ru' });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'зебра');
    expect(await screen.findByText('Ни одна статья не упоминает «зебра».')).toBeInTheDocument();
    unmount();

    loadPagefind.mockRejectedValue(new Error('offline'));
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'], language: 'ar' });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'مربية');
    expect(await screen.findByText(/البحث في كل المقالات غير متاح الآن/)).toBeInTheDocument();
  });

  it('counts in each language\'s plural forms', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ url: `/ru/blogs/p${index}/`, excerpt: '<mark>няня</mark>', meta: { title: `Статья ${index}` } }));
    loadPagefind.mockResolvedValue(pagefindFinding(five));
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'], language: 'ru' });
    await userEvent.setup().type(screen.getByRole('searchbox'), 'няня');
    expect(await screen.findByText('Упоминается в 5 статьях')).toBeInTheDocument();
  });
});
