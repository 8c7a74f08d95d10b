import fs from 'fs';
import { ARABIC_TEXT_RANGE, FONT_FILES, fallbackFaceRule, fontFaceCss, fontPreloadUrls, fontUrl, packageModulePath } from './fonts';

describe('fonts', () => {
  test('every declared face is a file the @fontsource packages ship', () => {
    for (const file of FONT_FILES) expect(fs.existsSync(require.resolve(packageModulePath(file)))).toBe(true);
  });

  test('only the latin, cyrillic and arabic subsets are declared, each with its unicode-range', () => {
    const css = fontFaceCss();
    expect(new Set(FONT_FILES.map((file) => file.subset))).toEqual(new Set(['latin', 'cyrillic', 'arabic']));
    // Fallback faces for Noto Sans 400, 600, 700 and Playfair 600, a Latin and a Cyrillic one each;
    // every face, fallbacks too, is limited to its characters.
    expect(css.match(/@font-face/g)?.length).toBe(FONT_FILES.length + 8);
    expect(css.match(/unicode-range:U\+/g)?.length).toBe(FONT_FILES.length + 8);
    expect(css).not.toMatch(/data:|devanagari|greek|vietnamese/);
    expect(css.match(/font-display:swap/g)?.length).toBe(FONT_FILES.length);
  });

  test('the Arabic faces are trimmed to Arabic text, under their own file names', () => {
    const arabic = FONT_FILES.filter((file) => file.subset === 'arabic');
    expect(arabic.length).toBeGreaterThan(0);
    for (const file of arabic) {
      expect(file.trimTo).toBe(ARABIC_TEXT_RANGE);
      expect(fontUrl(file)).toMatch(/-arabic-text-[0-9a-z]+-\d00-normal\.woff2$/);
      // Another range is another file: an immutable cache never holds the old one under its name.
      expect(fontUrl({ ...file, trimTo: `${ARABIC_TEXT_RANGE},U+0750-077F` })).not.toBe(fontUrl(file));
      expect(fontFaceCss()).toContain(`src:url(${fontUrl(file)}) format('woff2');unicode-range:${ARABIC_TEXT_RANGE}}`);
    }
    expect(FONT_FILES.filter((file) => file.subset !== 'arabic').every((file) => !file.trimTo)).toBe(true);
  });

  test('URLs carry the package version, so a new release never hits a stale immutable cache', () => {
    expect(fontUrl(FONT_FILES[0])).toMatch(/^\/static\/fonts\/noto-sans-\d+\.\d+\.\d+\/noto-sans-latin-400-normal\.woff2$/);
  });

  test('each language preloads the faces its text needs first, never an Arabic one outside Arabic', () => {
    // Every language also preloads the Latin body face: its spaces, digits and punctuation are there.
    expect(fontPreloadUrls('en').join()).toMatch(/playfair-display-latin-600.*noto-sans-latin-400/);
    expect(fontPreloadUrls('ru').join()).toMatch(/playfair-display-cyrillic-600.*noto-sans-cyrillic-400.*noto-sans-latin-400/);
    expect(fontPreloadUrls('ar').join()).toMatch(/noto-kufi-arabic-arabic-text-[0-9a-z]+-600.*noto-sans-arabic-arabic-text-[0-9a-z]+-400.*noto-sans-latin-400/);
    expect([...fontPreloadUrls('en'), ...fontPreloadUrls('ru')].join()).not.toMatch(/arabic/);
  });

  test('a fallback face is scaled to the web font and takes its vertical metrics', () => {
    const web = { ascent: 1000, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const local = { ascent: 1800, descent: -400, lineGap: 60, unitsPerEm: 2000, xWidthAvg: 800 };
    // 0.5 / 0.4 = 125 %; the ascent 1.0 em then needs 80 % of the resized face.
    expect(fallbackFaceRule('X Fallback', 700, web, ['Arial'], local, 'U+0000-00FF')).toBe(
      "@font-face{font-family:'X Fallback';font-weight:700;src:local('Arial');size-adjust:125.00%;ascent-override:80.00%;descent-override:20.00%;line-gap-override:0.00%;unicode-range:U+0000-00FF}",
    );
  });
});
