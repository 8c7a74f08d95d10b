/**
 * The blog's live title search: case-insensitive, as the visitor types, empty shows everything.
 * Pure so the list page and the side column filter the same way and tests can pin it down.
 */

// Arabic short vowels, shadda, sukun, superscript alef and tatweel change how a word is typed,
// not which word it is; visitors rarely type them, so they never decide a match.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Hamza-carrying alefs and alef maqsura are typed interchangeably with their plain forms.
const ARABIC_ALEFS = /[\u0622\u0623\u0625\u0671]/g;

/** The form of a title or query that matching compares. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_ALEFS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .toLowerCase()
    // Russian readers type "е" for "ё" almost always.
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The items whose title contains the query, in their original order; all of them for an empty query. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (needle === '') return [...items];
  return items.filter((item) => normalizeForSearch(item.title).includes(needle));
}
