/**
 * The testimonials slider as the static HTML draws it, before any of the page's scripts have run
 * (and with scripts turned off), is the slider the visitor gets once its code has started: the same
 * cards across at this width, starting at the same testimonial in every language, as wide, with
 * the arrows in the same place, so nothing jumps or is replaced when the code arrives.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test, watchConsole, SITE_URL } from './support';
import { testimonialSlidesToShow } from '../src/lib/slider-settings';

test.describe.configure({ timeout: 120_000 });

/** Reduced motion: autoplay would move the started slider on by itself while it is measured. */
const STILL = { reducedMotion: 'reduce' as const };
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const PATHS = ['/about-us', '/ar/about-us', '/ru/about-us'];

interface SliderLayout {
  /** The cards in view, in reading order: which testimonial (react-slick's data-index) and how wide. */
  cards: Array<{ index: number; width: number }>;
  /** The arrows' top from the section's top; null when they are not shown. */
  arrowsTop: number | null;
  sectionHeight: number;
}

/** What the visitor sees of the slider: cards not hidden that lie inside the slider's window. */
function sliderLayout(page: Page): Promise<SliderLayout> {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>('[data-testid="testimonials-section"]');
    const list = section?.querySelector('.slick-list');
    if (!section || !list) throw new Error('no testimonials slider on the page');
    const frame = list.getBoundingClientRect();
    const cards = Array.from(section.querySelectorAll<HTMLElement>('.slick-slide'))
      .map((slide) => ({ slide, box: slide.querySelector('figure')!.getBoundingClientRect() }))
      .filter(({ slide, box }) => getComputedStyle(slide).visibility !== 'hidden' && Math.min(box.right, frame.right) - Math.max(box.left, frame.left) > 2)
      .map(({ slide, box }) => ({ index: Number(slide.dataset.index), width: Math.round(box.width) }))
      .sort((a, b) => a.index - b.index);
    const next = section.querySelector<HTMLElement>('[data-testid="testimonials-next"]');
    const shown = next !== null && next.getBoundingClientRect().height > 0;
    const top = section.getBoundingClientRect().top;
    return {
      cards,
      arrowsTop: shown ? Math.round(next.getBoundingClientRect().top - top) : null,
      sectionHeight: Math.round(section.getBoundingClientRect().height),
    };
  });
}

/** Equal but for a pixel of rounding (react-slick rounds a card's width up to a whole pixel). */
function expectSameLayout(actual: SliderLayout, expected: SliderLayout, what: string) {
  expect(actual.cards.map((card) => card.index), `${what}: the testimonials in view`).toEqual(expected.cards.map((card) => card.index));
  actual.cards.forEach((card, position) => {
    expect(Math.abs(card.width - expected.cards[position].width), `${what}: card ${card.index} is ${card.width} px wide, not ${expected.cards[position].width}`).toBeLessThanOrEqual(1);
  });
  // With scripts off the arrows are hidden, and the section is shorter by them.
  if (expected.arrowsTop !== null && actual.arrowsTop !== null) {
    expect(Math.abs(actual.arrowsTop - expected.arrowsTop), `${what}: the arrows at ${actual.arrowsTop} px, not ${expected.arrowsTop}`).toBeLessThanOrEqual(2);
    expect(Math.abs(actual.sectionHeight - expected.sectionHeight), `${what}: the section ${actual.sectionHeight} px tall, not ${expected.sectionHeight}`).toBeLessThanOrEqual(2);
  }
}

/** A page whose scripts (every .js file) wait until `release`: the static HTML as a slow phone shows it for seconds. */
async function withScriptsHeld(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, baseURL: SITE_URL });
  const page = await context.newPage();
  // React reports a hydration that did not match the static HTML as a console error (production: #418, #423, #425).
  const errors = watchConsole(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, release, errors };
}

/** The page loaded (the site adds its scripts only after the load event) and its fonts in, the slider in view. */
async function openAndShowSlider(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await showSlider(page);
}

/** A picture of the section, to look at (test-results/). */
async function pictureOfSection(page: Page, file: string) {
  await page.getByTestId('testimonials-section').screenshot({ path: file, animations: 'disabled' });
  await showSlider(page);
}

async function showSlider(page: Page) {
  await page.getByTestId('testimonials-section').evaluate((section) => section.scrollIntoView({ block: 'start' }));
}

/** Marks the slider react-slick drew in the static HTML: the started one is drawn anew (Testimonials remounts it for the width). */
async function markStaticSlider(page: Page) {
  await page.locator('[data-testid="testimonials-section"] .slick-slider').evaluate((slider) => slider.setAttribute('data-test-static', ''));
}

/** Once the code has run: the slider has started, drawn anew for the width, with as many slides shown as fit it. */
async function waitForStartedSlider(page: Page, width: number) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  await showSlider(page);
  await page.waitForSelector('[data-testid="testimonials-section"] .slick-slider:not([data-test-static])', { timeout: 30_000 });
  await expect
    .poll(() => page.locator('[data-testid="testimonials-section"] .slick-slide[aria-hidden="false"]').count(), { timeout: 30_000 })
    .toBe(testimonialSlidesToShow(width));
  // Two frames: whatever the start changed is laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const path of PATHS) {
  for (const viewport of WIDTHS) {
    test(`the testimonials before scripts are the started slider (${path}, ${viewport.width} px)`, async ({ browser }, testInfo) => {
      const early = await withScriptsHeld(browser, { ...STILL, viewport });
      await openAndShowSlider(early.page, path);
      const beforeScripts = await sliderLayout(early.page);
      await pictureOfSection(early.page, testInfo.outputPath('before-scripts.png'));
      expect(beforeScripts.arrowsTop, 'the arrows are shown before the scripts (a tap on them is kept)').not.toBeNull();

      const off = await browser.newContext({ ...STILL, viewport, javaScriptEnabled: false, baseURL: SITE_URL });
      const offPage = await off.newPage();
      await openAndShowSlider(offPage, path);
      const withoutScripts = await sliderLayout(offPage);
      await pictureOfSection(offPage, testInfo.outputPath('scripts-off.png'));
      await off.close();

      await markStaticSlider(early.page);
      early.release();
      await waitForStartedSlider(early.page, viewport.width);
      const started = await sliderLayout(early.page);
      await pictureOfSection(early.page, testInfo.outputPath('started.png'));
      await early.context.close();

      expect(started.cards).toHaveLength(testimonialSlidesToShow(viewport.width));
      expect(started.cards[0].index, 'the slider starts at the first testimonial').toBe(0);
      expectSameLayout(beforeScripts, started, 'before the scripts');
      expectSameLayout(withoutScripts, started, 'with scripts off');
      expect(withoutScripts.arrowsTop, 'arrows that cannot work without scripts are hidden').toBeNull();
      early.errors.assertClean();
    });
  }
}
