/** @jest-environment node */
import vm from 'vm';
import { fc, test } from '@fast-check/jest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@efe/shared/constants';
import { isLanguage, languageFromPath } from '@efe/shared/language';
import { inlineScriptDefinitions, languageRedirectScript } from './inline-script';

const script = languageRedirectScript(false);
/** The same, as Arabic and Russian pages carry it. */
const prefixedScript = languageRedirectScript(true);

/**
 * Runs the shipped script as a browser would at `url` with `saved` in localStorage; gives where it
 * went, and whether it touched the storage (`read`).
 */
function visit(url: string, saved: string | null, storageThrows = false, shipped = script): { to: string | null; read: boolean } {
  // Split by hand: new URL would read "//evil.example" as a host, a browser's pathname keeps it.
  const [, pathname, search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url) ?? [];
  let replacedWith: string | null = null;
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'language' ? saved : null;
    },
  };
  const location = { pathname, search, hash, replace: (to: string) => void (replacedWith = to) };
  let read = false;
  const window = {
    get localStorage() {
      read = true;
      return localStorage;
    },
  };
  vm.runInNewContext(shipped, { location, window });
  return { to: replacedWith, read };
}

const arrive = (url: string, saved: string | null, storageThrows = false) => visit(url, saved, storageThrows).to;

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const pathUnder = (first: fc.Arbitrary<string>) =>
  fc.tuple(first, fc.array(segment, { maxLength: 3 }), fc.boolean()).map(([head, rest, slash]) => `/${[head, ...rest].join('/')}${slash ? '/' : ''}`);

describe('the language redirect script in <head>', () => {
  it('is self-contained and small enough to inline on every page', () => {
    expect(script).not.toMatch(/\brequire\(|\bimport\b/);
    expect(script.length).toBeLessThan(1200);
  });

  it('sends an unprefixed URL to the saved language, keeping query and hash', () => {
    expect(arrive('/about-us?x=1#team', 'ar')).toBe('/ar/about-us?x=1#team');
    expect(arrive('/', 'ru')).toBe('/ru');
  });

  it('drops a trailing slash and never leaves the site', () => {
    expect(arrive('/about-us/', null)).toBe('/about-us');
    expect(arrive('//evil.example/', null)).toBe('/evil.example');
  });

  it('stays put on English, a prefixed path, junk in storage or storage that throws', () => {
    expect(arrive('/about-us', 'en')).toBeNull();
    expect(arrive('/ru/about-us', 'ar')).toBeNull();
    expect(arrive('/about-us', '"><script>')).toBeNull();
    expect(arrive('/about-us', 'ar', true)).toBeNull();
  });

  // The first read of localStorage in a page waits, in the page's first task, on two synchronous
  // calls to the browser process (may this page use storage; the storage's contents): beside a
  // busy process that wait made this script run 50-80 ms. A prefixed path names its language, so
  // what is saved cannot move it.
  test.prop([pathUnder(fc.constantFrom(...LANGUAGES)), fc.constantFrom(null, ...LANGUAGES)])('reads no storage on a path that names its language', (url, saved) => {
    expect(visit(url, saved).read).toBe(false);
  });

  test.prop([pathUnder(segment.filter((first) => !isLanguage(first))), fc.constantFrom('ar', 'ru')])(
    'reads the storage on an unprefixed path and goes to the saved language',
    (url, saved) => {
      const { to, read } = visit(url, saved);
      expect(read).toBe(true);
      expect(to).toBe(`/${saved}${url.replace(/\/$/, '')}`);
    },
  );

  it('reaches gatsby-ssr as a string definition, for the unprefixed and the prefixed pages', () => {
    expect(JSON.parse(inlineScriptDefinitions().__LANGUAGE_REDIRECT_SCRIPT__)).toBe(script);
    expect(JSON.parse(inlineScriptDefinitions().__PREFIXED_LANGUAGE_REDIRECT_SCRIPT__)).toBe(prefixedScript);
  });

  // Every Arabic and Russian page carries it: nothing of the languages nor of the storage, which it never reads.
  it('is, for the prefixed pages, less than half the size and without the storage', () => {
    expect(prefixedScript).not.toMatch(/\brequire\(|\bimport\b|localStorage/);
    expect(prefixedScript.length).toBeLessThan(script.length / 2);
  });

  // Any URL an Arabic or Russian page is served at: one whose language (as the server reads it) is theirs.
  const slashes = fc.constantFrom('', '/', '//', '\\');
  const prefixedUrl = fc
    .tuple(slashes, pathUnder(fc.constantFrom('ar', 'ru')), slashes)
    .map(([before, prefixed, after]) => `${before}${prefixed}${after}`)
    .filter((url) => languageFromPath(url) !== DEFAULT_LANGUAGE);
  test.prop([prefixedUrl, fc.constantFrom(null, 'junk', ...LANGUAGES), fc.boolean()])(
    'sends a prefixed page\'s URL where the whole script would, and reads no storage',
    (url, saved, storageThrows) => {
      const shipped = visit(url, saved, storageThrows, prefixedScript);
      expect(shipped.to).toBe(arrive(url, saved, storageThrows));
      expect(shipped.read).toBe(false);
    },
  );
});
