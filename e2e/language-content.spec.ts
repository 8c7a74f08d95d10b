/**
 * Russian pages are Russian and Arabic pages are Arabic (the old site showed Spanish on Russian
 * pages). Names, the brand, e-mail addresses and web addresses aside, no run of four or more Latin
 * words may appear in the visible text of an /ar/ or /ru/ page, unless it is marked as another
 * language (English-only content, e2e/english-only-content.ts).
 */
import { localizedFixedRoutes } from '@efe/shared/route-table';
import { expect, test, API_URL } from './support';

// The switcher names each language in that language, on every page.
const ALLOWED = [/English|العربية|Русский/g, /Elite Family Education/g, /[\w.+-]+@[\w.-]+\.\w+/g, /https?:\/\/\S+/g, /\bwww\.\S+/g];

let names: string[] = [];

test.beforeAll(async ({ request }) => {
  const body = (await (await request.get(`${API_URL}/api/teachers`)).json()) as {
    data: { first_name: string | null; last_name: string | null }[];
  };
  names = body.data.flatMap((t) => [t.first_name ?? '', t.last_name ?? '']).filter(Boolean);
});

function foreignRuns(text: string): string[] {
  let cleaned = text;
  for (const pattern of ALLOWED) cleaned = cleaned.replace(pattern, ' ');
  for (const name of names) cleaned = cleaned.split(name).join(' ');
  return cleaned.match(/\b[A-Za-z][A-Za-z'’-]*(?:[\s,.;:]+[A-Za-z][A-Za-z'’-]*){3,}/g) ?? [];
}

for (const route of localizedFixedRoutes().filter((r) => r.language !== 'en')) {
  test(`${route.localizedPath} has no sentences in another language`, async ({ page }) => {
    await page.goto(route.localizedPath);
    // Content that exists only in English shows in English, marked as such (lang="en"): that is
    // honest. Unmarked English is what this test looks for.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body [lang]')) if (element.lang !== document.documentElement.lang) element.remove();
    });
    const text = (await page.locator('body').innerText()).replace(/English|العربية|Русский/g, ' ');
    expect(foreignRuns(text)).toEqual([]);
    if (route.language === 'ar') expect(text.match(/[\u0400-\u04FF]{3,}/g) ?? []).toEqual([]);
    if (route.language === 'ru') expect(text.match(/[\u0600-\u06FF]{3,}/g) ?? []).toEqual([]);
  });
}
