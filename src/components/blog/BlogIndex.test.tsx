import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { BlogIndex } from './BlogIndex';
import { cards, defaultImages, latest } from './test-data';

// The search over every post's text is FullTextResults.test.tsx's; here it finds nothing.
jest.mock('../../lib/pagefind-client', () => ({
  loadPagefind: async () => ({ init: async () => undefined, debouncedSearch: async () => ({ results: [] }) }),
}));

const NAMESPACES = ['blog', 'common'];

function cardTitles(): string[] {
  return screen.queryAllByTestId('blog-card').map((card) => within(card).getByRole('heading').textContent ?? '');
}

function latestTitles(): string[] {
  return within(screen.getByTestId('latest-posts'))
    .queryAllByRole('link')
    .map((link) => link.querySelector('.title')?.textContent ?? '');
}

describe('BlogIndex', () => {
  it('renders every post as a card with category, author, excerpt and a read-more link to the post', () => {
    renderWithI18n(<BlogIndex posts={cards} latestPosts={latest} defaultImages={defaultImages} />, { namespaces: NAMESPACES });
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

  it('filters the cards and the latest posts by title as the visitor types, ignoring case', async () => {
    const user = userEvent.setup();
    renderWithI18n(<BlogIndex posts={cards} latestPosts={latest} defaultImages={defaultImages} />, { namespaces: NAMESPACES });
    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(search).toHaveAttribute('placeholder', 'Search by title');

    await user.type(search, 'n');
    expect(cardTitles()).toHaveLength(3);
    await user.type(search, 'ANNY');
    expect(cardTitles()).toEqual([cards[0].title]);
    expect(latestTitles()).toEqual([cards[0].title]);

    await user.clear(search);
    await user.type(search, 'GOVERNESS OR');
    expect(cardTitles()).toEqual([cards[2].title]);
    expect(latestTitles()).toEqual([cards[2].title]);

    await user.clear(search);
    expect(cardTitles()).toHaveLength(3);
    expect(latestTitles()).toHaveLength(3);
  });

  it('says "No posts found." in the list and the side column when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithI18n(<BlogIndex posts={cards} latestPosts={latest} defaultImages={defaultImages} />, { namespaces: NAMESPACES });
    expect(screen.queryByText('No posts found.')).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'visa rules');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByTestId('blog-cards-status')).toHaveTextContent('No posts found.');
    expect(within(screen.getByTestId('latest-posts')).getByText('No posts found.')).toBeInTheDocument();
  });

  it('never submits the search form, with Enter or otherwise', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithI18n(
      <div onSubmit={onSubmit}>
        <BlogIndex posts={cards} latestPosts={latest} defaultImages={defaultImages} />
      </div>,
      { namespaces: NAMESPACES },
    );
    const search = screen.getByRole('searchbox');
    await user.type(search, 'nanny{Enter}');
    expect(onSubmit).toHaveBeenCalled();
    expect(onSubmit.mock.calls.every(([event]) => event.defaultPrevented)).toBe(true);
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(false);
    expect(screen.queryByRole('button', { name: /search/i })).toBeNull();
    expect(cardTitles()).toEqual([cards[0].title]);
  });

  it('shows the empty messages when there are no posts at all', () => {
    renderWithI18n(<BlogIndex posts={[]} latestPosts={[]} defaultImages={defaultImages} />, { namespaces: NAMESPACES });
    expect(screen.getByTestId('blog-cards-status')).toHaveTextContent('No blogs available.');
    expect(within(screen.getByTestId('latest-posts')).getByText('No posts yet.')).toBeInTheDocument();
  });

  it('searches Arabic titles on the Arabic page and links to the Arabic post', async () => {
    const user = userEvent.setup();
    const arabic = [
      { ...cards[0], slug: 'nanny-ar', title: 'كيف تختارون المربية المناسبة', textLanguage: 'ar' as const },
      { ...cards[1], slug: 'school-ar', title: 'أسئلة مقابلة المدرسة البريطانية', textLanguage: 'ar' as const },
    ];
    renderWithI18n(
      <BlogIndex posts={arabic} latestPosts={arabic.map(({ slug, title, image, textLanguage }) => ({ slug, title, image, textLanguage }))} defaultImages={defaultImages} />,
      { namespaces: NAMESPACES, language: 'ar' },
    );
    const search = screen.getByRole('searchbox', { name: 'البحث في المقالات' });
    await user.type(search, 'اسئلة');
    expect(cardTitles()).toEqual([arabic[1].title]);
    expect(screen.getByRole('link', { name: new RegExp(`^اقرأ المزيد\\s*: ${arabic[1].title}$`) })).toHaveAttribute('href', '/ar/blogs/school-ar');
    await user.clear(search);
    await user.type(search, 'لا يوجد');
    expect(screen.getByTestId('blog-cards-status')).toHaveTextContent('لم يتم العثور على مقالات.');
  });
});
