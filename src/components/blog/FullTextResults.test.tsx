import React, { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
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

/** The search box and the results as a post's side column puts them together. */
function SearchWithResults() {
  const [query, setQuery] = useState('');
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <input type="search" aria-label="Search posts" value={query} onFocus={() => setWanted(true)} onChange={(event) => setQuery(event.target.value)} />
      <FullTextResults query={query} wanted={wanted} step={6} placement="side" />
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
    // The search's code comes first, then it asks for the index.
    await waitFor(() => expect(loadPagefind).toHaveBeenCalled());
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

  it('lists six at first and the rest with "Show more", so the list reaches the count; focus moves to the first new result', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => ({ url: `/blogs/p${index}/`, excerpt: '<mark>nanny</mark>', meta: { title: `Post ${index}` } }));
    loadPagefind.mockResolvedValue(pagefindFinding(eight));
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'] });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'nanny');
    expect(await screen.findByRole('status')).toHaveTextContent('8 posts mention it');
    const results = screen.getByTestId('full-text-results');
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(6));
    await user.click(within(results).getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(results).getAllByRole('link')).toHaveLength(8));
    expect(within(results).getByRole('link', { name: 'Post 6' })).toHaveFocus();
    expect(within(results).queryByRole('button')).toBeNull();
  });

  it('drops the results of a word replaced while they were loading', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    loadPagefind.mockResolvedValue({
      init: async () => undefined,
      debouncedSearch: async (query: string) => {
        if (query === 'old') await slow;
        return { results: [{ id: query, data: async () => ({ url: `/blogs/${query}/`, excerpt: query, meta: { title: `Found by ${query}` } }) }] };
      },
    });
    renderWithI18n(<SearchWithResults />, { namespaces: ['blog'] });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'old');
    await user.clear(box);
    await user.type(box, 'new');
    const results = screen.getByTestId('full-text-results');
    await within(results).findByRole('link', { name: 'Found by new' });
    finish();
    await slow;
    // Let the old search's answer arrive: it must not replace the new one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['Found by new']);
  });
});
