import { test, expect } from './support';

/**
 * The web fonts draw the text: headings and paragraphs use only the site's own faces, none of the
 * machine's fonts. For Arabic this proves the build's trimmed faces (gatsby/copy-fonts.ts) still
 * hold every letter and joining form the pages use. Chromium reports which fonts drew a node's
 * text through the DevTools protocol (CSS.getPlatformFontsForNode).
 */
const PAGES = ['/ar', '/ar/about-us', '/ar/elite-governess', '/ru', '/about-us'];

for (const route of PAGES) {
  test(`text on ${route} is drawn with the site's web fonts only`, async ({ page }) => {
    await page.goto(route);
    // Scrolled through, every section on demand (components/Deferred) has loaded and hydrated,
    // so the nodes asked about below stay in the page; then every face the text needs is in.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.querySelectorAll('[data-deferred]')].every((section) => section.hasAttribute('data-ready')));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main h1, main h2, main p' });
    expect(nodeIds.length).toBeGreaterThan(4);
    const foreign: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of fonts) if (!font.isCustomFont) foreign.push(`${font.familyName} (${font.glyphCount} glyphs)`);
    }
    expect(foreign).toEqual([]);
  });
}
