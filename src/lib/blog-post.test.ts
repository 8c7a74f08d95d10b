import { blogPostFromApi, safeImageUrl } from './blog-post';
import type { BlogPost as ApiBlogPost } from '@efe/shared/contract/blog-post';

const apiPost: ApiBlogPost = {
  id: 7,
  slug: 'school-interviews',
  title: '  Preparing for school interviews ',
  content: '<p>Most Dubai schools meet the child first.</p>',
  image: 'https://api.example.ae/media/school.jpg',
  category: ' Schools ',
  author: '',
  meta_description: null,
  published_at: '2025-02-01T08:00:00.000Z',
  content_language: 'en',
  category_language: 'en',
  author_language: 'en',
};

describe('blogPostFromApi', () => {
  it('passes the content through the given sanitizer and derives the meta description', () => {
    const sanitize = jest.fn((html: string) => `[clean]${html}`);
    const post = blogPostFromApi(apiPost, 'en', sanitize);
    expect(sanitize).toHaveBeenCalledWith(apiPost.content);
    expect(post.contentHtml).toBe('[clean]<p>Most Dubai schools meet the child first.</p>');
    // Cut from the sanitized HTML, as the page shows it: the paragraph starts a line of its own.
    expect(post.metaDescription).toBe('[clean] Most Dubai schools meet the child first.');
  });

  it('trims text and turns empty values into null so the view shows its fallbacks', () => {
    const post = blogPostFromApi(apiPost, 'en', (html) => html);
    expect(post.title).toBe('Preparing for school interviews');
    expect(post.category).toBe('Schools');
    expect(post.author).toBeNull();
    expect(post.publishedAt).toBe('2025-02-01T08:00:00.000Z');
    expect(post.publishedOn).toBe('1 February 2025');
  });

  it('prefers the explicit meta description', () => {
    expect(blogPostFromApi({ ...apiPost, meta_description: 'Given' }, 'en', (html) => html).metaDescription).toBe('Given');
  });
});

describe('safeImageUrl', () => {
  it('keeps http(s) images only', () => {
    expect(safeImageUrl('https://cdn.example.ae/a.jpg')).toBe('https://cdn.example.ae/a.jpg');
    expect(safeImageUrl('http://127.0.0.1:4000/media/a.jpg')).toBe('http://127.0.0.1:4000/media/a.jpg');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageUrl('/relative.jpg')).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
