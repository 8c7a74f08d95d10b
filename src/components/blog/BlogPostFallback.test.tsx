import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api, type ApiResult } from '../../lib/api-client';
import type { BlogPost as ApiBlogPost } from '@efe/shared/contract/blog-post';
import type { Language } from '@efe/shared/constants';
import { BlogPostFallback } from './BlogPostFallback';
import { defaultImages } from './test-data';
import { registerLatestPostsSlice } from './test-slices';

jest.mock('../../lib/api-client', () => ({ ...jest.requireActual('../../lib/api-client'), api: { blogPost: jest.fn() } }));

const blogPost = api.blogPost as jest.MockedFunction<typeof api.blogPost>;
const SITE_URL = 'https://www.example.ae';

const hostilePost: ApiBlogPost = {
  id: 99,
  slug: 'new-post',
  title: 'Summer Camps in Dubai',
  content:
    '<p>Hello families</p><script>window.__pwned = true</script>' +
    '<img src="https://cdn.example.ae/camp.jpg" onerror="window.__pwned = true">' +
    '<a href="javascript:alert(1)">a bad link</a><svg onload="window.__pwned = true"></svg><iframe src="https://evil.test"></iframe>',
  image: 'https://cdn.example.ae/summer.jpg',
  category: null,
  author: 'Maya Rahman',
  meta_description: null,
  published_at: '2025-06-01T06:00:00.000Z',
  content_language: 'en',
  category_language: 'en',
  author_language: 'en',
};

function ok(post: ApiBlogPost): ApiResult<{ data: ApiBlogPost }> {
  return { ok: true, status: 200, data: { data: post } };
}

function renderFallback(pathname: string, language: Language = 'en') {
  registerLatestPostsSlice(language);
  return renderWithI18n(
    <BlogPostFallback
      pathname={pathname}
      pageContext={{ language, originalPath: '/blogs/__fallback', alternateLanguages: [language] }}
      defaultImages={defaultImages}
    />,
    { namespaces: ['blog', 'common'], language },
  );
}

describe('BlogPostFallback', () => {
  beforeEach(() => {
    blogPost.mockReset();
    (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: SITE_URL } } });
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('shows a post created after the build, fetched from the API with its HTML sanitized', async () => {
    blogPost.mockResolvedValue(ok(hostilePost));
    renderFallback('/blogs/new-post');
    expect(screen.getByTestId('blog-fallback-status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog Detail');

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Camps in Dubai' })).toBeInTheDocument();
    expect(blogPost).toHaveBeenCalledWith('new-post', 'en');
    const content = screen.getByTestId('post-content');
    expect(content).toHaveTextContent('Hello families');
    expect(content).toHaveTextContent('a bad link');
    expect(content.querySelector('script, svg, iframe, [onerror], [onload]')).toBeNull();
    expect(content.innerHTML).not.toMatch(/javascript:/i);
    expect(window.__pwned).toBeUndefined();

    // No category: none is shown, not a "Category" placeholder.
    expect(screen.queryByTestId('post-category')).toBeNull();
    expect(screen.getByTestId('post-author')).toHaveTextContent('By Maya Rahman');
    expect(screen.getByTestId('post-date')).toHaveTextContent('Published 1 June 2025');
    expect(screen.getByTestId('post-image')).toHaveAttribute('src', 'https://cdn.example.ae/summer.jpg');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/blogs/new-post`),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Hello families a bad link');
    // The feed link is in the fallback page's static HTML (gatsby-plugin-feed, gatsby/rss-feeds.test.ts).
  });

  it('is the not-found page, title included, when the API has no such post', async () => {
    blogPost.mockResolvedValue({ ok: false, kind: 'http', status: 404, message: 'Blog not found', errors: {} });
    renderFallback('/blogs/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByTestId('not-found')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found/));
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('says "Blog not found" when the API cannot be reached: the post may exist', async () => {
    blogPost.mockResolvedValue({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderFallback('/blogs/new-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    const status = screen.getByTestId('blog-fallback-status');
    expect(status).toHaveTextContent('may have moved');
    expect(within(status).getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blogs');
  });

  it.each([
    ['no post', { data: null }],
    ['a post without a title', { data: { ...hostilePost, title: '' } }],
    ['a post without a date', { data: { ...hostilePost, published_at: null } }],
  ])('says "Blog not found" when the API answers with what the contract does not allow (%s)', async (_case, answer) => {
    blogPost.mockResolvedValue({ ok: true, status: 200, data: answer });
    renderFallback('/blogs/new-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
  });

  it('does not ask the API about an address that names no post', async () => {
    renderFallback('/blogs/__fallback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(blogPost).not.toHaveBeenCalled();
  });

  it('asks in the page language and answers in it', async () => {
    blogPost.mockResolvedValue({ ok: false, kind: 'http', status: 404, message: 'Blog not found', errors: {} });
    renderFallback('/ru/blogs/novaya-statya', 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(blogPost).toHaveBeenCalledWith('novaya-statya', 'ru');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru');
  });

  it('shows the default picture for a post without one (or with a hostile address), and no author line without an author', async () => {
    blogPost.mockResolvedValue(ok({ ...hostilePost, author: null, image: 'javascript:alert(1)' }));
    renderFallback('/ar/blogs/new-post', 'ar');
    await waitFor(() => expect(screen.getByTestId('post-content')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Summer Camps in Dubai');
    expect(screen.queryByTestId('post-author')).toBeNull();
    expect(screen.getByTestId('post-image').querySelector('picture img')).toHaveAttribute(
      'src',
      '/static/default-hero.jpg',
    );
  });
});

declare global {
  interface Window {
    __pwned?: boolean;
  }
}
