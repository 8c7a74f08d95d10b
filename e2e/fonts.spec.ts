import { FALLBACKS } from '../src/lib/fonts';
import type { Page } from '@playwright/test';
import { test, expect } from './support';

/**
 * The web fonts draw the text: headings and paragraphs use only the site's own faces, none of the
 * machine's fonts. For Arabic this proves the build's trimmed faces (gatsby/copy-fonts.ts) still
 * hold every letter and joining form the pages use. Chromium reports which fonts drew a node's
 * text through the DevTools protocol (CSS.getPlatformFontsForNode).
 */
const PAGES = ['/ar', '/ar/about-us', '/ar/elite-governess', '/ru', '/about-us'];

/** The fonts that drew the text of the nodes `selector` finds: the site's own (web fonts) and the machine's. */
async function fontsDrawing(page: Page, selector: string): Promise<{ nodes: number; web: string[]; foreign: string[] }> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const web: string[] = [];
  const foreign: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) (font.isCustomFont ? web : foreign).push(`${font.familyName} (${font.glyphCount} glyphs)`);
  }
  await session.detach();
  return { nodes: nodeIds.length, web, foreign };
}

for (const route of PAGES) {
  test(`text on ${route} is drawn with the site's web fonts only`, async ({ page }) => {
    await page.goto(route);
    // Scrolled through, every section on demand (components/Deferred) has loaded and hydrated,
    // so the nodes asked about below stay in the page; then every face the text needs is in.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll('[data-deferred]')].every((section) => section.hasAttribute('data-ready')));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const { nodes, foreign } = await fontsDrawing(page, 'main h1, main h2, main p');
    expect(nodes).toBeGreaterThan(4);
    expect(foreign).toEqual([]);
  });
}

/**
 * Until the web fonts arrive, text is set in the local fallback faces (src/lib/fonts.ts), sized to
 * take the same room so nothing moves when the fonts swap in. Measured on each page's own text:
 * one line of it in the fallback face against the web face, per family and weight.
 */
const FACES = FALLBACKS.map(({ font, weight }) => [font.family, weight] as const);
const LOCAL_FONTS = [...new Set(FALLBACKS.map(({ localNames }) => JSON.stringify(localNames)))].map((names) => JSON.parse(names) as string[]);

/**
 * The local fonts the fallback faces are made from, each group named by the fonts none of which
 * this machine has (without one, measuring fails with a bare "NetworkError"). On Linux they come
 * from Debian's fonts-liberation, which Chromium only recommends (docs/testing.md).
 */
async function missingLocalFonts(page: Page): Promise<string[]> {
  return page.evaluate(async (groups) => {
    const missing: string[] = [];
    for (const names of groups) {
      const found = await Promise.all(names.map((name) => new FontFace('local probe', `local('${name}')`).load().then(() => true, () => false)));
      if (!found.includes(true)) missing.push(names.join(' / '));
    }
    return missing;
  }, LOCAL_FONTS);
}

for (const route of ['/about-us', '/contact-us', '/ru/about-us', '/ru/contact-us', '/ru']) {
  test(`on ${route} the fallback faces set the text within 1 % of the web fonts' width`, async ({ page }) => {
    await page.goto(route);
    expect(await missingLocalFonts(page), 'local fonts the fallbacks need: install fonts-liberation (apt-get install fonts-liberation)').toEqual([]);
    const ratios = await page.evaluate(async (faces) => {
      const text = [...document.querySelectorAll('main h1, main h2, main p, main li, main address')].map((node) => node.textContent).join(' ');
      const width = (family: string, weight: number) => {
        const line = document.createElement('span');
        line.style.cssText = `position:absolute;white-space:nowrap;font-size:16px;font-family:'${family}';font-weight:${weight}`;
        line.textContent = text;
        document.body.append(line);
        const { width: measured } = line.getBoundingClientRect();
        line.remove();
        return measured;
      };
      const measured: Record<string, number> = {};
      for (const [family, weight] of faces) {
        await Promise.all([document.fonts.load(`${weight} 16px '${family}'`, text), document.fonts.load(`${weight} 16px '${family} Fallback'`, text)]);
        measured[`${family} ${weight}`] = Number((width(`${family} Fallback`, weight) / width(family, weight)).toFixed(4));
      }
      return measured;
    }, FACES);
    for (const [face, ratio] of Object.entries(ratios)) {
      expect.soft(ratio, face).toBeGreaterThan(0.99);
      expect.soft(ratio, face).toBeLessThan(1.01);
    }
  });
}

/**
 * The phone menu draws every text of it with the site's web fonts too, hidden names included: a
 * text in one of the machine's fonts makes the browser look that font up (synchronous calls to its
 * font service, one per font and per character the font lacks) in the very task that opens the
 * menu, and a tap at the first paint waits for them (docs/performance.md). The buttons' names
 * are their `aria-label`s, no hidden text to draw.
 */
for (const route of ['/ar/404', '/ar', '/', '/ru/blogs']) {
  test(`the phone menu on ${route} draws its text with the site's web fonts only`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(route);
      await page.locator('header button[popovertarget]').first().tap();
      await expect(page.locator('[data-testid="menu-panel"]:popover-open')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { web, foreign } = await fontsDrawing(page, '[data-testid="menu-panel"], [data-testid="menu-panel"] *');
      // The links' and the language chips' texts at least.
      expect(web.length).toBeGreaterThan(5);
      expect(foreign).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
