import {
  absoluteUrl,
  arrivalRedirect,
  directionOf,
  languageFromPath,
  localizePath,
  stripLanguagePrefix,
  switchLanguageUrl,
  textLanguageAttributes,
  trailingSlashRedirect,
} from './language';

describe('textLanguageAttributes', () => {
  it('marks text in another language than the page with its language and direction', () => {
    expect(textLanguageAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageAttributes('en', 'ru')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageAttributes('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('marks nothing for text in the page language or of unknown language', () => {
    expect(textLanguageAttributes('ar', 'ar')).toEqual({});
    expect(textLanguageAttributes(null, 'ar')).toEqual({});
    expect(textLanguageAttributes(undefined, 'ru')).toEqual({});
  });
});

describe('languageFromPath', () => {
  it.each([
    ['/', 'en'],
    ['/about-us', 'en'],
    ['/en/about-us', 'en'],
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/blogs/some-post', 'ar'],
    ['/ru/contact-us', 'ru'],
    ['/fr/about-us', 'en'],
    ['/arabic', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe('direction', () => {
  it('is rtl only for Arabic', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('ru')).toBe('ltr');
  });
});

describe('localizePath', () => {
  it('adds no prefix for English and a prefix for Arabic and Russian', () => {
    expect(localizePath('/about-us', 'en')).toBe('/about-us');
    expect(localizePath('/about-us', 'ar')).toBe('/ar/about-us');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/', 'en')).toBe('/');
  });
  it('replaces an existing prefix', () => {
    expect(localizePath('/ru/blogs', 'ar')).toBe('/ar/blogs');
    expect(localizePath('/ar', 'en')).toBe('/');
    expect(stripLanguagePrefix('/ar/blogs/x')).toBe('/blogs/x');
  });
});

describe('trailingSlashRedirect', () => {
  it('removes a trailing slash from non-root paths only', () => {
    expect(trailingSlashRedirect('/about-us/')).toBe('/about-us');
    expect(trailingSlashRedirect('/ar/')).toBe('/ar');
    expect(trailingSlashRedirect('/')).toBeNull();
    expect(trailingSlashRedirect('/about-us')).toBeNull();
  });

  it.each([
    ['//evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['\\/\\evil.example/x/', '/evil.example/x'],
    ['///', '/'],
  ])('never sends %s to another site (gives %s)', (path, target) => {
    expect(trailingSlashRedirect(path)).toBe(target);
  });
});

describe('arrivalRedirect', () => {
  it('sends an unprefixed URL to the saved Arabic or Russian path', () => {
    expect(arrivalRedirect('/about-us', () => 'ar')).toBe('/ar/about-us');
    expect(arrivalRedirect('/', () => 'ru')).toBe('/ru');
  });
  it('does nothing for English, nothing saved, junk, or an already prefixed URL', () => {
    expect(arrivalRedirect('/about-us', () => 'en')).toBeNull();
    expect(arrivalRedirect('/about-us', () => null)).toBeNull();
    expect(arrivalRedirect('/about-us', () => 'de')).toBeNull();
    expect(arrivalRedirect('/ru/about-us', () => 'ar')).toBeNull();
    expect(arrivalRedirect('/', () => null)).toBeNull();
  });
  it('drops a trailing slash, then applies the saved language', () => {
    expect(arrivalRedirect('/about-us/', () => null)).toBe('/about-us');
    expect(arrivalRedirect('/about-us/', () => 'ru')).toBe('/ru/about-us');
    expect(arrivalRedirect('/ar/', () => 'ru')).toBe('/ar');
  });
  it('never leaves the site', () => {
    expect(arrivalRedirect('//evil.example', () => null)).toBe('/evil.example');
    expect(arrivalRedirect('//evil.example', () => 'ar')).toBe('/ar/evil.example');
  });
});

describe('switchLanguageUrl', () => {
  it('keeps the page, query string and hash', () => {
    expect(switchLanguageUrl({ pathname: '/contact-us', search: '?q=1', hash: '#x' }, 'ar', 'page')).toBe(
      '/ar/contact-us?q=1#x',
    );
    expect(switchLanguageUrl({ pathname: '/ar/contact-us', search: '?q=1', hash: '#x' }, 'en', 'page')).toBe(
      '/contact-us?q=1#x',
    );
  });
  it('sends blog posts and the 404 page to the language root', () => {
    expect(switchLanguageUrl({ pathname: '/blogs/a-post' }, 'ru', 'blogPost')).toBe('/ru');
    expect(switchLanguageUrl({ pathname: '/ar/nowhere' }, 'en', 'notFound')).toBe('/');
  });
});

describe('absoluteUrl', () => {
  it('joins without double slashes', () => {
    expect(absoluteUrl('https://example.ae/', '/ar/blogs')).toBe('https://example.ae/ar/blogs');
    expect(absoluteUrl('https://example.ae', '/')).toBe('https://example.ae/');
  });
});
