/**
 * The site's web fonts: which files exist, the @font-face rules that name them, and what each
 * language preloads. Fonts are plain files under /static/fonts (copied from the @fontsource
 * packages at build time), never data: URLs in the HTML. Only the latin, cyrillic and arabic
 * subsets exist; `unicode-range` makes a page download only the subsets its
 * text uses, and the Arabic families are only in the font stacks of /ar/ pages
 * (src/styles/global.css), so en and ru pages never download them. The Arabic faces are trimmed
 * further at build time (gatsby/copy-fonts.ts) to the characters Arabic text uses.
 */
import { createHash } from 'node:crypto';
import notoSansUnicode from '@fontsource/noto-sans/unicode.json';
import notoSansArabicUnicode from '@fontsource/noto-sans-arabic/unicode.json';
import notoKufiArabicUnicode from '@fontsource/noto-kufi-arabic/unicode.json';
import playfairUnicode from '@fontsource/playfair-display/unicode.json';
import notoSansPackage from '@fontsource/noto-sans/package.json';
import notoSansArabicPackage from '@fontsource/noto-sans-arabic/package.json';
import notoKufiArabicPackage from '@fontsource/noto-kufi-arabic/package.json';
import playfairPackage from '@fontsource/playfair-display/package.json';
import notoSansMetrics from '@capsizecss/metrics/notoSans';
import notoSans600Metrics from '@capsizecss/metrics/notoSans/600';
import notoSans700Metrics from '@capsizecss/metrics/notoSans/700';
import playfair600Metrics from '@capsizecss/metrics/playfairDisplay/600';
import arialMetrics from '@capsizecss/metrics/arial';
import arialBoldMetrics from '@capsizecss/metrics/arial/700';
import timesBoldMetrics from '@capsizecss/metrics/timesNewRoman/700';
import type { Language } from '@efe/shared/constants';

export type Subset = 'latin' | 'cyrillic' | 'arabic';

interface FontPackage {
  /** npm package id after `@fontsource/`, also the prefix of its file names. */
  id: string;
  family: string;
  version: string;
  unicode: Record<string, string>;
}

const fontPackage = (id: string, family: string, { version }: { version: string }, unicode: Record<string, string>): FontPackage => ({
  id,
  family,
  version,
  unicode,
});

const NOTO_SANS = fontPackage('noto-sans', 'Noto Sans', notoSansPackage, notoSansUnicode);
const NOTO_SANS_ARABIC = fontPackage('noto-sans-arabic', 'Noto Sans Arabic', notoSansArabicPackage, notoSansArabicUnicode);
const NOTO_KUFI_ARABIC = fontPackage('noto-kufi-arabic', 'Noto Kufi Arabic', notoKufiArabicPackage, notoKufiArabicUnicode);
const PLAYFAIR = fontPackage('playfair-display', 'Playfair Display', playfairPackage, playfairUnicode);

export interface FontFile {
  font: FontPackage;
  weight: 400 | 600 | 700;
  subset: Subset;
  /** When set, the build keeps only these characters (a unicode-range) and what shaping them needs. */
  trimTo?: string;
}

/**
 * What Arabic text uses: the Arabic block, joiners, Arabic punctuation and the presentation forms
 * old documents paste in. Fontsource's arabic subset also carries the letters of other languages
 * written in Arabic script and the ligature block (U+0750-08FF, U+FB50-FDFF): more than half of each
 * file. A rare character from those falls back to the next font of the stack.
 */
export const ARABIC_TEXT_RANGE = 'U+0600-06FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FE70-FE74,U+FE76-FEFC';

const faces = (font: FontPackage, weights: FontFile['weight'][], subsets: Subset[]): FontFile[] =>
  weights.flatMap((weight) => subsets.map((subset) => ({ font, weight, subset, ...(subset === 'arabic' ? { trimTo: ARABIC_TEXT_RANGE } : {}) })));

/** Every face the site declares: body text in three weights, headings in one. */
export const FONT_FILES: readonly FontFile[] = [
  ...faces(NOTO_SANS, [400, 600, 700], ['latin', 'cyrillic']),
  ...faces(PLAYFAIR, [600], ['latin', 'cyrillic']),
  ...faces(NOTO_SANS_ARABIC, [400, 600], ['arabic']),
  // Latin words in Arabic headings (the brand name) are set in Kufi's own Latin letters.
  ...faces(NOTO_KUFI_ARABIC, [600], ['arabic', 'latin']),
];

const FONTS_URL_PATH = '/static/fonts';

/** "noto-sans-latin-400-normal.woff2": the file's name inside the @fontsource package. */
function packageFileName(file: FontFile, subsetName: string = file.subset): string {
  return `${file.font.id}-${subsetName}-${file.weight}-normal.woff2`;
}

/** A short name for a character range (the start of its SHA-256): part of a trimmed file's name. */
function rangeName(range: string): string {
  return createHash('sha256').update(range).digest('hex').slice(0, 10);
}

/**
 * The package version is part of the path, and a trimmed file's name says which characters it
 * kept, so each URL names one content: the files can be cached for a year as immutable, and the
 * build makes a trimmed file only when its URL is new (gatsby/copy-fonts.ts).
 */
export function fontUrl(file: FontFile): string {
  const name = packageFileName(file, file.trimTo ? `${file.subset}-text-${rangeName(file.trimTo)}` : file.subset);
  return `${FONTS_URL_PATH}/${file.font.id}-${file.font.version}/${name}`;
}

/** Where the build copies a file from: a path inside node_modules. */
export function packageModulePath(file: FontFile): string {
  return `@fontsource/${file.font.id}/files/${packageFileName(file)}`;
}

function unicodeRange(font: FontPackage, subsets: Subset[]): string {
  return subsets
    .map((subset) => {
      const range = font.unicode[subset];
      if (!range) throw new Error(`${font.id} has no ${subset} subset`);
      return range;
    })
    .join(',');
}

function fontFaceRule(file: FontFile): string {
  return (
    `@font-face{font-family:'${file.font.family}';font-style:normal;font-weight:${file.weight};font-display:swap;` +
    `src:url(${fontUrl(file)}) format('woff2');unicode-range:${file.trimTo ?? unicodeRange(file.font, [file.subset])}}`
  );
}

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * A local font resized to the web font's average glyph width and given its vertical metrics, so
 * text set in it while the web font loads takes the same room and nothing moves when it swaps
 * (the method of Next.js's and fontaine's fallbacks). It stands in only for the characters the
 * web font has (`unicodeRange`); others, such as the links' arrows, go on down the font stack.
 * One face per weight: a bold made up from the regular face is narrower than the web font's bold.
 */
export function fallbackFaceRule(
  family: string,
  weight: FontFile['weight'],
  font: Metrics,
  localNames: string[],
  local: Metrics,
  unicodeRange: string,
): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const percent = (value: number) => `${((value / font.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return (
    `@font-face{font-family:'${family}';font-weight:${weight};src:${localNames.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${percent(font.ascent)};` +
    `descent-override:${percent(Math.abs(font.descent))};line-gap-override:${percent(font.lineGap)};unicode-range:${unicodeRange}}`
  );
}

/** Liberation Sans and Serif have Arial's and Times New Roman's metrics, for Linux machines. */
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'];
const TIMES_BOLD = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'];

interface Fallback {
  font: FontPackage;
  weight: FontFile['weight'];
  web: Metrics;
  localNames: string[];
  local: Metrics;
  /**
   * Capsize's average widths weigh letters as English uses them. Russian letters come out this
   * much wider (> 1) or narrower in the local font than in the web font, so the Cyrillic fallback
   * face is scaled by the inverse. Measured in Chromium on the site's Russian pages
   * (e2e/fonts.spec.ts checks it); without it Russian text took 1.2-1.4 % more or less room in
   * the fallback, enough to wrap a line differently and move what follows when the font came.
   */
  cyrillicWidth: number;
}

export const FALLBACKS: readonly Fallback[] = [
  { font: NOTO_SANS, weight: 400, web: notoSansMetrics, localNames: ARIAL, local: arialMetrics, cyrillicWidth: 1.015 },
  { font: NOTO_SANS, weight: 600, web: notoSans600Metrics, localNames: ARIAL_BOLD, local: arialBoldMetrics, cyrillicWidth: 1.008 },
  { font: NOTO_SANS, weight: 700, web: notoSans700Metrics, localNames: ARIAL_BOLD, local: arialBoldMetrics, cyrillicWidth: 1.005 },
  { font: PLAYFAIR, weight: 600, web: playfair600Metrics, localNames: TIMES_BOLD, local: timesBoldMetrics, cyrillicWidth: 0.986 },
];

const FALLBACK_FACES = FALLBACKS.flatMap(({ font, weight, web, localNames, local, cyrillicWidth }) => [
  fallbackFaceRule(`${font.family} Fallback`, weight, web, localNames, local, unicodeRange(font, ['latin'])),
  fallbackFaceRule(`${font.family} Fallback`, weight, { ...web, xWidthAvg: web.xWidthAvg / cyrillicWidth }, localNames, local, unicodeRange(font, ['cyrillic'])),
]);

/**
 * The whole stylesheet, the same on every page (a few hundred bytes gzip): declaring a face
 * downloads nothing, and client-side navigation to another language finds its faces declared.
 */
export function fontFaceCss(): string {
  return [...FONT_FILES.map(fontFaceRule), ...FALLBACK_FACES].join('');
}

const find = (font: FontPackage, weight: FontFile['weight'], subset: Subset) =>
  FONT_FILES.find((file) => file.font === font && file.weight === weight && file.subset === subset)!;

/**
 * Preloaded per language: the heading face (the banner title is the largest text above the fold)
 * and the regular body face, so the first paint already uses them. Every language's text takes its
 * spaces, digits and punctuation from Noto Sans's Latin file (the Cyrillic and trimmed Arabic files
 * have none), so it is preloaded too: found only after layout, it came late and rewrapped the
 * Russian and Arabic text it set (CLS 0.007 on /ru/contact-us, 0.021 on /ar/blogs). Arabic has no
 * size-matched local fallback, so its bold body face (the banner's button) is preloaded as well.
 */
const LATIN_BODY = find(NOTO_SANS, 400, 'latin');
const PRELOADS: Record<Language, FontFile[]> = {
  en: [find(PLAYFAIR, 600, 'latin'), LATIN_BODY],
  ru: [find(PLAYFAIR, 600, 'cyrillic'), find(NOTO_SANS, 400, 'cyrillic'), LATIN_BODY],
  ar: [find(NOTO_KUFI_ARABIC, 600, 'arabic'), find(NOTO_SANS_ARABIC, 400, 'arabic'), find(NOTO_SANS_ARABIC, 600, 'arabic'), LATIN_BODY],
};

export function fontPreloadUrls(language: Language): string[] {
  return PRELOADS[language].map(fontUrl);
}
