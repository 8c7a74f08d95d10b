import { blogFallbackMatchPath, blogFallbackPagePath, blogSlugFromPath } from './blog-paths';

describe('blogSlugFromPath', () => {
  it('reads the slug in every language', () => {
    expect(blogSlugFromPath('/blogs/choosing-a-nanny')).toBe('choosing-a-nanny');
    expect(blogSlugFromPath('/ar/blogs/choosing-a-nanny')).toBe('choosing-a-nanny');
    expect(blogSlugFromPath('/ru/blogs/choosing-a-nanny')).toBe('choosing-a-nanny');
  });

  it('ignores a trailing slash and decodes percent-encoding', () => {
    expect(blogSlugFromPath('/blogs/new-post/')).toBe('new-post');
    expect(blogSlugFromPath('/ru/blogs/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C')).toBe('новость');
  });

  it('finds no slug in addresses that name no post', () => {
    expect(blogSlugFromPath('/blogs')).toBeNull();
    expect(blogSlugFromPath('/ar/blogs/')).toBeNull();
    expect(blogSlugFromPath('/blogs/__fallback')).toBeNull();
    expect(blogSlugFromPath('/blogs/a/b')).toBeNull();
    expect(blogSlugFromPath('/about-us')).toBeNull();
    expect(blogSlugFromPath('/blogs/%E0%A4%A')).toBeNull();
    expect(blogSlugFromPath('/blogs/..%2F..%2Fapi')).toBeNull();
    expect(blogSlugFromPath('/blogs/%3Cscript%3E')).toBeNull();
    expect(blogSlugFromPath(`/blogs/${'a'.repeat(201)}`)).toBeNull();
  });
});

describe('fallback page paths', () => {
  it('are prefixed for Arabic and Russian only', () => {
    expect(blogFallbackPagePath('en')).toBe('/blogs/__fallback');
    expect(blogFallbackPagePath('ar')).toBe('/ar/blogs/__fallback');
    expect(blogFallbackMatchPath('en')).toBe('/blogs/:slug');
    expect(blogFallbackMatchPath('ru')).toBe('/ru/blogs/:slug');
  });
});
