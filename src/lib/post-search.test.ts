/** @jest-environment node */
import { fc, test } from '@fast-check/jest';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { seedSearchFixture, type SearchFixture } from '../../test-support/pagefind-fixture';
import type { Pagefind } from './pagefind-client';
import { beginsWith, queryWords, searchForm, searchPosts } from './post-search';
import { resultPath } from './search-excerpt';

let fixture: SearchFixture;
const pagefinds = new Map<Language, Pagefind & { destroy(): Promise<void> }>();

beforeAll(async () => {
  fixture = await seedSearchFixture();
  for (const language of LANGUAGES) pagefinds.set(language, await fixture.open(language));
}, 120_000);

afterAll(async () => {
  for (const pagefind of pagefinds.values()) await pagefind.destroy();
  await fixture?.close();
});

/**
 * The page's Pagefind, answering at once: the debounce (the wait for the typing to pause) is the
 * page's and not what is tested here, and would make each search 300 ms longer.
 */
function pagefindOf(language: Language): Pagefind {
  const pagefind = pagefinds.get(language);
  if (!pagefind) throw new Error(`no index for ${language}`);
  return { init: () => pagefind.init(), search: (query, options) => pagefind.search(query, options), debouncedSearch: (query, options) => pagefind.search(query, options) };
}

async function foundPaths(language: Language, query: string): Promise<string[]> {
  const search = await searchPosts(pagefindOf(language), query);
  if (!search) throw new Error('a search was replaced');
  return Promise.all(search.results.map(async (result) => resultPath((await result.data()).url)));
}

/** Every word of a language's posts, as the search compares them (the parts of "u.ae" too). */
function wordsOf(language: Language): string[] {
  const words = new Set<string>();
  for (const post of fixture.posts.filter((candidate) => candidate.language === language)) {
    for (const word of searchForm(post.text).split(/[^\p{L}\p{N}]+/u)) if (word !== '') words.add(word);
  }
  return [...words];
}

const LETTERS: Record<Language, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  ru: 'абвгдежзийклмнопрстуфхцчшщъыьэюя',
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
};

const letters = (language: Language, minLength: number) =>
  fc.array(fc.constantFrom(...LETTERS[language]), { minLength, maxLength: 8 }).map((chosen) => chosen.join(''));

describe('searchPosts over the seed posts\' index', () => {
  it.each([
    ['ru', 'слон'],
    ['ru', 'сон'],
    ['en', 'dog'],
    ['en', 'aeroplane'],
    ['ar', 'فيل'],
  ] as Array<[Language, string]>)('finds nothing for a word no post holds, though a shorter word starts it (%s "%s")', async (language, word) => {
    expect(await foundPaths(language, word)).toEqual([]);
  });

  it('finds a word\'s other forms and the words it starts', async () => {
    const nanny = await foundPaths('en', 'nanny');
    expect(nanny.length).toBeGreaterThan(1);
    expect(await foundPaths('en', 'nannies')).toEqual(nanny);
    expect(await foundPaths('en', 'nan')).toEqual(expect.arrayContaining(nanny));
  });

  it('finds a word that only a table\'s header holds', async () => {
    // "يناسب غالباً" ("usually suits") heads a column of the school-admission post's table.
    expect(await foundPaths('ar', 'يناسب')).toContain('/ar/blogs/preparing-for-school-admission-in-dubai');
  });

  const DASH_PAIR_HALVES: Array<[Language, string, string]> = [
    ['ru', 'восьми', '/ru/blogs/tutoring-before-exams'],
    ['ru', 'шести', '/ru/blogs/tutoring-before-exams'],
  ];
  it.each(DASH_PAIR_HALVES)('finds each word of a pair joined by a dash (%s "%s" of "шести–восьми")', async (language, word, holder) => {
    expect(await foundPaths(language, word)).toContain(holder);
  });

  it('finds nothing when one word of several is in no post', async () => {
    expect((await foundPaths('en', 'nanny')).length).toBeGreaterThan(0);
    expect(await foundPaths('en', 'nanny dog')).toEqual([]);
  });

  test.prop(
    {
      language: fc.constantFrom(...LANGUAGES),
      // A real word's start with letters after it (the way "слон" starts like "с"), or letters alone.
      start: fc.nat(),
      cut: fc.nat(),
      tail: fc.constantFrom(...LANGUAGES).chain((language) => letters(language, 1)),
      alone: fc.boolean(),
    },
    { numRuns: 60 },
  )('random words no post holds find nothing, in every language', async ({ language, start, cut, tail, alone }) => {
    const words = wordsOf(language);
    const base = words[start % words.length];
    const ownTail = [...tail].map((letter) => LETTERS[language][letter.codePointAt(0)! % LETTERS[language].length]).join('');
    const word = alone ? base.slice(0, 1) + ownTail + ownTail : base.slice(0, 1 + (cut % base.length)) + ownTail;
    // Held by a post: a word of it starts with this one as the search reads both ("бй" as "би", the
    // start of "билингва"), or Pagefind finds this word's stem as such.
    fc.pre(!words.some((held) => beginsWith(held, searchForm(word))));
    fc.pre((await pagefindOf(language).search(`"${word}"`)).results.length === 0);
    expect(await foundPaths(language, word)).toEqual([]);
  });

  test.prop({ language: fc.constantFrom(...LANGUAGES), pick: fc.nat(), wordPick: fc.nat(), upper: fc.boolean() }, { numRuns: 60 })(
    'random words of a post find every post that holds them, in every language',
    async ({ language, pick, wordPick, upper }) => {
      const posts = fixture.posts.filter((post) => post.language === language);
      const post = posts[pick % posts.length];
      const words = searchForm(post.text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
      const word = words[wordPick % words.length];
      const typed = upper ? word.toLocaleUpperCase() : word;
      const holders = posts.filter((candidate) => searchForm(candidate.text).split(/[^\p{L}\p{N}]+/u).includes(word)).map((holder) => holder.path);
      expect(holders).toContain(post.path);
      { const f = await foundPaths(language, typed); if (!holders.every((h) => f.includes(h))) console.log(JSON.stringify({ word, holders, f })); }
      expect(await foundPaths(language, typed)).toEqual(expect.arrayContaining(holders));
    },
  );
});

describe('queryWords', () => {
  it('reads a query as Pagefind does: lower case, no accents or punctuation', () => {
    expect(queryWords('  Ёлка, u.ae  «Dog»! ')).toEqual(['елка', 'uae', 'dog']);
    expect(queryWords('أُمّ')).toEqual(['ام']);
  });
});
