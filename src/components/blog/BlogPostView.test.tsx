import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import type { BlogPostContent } from '../../lib/blog-post';
import { formatPublishedDate } from '../../lib/blog-date';
import { BlogPostView } from './BlogPostView';
import { defaultImages, fakeImage, latest } from './test-data';
import { registerLatestPostsSlice } from './test-slices';

const post: BlogPostContent = {
  slug: 'choosing-a-nanny',
  title: 'Choosing a Nanny in Dubai',
  contentHtml: '<h2>Start with your routine</h2><p>Write down a typical week.</p>',
  textLanguage: 'en',
  categoryLanguage: 'en',
  authorLanguage: 'en',
  metaDescription: 'Start with your routine. Write down a typical week.',
  category: 'Childcare',
  author: 'Layla Haddad',
  publishedAt: '2025-03-14T09:00:00.000Z',
  publishedOn: formatPublishedDate('2025-03-14T09:00:00.000Z', 'en'),
};

const NAMESPACES = ['blog', 'common'];

// The side column's full-text results are FullTextResults.test.tsx's; here the index finds nothing.
jest.mock('../../lib/pagefind-client', () => ({
  loadPagefind: async () => ({ init: async () => undefined, debouncedSearch: async () => ({ results: [] }) }),
}));

describe('BlogPostView', () => {
  it('marks an English post on an Arabic page as English, left to right, the page\'s own words as they are', () => {
    registerLatestPostsSlice('ar');
    renderWithI18n(<BlogPostView post={post} image={null} defaultImages={defaultImages} />, { namespaces: NAMESPACES, language: 'ar' });
    for (const block of [
      screen.getByRole('heading', { level: 1 }),
      screen.getByTestId('post-content'),
      screen.getByTestId('post-category'),
      within(screen.getByTestId('post-author')).getByText('Layla Haddad'),
      ...within(screen.getByTestId('latest-posts')).getAllByText(/Nanny|Assessment|Governess/),
    ]) {
      expect(block).toHaveAttribute('lang', 'en');
      expect(block).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByTestId('post-author')).not.toHaveAttribute('lang');
    expect(screen.getByTestId('post-author')).toHaveTextContent(/^بقلم Layla Haddad$/);
  });

  it('shows the title banner, picture, category, author, date and content', () => {
    registerLatestPostsSlice('en');
    renderWithI18n(
      <BlogPostView post={post} image={{ kind: 'gatsby', data: fakeImage('/static/nanny-hero.jpg') }} defaultImages={defaultImages} />,
      { namespaces: NAMESPACES },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choosing a Nanny in Dubai');
    expect(screen.getByTestId('post-image').querySelector('picture img')).toHaveAttribute('src', '/static/nanny-hero.jpg');
    expect(screen.getByTestId('post-category')).toHaveTextContent('Childcare');
    expect(screen.getByTestId('post-author')).toHaveTextContent('By Layla Haddad');
    const date = screen.getByTestId('post-date');
    expect(date).toHaveTextContent('Published 14 March 2025');
    expect(date).toHaveAttribute('datetime', '2025-03-14T09:00:00.000Z');
    const content = screen.getByTestId('post-content');
    expect(content).toHaveClass('prose');
    expect(within(content).getByRole('heading', { level: 2, name: 'Start with your routine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blogs');
  });

  it('writes the date with Latin digits and the title fallback in Arabic, and leaves out a missing category and author', () => {
    registerLatestPostsSlice('ar');
    renderWithI18n(
      <BlogPostView
        post={{ ...post, title: '', category: null, author: null, publishedOn: formatPublishedDate(post.publishedAt, 'ar') }}
        image={null}
       
        defaultImages={defaultImages}
      />,
      { namespaces: NAMESPACES, language: 'ar' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تفاصيل المقال');
    expect(screen.queryByTestId('post-category')).toBeNull();
    expect(screen.queryByTestId('post-author')).toBeNull();
    const date = screen.getByTestId('post-date').textContent ?? '';
    expect(date).toContain('نُشر في');
    expect(date).toMatch(/14/);
    expect(date).not.toMatch(/[\u0660-\u0669]/);
    expect(screen.getByRole('link', { name: /العودة إلى المدونة/ })).toHaveAttribute('href', '/ar/blogs');
  });

  it('filters the side column’s latest posts by title as the visitor types, and says when no latest title has the words', async () => {
    const user = userEvent.setup();
    registerLatestPostsSlice('ru');
    renderWithI18n(<BlogPostView post={post} image={null} defaultImages={defaultImages} />, {
      namespaces: NAMESPACES,
      language: 'ru',
    });
    const side = screen.getByTestId('latest-posts');
    expect(within(side).getByRole('heading', { name: 'Последние статьи' })).toBeInTheDocument();
    expect(within(side).getAllByRole('link')).toHaveLength(latest.length);

    const search = screen.getByRole('searchbox', { name: 'Поиск по статьям' });
    await user.type(search, 'british');
    expect(within(side).getAllByRole('link')).toHaveLength(1);
    expect(within(side).getByRole('link')).toHaveAttribute('href', '/ru/blogs/school-assessments');

    await user.type(search, ' nothing');
    expect(within(side).queryAllByRole('link')).toHaveLength(0);
    expect(within(side).getByText('В названиях последних статей нет «british nothing».')).toBeInTheDocument();
    // The article itself is not a search result, and on a phone it comes before the search box.
    const article = screen.getByTestId('post-content');
    expect(article.compareDocumentPosition(screen.getByRole('search')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
