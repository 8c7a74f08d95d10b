/**
 * The blog search's rule on top of Pagefind: a post is found when it holds the typed word in some
 * form (the same stem, as Pagefind's stemmer has it: "nannies" finds "nanny") or a word that starts
 * with it ("nan" finds "nanny"). Never a word that is only the start of the typed one: when no
 * indexed word fits, Pagefind backtracks to the longest indexed word the typed one starts with, so
 * "слон" found every post with the preposition "с", "dog" every "do", "فيل" every "في". Pagefind
 * has no option to turn that off (1.6), so each word is checked here, and a word no post holds
 * finds nothing.
 */
import type { Pagefind, PagefindResultData, PagefindSearch } from './pagefind-client';
import { excerptParts } from './search-excerpt';

/** Pagefind's own reading of a query ("exact" when the whole query is in double quotes): it never backtracks then. */
const EXACT_QUERY = /^\s*".+"\s*$/;
/** What Pagefind drops from a query before it searches: dashes, brackets, quotes and other punctuation. */
const PUNCTUATION = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** A word as Pagefind compares it: lower case, without accents or Arabic short vowels. */
export function searchForm(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The words of a query, each as Pagefind searches for it. */
export function queryWords(query: string): string[] {
  return searchForm(query.replace(PUNCTUATION, '')).split(/\s+/).filter((word) => word !== '');
}

/**
 * Whether a word of a page starts with the searched word. A page's word is what stands between
 * spaces ("u.ae", "live-in"): Pagefind also indexes its parts and the parts joined.
 */
export function beginsWith(pageWord: string, word: string): boolean {
  const form = searchForm(pageWord);
  const parts = form.split(/[^\p{L}\p{N}]+/u);
  return [form.replace(/[^\p{L}\p{N}]+/gu, ''), ...parts].some((part) => part.startsWith(word));
}

/** The words Pagefind matched in a result: those it highlighted in the passage, and the title's. */
function matchedWords(result: PagefindResultData): string[] {
  const marked = excerptParts(result.excerpt).flatMap((part) => (part.mark ? part.text.split(/\s+/) : []));
  return [...marked, ...(result.meta.title ?? '').split(/\s+/)];
}

async function topResultBeginsWith(search: PagefindSearch, word: string): Promise<boolean> {
  const top = search.results[0];
  if (!top) return false;
  return matchedWords(await top.data()).some((pageWord) => beginsWith(pageWord, word));
}

/**
 * Whether some post holds the word: the best result of the whole query shows it (the usual case,
 * no extra search), or Pagefind finds the word's stem as such (an exact search never backtracks),
 * or the word searched alone finds a post with a word starting with it. When Pagefind backtracks,
 * every result came from the same shorter word, so the best one tells.
 */
async function someoneHolds(pagefind: Pagefind, whole: PagefindSearch, word: string): Promise<boolean> {
  if (await topResultBeginsWith(whole, word)) return true;
  if ((await pagefind.search(`"${word}"`)).results.length > 0) return true;
  return topResultBeginsWith(await pagefind.search(word), word);
}

/**
 * The posts that match a query, best first, as Pagefind ranks them; null when a newer query
 * replaced this one while Pagefind waited for the typing to pause.
 */
export async function searchPosts(pagefind: Pagefind, query: string): Promise<PagefindSearch | null> {
  const whole = await pagefind.debouncedSearch(query);
  if (!whole || whole.results.length === 0 || EXACT_QUERY.test(query)) return whole;
  for (const word of queryWords(query)) {
    if (!(await someoneHolds(pagefind, whole, word))) return { results: [] };
  }
  return whole;
}
