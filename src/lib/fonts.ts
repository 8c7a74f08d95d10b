/**
 * The site's web fonts: which files exist, the @font-face rules that name them, and what each
 * language preloads. Fonts are plain files under /static/fonts (copied from the @fontsource
 * packages at build time), never data: URLs in the HTML. Only the latin, cyrillic and arabic
 * subsets exist (and a few arrows); `unicode-range` makes a page download only the subsets its text uses, and the
 * Arabic families are only in the font stacks of /ar/ pages (src/styles/global.css), so en and ru
 * pages never download them.
 */
import notoSansUnicode from '@fontsource/noto-sans/unicode.json';
import notoSansArabicUnicode from '@fontsource/noto-sans-arabic/unicode.json';
import notoKufiArabicUnicode from '@fontsource/noto-kufi-arabic/unicode.json';
import playfairUnicode from '@fontsource/playfair-display/unicode.json';
import notoSansPackage from '@fontsource/noto-sans/package.json';
import notoSansArabicPackage from '@fontsource/noto-sans-arabic/package.json';
import notoKufiArabicPackage from '@fontsource/noto-kufi-arabic/package.json';
import playfairPackage from '@fontsource/playfair-display/package.json';
import notoSansMetrics from '@capsizecss/metrics/notoSans';
import playfairMetrics from '@capsizecss/metrics/playfairDisplay';
import arialMetrics from '@capsizecss/metrics/arial';
import timesMetrics from '@capsizecss/metrics/timesNewRoman';
import type { Language } from './constants';

export type Subset = 'latin' | 'cyrillic' | 'arabic' | 'symbols';

interface FontPackage {
  /** npm package id after `@fontsource/`, also the prefix of its file names. */
  id: string;
  family: string;
  version: string;
  unicode: Record<string, string>;
}

const NOTO_SANS: FontPackage = { id: 'noto-sans', family: 'Noto Sans', version: notoSansPackage.version, unicode: notoSansUnicode };
const NOTO_SANS_ARABIC: FontPackage = {
  id: 'noto-sans-arabic',
  family: 'Noto Sans Arabic',
  version: notoSansArabicPackage.version,
  unicode: notoSansArabicUnicode,
};
const NOTO_KUFI_ARABIC: FontPackage = {
  id: 'noto-kufi-arabic',
  family: 'Noto Kufi Arabic',
  version: notoKufiArabicPackage.version,
  unicode: notoKufiArabicUnicode,
};
const PLAYFAIR: FontPackage = { id: 'playfair-display', family: 'Playfair Display', version: playfairPackage.version, unicode: playfairUnicode };

export interface FontFile {
  font: FontPackage;
  weight: 400 | 600 | 700;
  subset: Subset;
  /** Declared under another family's name for only these characters (see ARROWS). */
  as?: { family: string; unicodeRange: string };
}

const faces = (font: FontPackage, weights: FontFile['weight'][], subsets: Subset[]): FontFile[] =>
  weights.flatMap((weight) => subsets.map((subset) => ({ font, weight, subset })));

/**
 * Noto Sans has no arrows; the links' "→" and "←" come from Noto Sans Arabic's small symbols
 * subset (under the body family's name, for the arrows only), as they always have.
 */
const ARROWS = { family: NOTO_SANS.family, unicodeRange: 'U+2190-2199' };

/** Every face the site declares: body text in three weights, headings in one. */
export const FONT_FILES: readonly FontFile[] = [
  ...faces(NOTO_SANS, [400, 600, 700], ['latin', 'cyrillic']),
  ...faces(PLAYFAIR, [600], ['latin', 'cyrillic']),
  ...faces(NOTO_SANS_ARABIC, [400, 600], ['arabic']),
  // Latin words in Arabic headings (the brand name) are set in Kufi's own Latin letters.
  ...faces(NOTO_KUFI_ARABIC, [600], ['arabic', 'latin']),
  ...faces(NOTO_SANS_ARABIC, [400, 600], ['symbols']).map((file) => ({ ...file, as: ARROWS })),
];

export const FONTS_URL_PATH = '/static/fonts';

/** "noto-sans-latin-400-normal.woff2": the file's name inside the @fontsource package. */
export function packageFileName(file: FontFile): string {
  return `${file.font.id}-${file.subset}-${file.weight}-normal.woff2`;
}

/** The package version is part of the path, so the files can be cached for a year as immutable. */
export function fontUrl(file: FontFile): string {
  return `${FONTS_URL_PATH}/${file.font.id}-${file.font.version}/${packageFileName(file)}`;
}

/** Where the build copies a file from: a path inside node_modules. */
export function packageModulePath(file: FontFile): string {
  return `@fontsource/${file.font.id}/files/${packageFileName(file)}`;
}

function unicodeRange(file: FontFile): string {
  const range = file.as?.unicodeRange ?? file.font.unicode[file.subset];
  if (!range) throw new Error(`${file.font.id} has no ${file.subset} subset`);
  return range;
}

function fontFaceRule(file: FontFile): string {
  return (
    `@font-face{font-family:'${file.as?.family ?? file.font.family}';font-style:normal;font-weight:${file.weight};font-display:swap;` +
    `src:url(${fontUrl(file)}) format('woff2');unicode-range:${unicodeRange(file)}}`
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
 * (the method of Next.js's and fontaine's fallbacks).
 */
export function fallbackFaceRule(family: string, font: Metrics, localNames: string[], local: Metrics): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const percent = (value: number) => `${((value / font.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return (
    `@font-face{font-family:'${family}';src:${localNames.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${percent(font.ascent)};` +
    `descent-override:${percent(Math.abs(font.descent))};line-gap-override:${percent(font.lineGap)}}`
  );
}

/** Liberation Sans and Serif have Arial's and Times New Roman's metrics, for Linux machines. */
const FALLBACK_FACES = [
  fallbackFaceRule('Noto Sans Fallback', notoSansMetrics, ['Arial', 'ArialMT', 'Liberation Sans'], arialMetrics),
  fallbackFaceRule('Playfair Display Fallback', playfairMetrics, ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'], timesMetrics),
];

/**
 * The whole stylesheet, the same on every page (a few hundred bytes gzip): declaring a face
 * downloads nothing, and client-side navigation to another language finds its faces declared.
 */
export function fontFaceCss(): string {
  return [...FONT_FILES.map(fontFaceRule), ...FALLBACK_FACES].join('');
}

const find = (font: FontPackage, weight: FontFile['weight'], subset: Subset) =>
  FONT_FILES.find((file) => file.font === font && file.weight === weight && file.subset === subset && !file.as)!;

/**
 * Preloaded per language: the heading face (the banner title is the largest text above the fold)
 * and the regular body face, so the first paint already uses them.
 */
const PRELOADS: Record<Language, FontFile[]> = {
  en: [find(PLAYFAIR, 600, 'latin'), find(NOTO_SANS, 400, 'latin')],
  ru: [find(PLAYFAIR, 600, 'cyrillic'), find(NOTO_SANS, 400, 'cyrillic')],
  ar: [find(NOTO_KUFI_ARABIC, 600, 'arabic'), find(NOTO_SANS_ARABIC, 400, 'arabic')],
};

export function fontPreloadUrls(language: Language): string[] {
  return PRELOADS[language].map(fontUrl);
}
