import fs from 'fs';
import path from 'path';
import { test, expect, SITE_URL } from './support';
import { onePageOfEachKind, sourceMapSources } from './build-output';
import { measureFirstView, type FirstView } from '../bench/lib/first-view';

/**
 * The first view of every kind of page in every language, on a phone (390 px, DPR 2): bytes as
 * transferred, checked against bench/budgets.json. Byte counts, not timings, so they are stable.
 */
const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../bench/budgets.json'), 'utf8')) as {
  firstView: { htmlBytes: number; javascriptBytes: number; totalBytes: Record<string, number>; fontBytes: Record<string, number> };
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function overBudget(view: FirstView, language: string): string[] {
  const { htmlBytes, javascriptBytes, totalBytes, fontBytes } = budgets.firstView;
  const checks: Array<[string, number, number]> = [
    ['HTML', view.bytes.html, htmlBytes],
    ['JavaScript', view.bytes.js, javascriptBytes],
    ['fonts', view.bytes.fonts, fontBytes[language]],
    ['total', view.bytes.total, totalBytes[language]],
  ];
  return checks.filter(([, bytes, budget]) => bytes > budget).map(([what, bytes, budget]) => `${view.url}: ${what} ${kib(bytes)} > ${kib(budget)}`);
}

for (const language of ['en', 'ar', 'ru']) {
  test(`first view on a phone within budget (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const [kind, route] of onePageOfEachKind(language)) {
      const view = await measureFirstView(browser, `${SITE_URL}${route}`);
      problems.push(...overBudget(view, language));
      // Fonts are files, and only the page's own script: no Arabic face outside /ar/.
      const fonts = view.files.filter((file) => file.kind === 'fonts').map((file) => file.url);
      if (language !== 'ar' && fonts.some((font) => /arabic/.test(font))) problems.push(`${kind} (${language}) loads an Arabic font`);
      if (language === 'ar' && !fonts.some((font) => /arabic/.test(font))) problems.push(`${kind} (ar) loads no Arabic font`);
      console.log(`${language} ${kind.padEnd(10)} html ${kib(view.bytes.html)}  js ${kib(view.bytes.js)}  fonts ${kib(view.bytes.fonts)}  total ${kib(view.bytes.total)}  ${view.requests} requests`);
    }
    expect(problems).toEqual([]);
  });
}

/** The source files of the scripts a first view downloaded, from the build's source maps. */
function sourcesOf(view: FirstView): string[] {
  return view.files
    .filter((file) => file.kind === 'js')
    .flatMap((file) => sourceMapSources(new URL(file.url).pathname));
}

// Its calendar's code comes right after the page's own, and Formik and Yup only with the form's
// first use: a shared chunk that held both (gatsby/shared-chunks.ts) brought them at once.
test('the booking page\'s first view downloads its calendar, not the form\'s libraries', async ({ browser }) => {
  const view = await measureFirstView(browser, `${SITE_URL}/book-consultation`);
  const sources = sourcesOf(view);
  expect(sources.filter((source) => source.includes('components/booking/SlotPicker')).length).toBe(1);
  expect(sources.filter((source) => /node_modules\/(formik|yup)\//.test(source))).toEqual([]);
});
