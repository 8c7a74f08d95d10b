/** @jest-environment node */
import path from 'path';
import vm from 'vm';
import { bundleInlineScript, inlineScriptDefinitions } from './inline-script';

const script = bundleInlineScript(path.resolve('src/lib/language-redirect-entry.ts'));

/** Runs the shipped script as a browser would at `url` with `saved` in localStorage; gives where it went. */
function arrive(url: string, saved: string | null, storageThrows = false): string | null {
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
  vm.runInNewContext(script, { location, window: { localStorage } });
  return replacedWith;
}

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

  it('reaches gatsby-ssr as a string definition', () => {
    expect(JSON.parse(inlineScriptDefinitions().__LANGUAGE_REDIRECT_SCRIPT__)).toBe(script);
  });
});
