import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { BlogIndex } from './BlogIndex';
import { cards, defaultImages } from './test-data';
import { registerLatestPostsSlice } from './test-slices';
import { normalizeForSearch } from '../../lib/blog-search';
import type { PagefindResultData } from '../../lib/pagefind-client';

/** Every post of the blog in one language, as Pagefind indexes them: more than one list page holds. */
interface IndexedPost {
  url: string;
  title: string;
  text: string;
}

const loadPagefind = jest.fn();
jest.mock('../../lib/pagefind-client', () => ({ loadPagefind: () => loadPagefind() }));

/** A Pagefind over these posts: a post matches when its title or text contains the query. */
function pagefindOver(posts: readonly IndexedPost[]) {
  return {
    init: async () => undefined,
    debouncedSearch: async (query: string) => ({
      results: posts
        .filter((post) => normalizeForSearch(`${post.title} ${post.text}`).includes(normalizeForSearch(query)))
        .map((post, index): { id: string; data: () => Promise<PagefindResultData> } => ({
          id: String(index),
          data: async () => ({ url: `${post.url}/`, excerpt: `<mark>${query}</mark> ${post.text}`, meta: { title: post.title } }),
        })),
    }),
  };
}

/** The three cards of the page, and twenty-two more posts on the other pages: eleven mention a nanny. */
const ALL_POSTS: IndexedPost[] = [
  ...cards.map((card) => ({ url: `/blogs/${card.slug}`, title: card.title, text: card.excerpt })),
  ...Array.from({ length: 22 }, (_, index) => ({
    url: `/blogs/older-${index}`,
    title: `Older post ${index}`,
    text: index % 2 === 0 ? 'A nanny and a governess share the day.' : 'School fees in Dubai.',
  })),
];

const NAMESPACES = ['blog', 'common'];
const pagination = <nav aria-label="Blog pages" data-testid="blog-pagination" />;

function renderIndex(language: 'en' | 'ar' | 'ru' = 'en') {
  registerLatestPostsSlice(language);
  return renderWithI18n(<BlogIndex posts={cards} defaultImages={defaultImages} pagination={pagination} />, {
    namespaces: NAMESPACES,
    language,
  });
}

function cardTitles(): string[] {
  return screen.queryAllByTestId('blog-card').map((card) => within(card).getByRole('heading').textContent ?? '');
}

function latestTitles(): string[] {
  return within(screen.getByTestId('latest-posts'))
    .queryAllByRole('link')
    .map((link) => link.querySelector('.title')?.textContent ?? '');
}

function resultLinks(): HTMLElement[] {
  return within(screen.getByTestId('full-text-results')).queryAllByRole('link');
}

beforeEach(() => {
  loadPagefind.mockReset();
  loadPagefind.mockResolvedValue(pagefindOver(ALL_POSTS));
});

describe('BlogIndex', () => {
  it('renders every post as a card with category, author, excerpt and a read-more link to the post', () => {
    renderIndex();
    expect(cardTitles()).toEqual(cards.map((card) => card.title));
    const first = screen.getAllByTestId('blog-card')[0];
    expect(within(first).getByText('Childcare')).toBeInTheDocument();
    expect(within(first).getByText('By Layla Haddad')).toBeInTheDocument();
    expect(within(first).getByText('What to ask before you hire...')).toBeInTheDocument();
    const readMore = within(first).getByRole('link', { name: /^Read more\s*: Choosing a Nanny in Dubai$/ });
    expect(readMore).toHaveAttribute('href', '/blogs/choosing-a-nanny');
    // A post without a picture shows the default one.
    const second = screen.getAllByTestId('blog-card')[1];
    expect(second.querySelector('img[src="/static/default-card.jpg"]')).not.toBeNull();
  });

  it('puts the search box before the posts, so a phone shows it first', () => {
    renderIndex();
    const search = screen.getByRole('search');
    const firstCard = screen.getAllByTestId('blog-card')[0];
    expect(search.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows every post that mentions the words, from all pages, in place of the cards and their pagination; clearing restores them', async () => {
    const user = userEvent.setup();
    renderIndex();
    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(search).toHaveAttribute('placeholder', 'Search titles and text');
    expect(screen.getByTestId('full-text-results')).not.toBeVisible();

    await user.type(search, 'NANNY');
    const status = screen.getByTestId('full-text-status');
    // The first card by its title, eleven older posts by their text.
    await waitFor(() => expect(status).toHaveTextContent('12 posts mention it'));
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByTestId('blog-pagination')).toBeNull();
    expect(resultLinks()).toHaveLength(10);
    expect(resultLinks()[0]).toHaveAttribute('href', '/blogs/choosing-a-nanny');
    expect(resultLinks()[1]).toHaveAttribute('href', '/blogs/older-0');

    // "Show more" lists the rest; the count and the list then agree, and focus goes to the first new one.
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(resultLinks()).toHaveLength(12));
    expect(resultLinks()[10]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(status).toHaveTextContent('12 posts mention it');

    // The side column's latest posts narrow by title, and say so when none has the words.
    expect(latestTitles()).toEqual([cards[0].title]);
    await user.clear(search);
    await user.type(search, 'governess');
    await waitFor(() => expect(status).toHaveTextContent('12 posts mention it'));
    expect(latestTitles()).toEqual([cards[2].title]);
    await user.type(search, ' share');
    await waitFor(() => expect(status).toHaveTextContent('11 posts mention it'));
    expect(within(screen.getByTestId('latest-posts')).getByText('No latest post has “governess share” in its title.')).toBeInTheDocument();

    await user.clear(search);
    expect(cardTitles()).toEqual(cards.map((card) => card.title));
    expect(screen.getByTestId('blog-pagination')).toBeInTheDocument();
    expect(latestTitles()).toHaveLength(3);
    expect(screen.getByTestId('full-text-results')).not.toBeVisible();
  });

  it('searches the words already in the box without a focus event (typed before the page had hydrated)', async () => {
    renderIndex();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'nanny' } });
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent('12 posts mention it'));
  });

  it('says so in the main column when no post mentions the words', async () => {
    const user = userEvent.setup();
    renderIndex();
    await user.type(screen.getByRole('searchbox'), 'visa rules');
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent('No post mentions “visa rules”.'));
    expect(resultLinks()).toEqual([]);
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByTestId('blog-pagination')).toBeNull();
  });

  it("narrows this page's cards by title, and says why, when the full-text index cannot load", async () => {
    loadPagefind.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderIndex();
    await user.type(screen.getByRole('searchbox'), 'governess');
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent(/not available right now; the posts on this page are filtered by title/));
    expect(cardTitles()).toEqual([cards[2].title]);
    await user.type(screen.getByRole('searchbox'), ' zebra');
    expect(screen.getByTestId('blog-cards-status')).toHaveTextContent('No posts found.');
  });

  it('never submits the search form, with Enter or otherwise', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithI18n(
      <div onSubmit={onSubmit}>
        <BlogIndex posts={cards} defaultImages={defaultImages} />
      </div>,
      { namespaces: NAMESPACES },
    );
    const search = screen.getByRole('searchbox');
    await user.type(search, 'nanny{Enter}');
    expect(onSubmit).toHaveBeenCalled();
    expect(onSubmit.mock.calls.every(([event]) => event.defaultPrevented)).toBe(true);
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(false);
    expect(screen.queryByRole('button', { name: /search/i })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent('12 posts mention it'));
  });

  it('shows the empty messages when there are no posts at all', () => {
    registerLatestPostsSlice('en', []);
    renderWithI18n(<BlogIndex posts={[]} defaultImages={defaultImages} />, { namespaces: NAMESPACES });
    expect(screen.getByTestId('blog-cards-status')).toHaveTextContent('No blogs available.');
    expect(within(screen.getByTestId('latest-posts')).getByText('No posts yet.')).toBeInTheDocument();
  });

  it('searches in Arabic and in Russian with the page\'s words and plural forms', async () => {
    const arabic: IndexedPost[] = [
      { url: '/ar/blogs/nanny-ar', title: 'كيف تختارون المربية المناسبة', text: 'المربية جزء من يوم الطفل.' },
      { url: '/ar/blogs/school-ar', title: 'أسئلة مقابلة المدرسة البريطانية', text: 'تسأل المدرسة عن المربية أحيانًا.' },
    ];
    loadPagefind.mockResolvedValue(pagefindOver(arabic));
    const user = userEvent.setup();
    const { unmount } = renderIndex('ar');
    await user.type(screen.getByRole('searchbox', { name: 'البحث في المقالات' }), 'المربية');
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent('مقالان يذكرانه'));
    expect(resultLinks().map((link) => link.getAttribute('href'))).toEqual(['/ar/blogs/nanny-ar', '/ar/blogs/school-ar']);
    unmount();

    loadPagefind.mockResolvedValue(pagefindOver(ALL_POSTS));
    renderIndex('ru');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по статьям' }), 'nanny');
    await waitFor(() => expect(screen.getByTestId('full-text-status')).toHaveTextContent('Упоминается в 12 статьях'));
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(resultLinks()).toHaveLength(12));
  });
});
