/**
 * The phone menu under the keyboard, read after every Tab: where focus is, whether the menu says
 * it is modal, and where its panel is on the screen. The honest rule: a menu that says it is modal
 * (`aria-modal`) keeps focus inside while it is open; and whatever focus does, the panel stays put.
 */
import type { Page } from '@playwright/test';
import { expect } from './support';

interface MenuState {
  open: boolean;
  modal: boolean;
  focusInside: boolean;
  /** Focus is on a control of the page behind the menu (not in it, nor out of the page). */
  focusBehind: boolean;
  focused: string;
  /** The panel's box on the screen (the visual viewport), rounded to the pixel. */
  box: { x: number; y: number; width: number; height: number };
}

async function menuState(page: Page): Promise<MenuState> {
  return page.evaluate(() => {
    const menu = document.querySelector('[data-testid="menu-panel"]') as HTMLElement;
    const rect = menu.getBoundingClientRect();
    const screen = window.visualViewport ?? { offsetLeft: 0, offsetTop: 0 };
    const active = document.activeElement;
    return {
      open: menu.matches(':popover-open, [open]'),
      modal: menu.getAttribute('aria-modal') === 'true',
      focusInside: menu.contains(active),
      focusBehind: !!active && active !== document.body && !menu.contains(active),
      focused: active ? `${active.localName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? ''}` : 'none',
      box: {
        x: Math.round(rect.x - screen.offsetLeft),
        y: Math.round(rect.y - screen.offsetTop),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      },
    };
  });
}

/**
 * Opens the menu from its focused button with Enter, then presses Tab `presses` times (then as many
 * Shift+Tab), and finally scrolls the page underneath: after each step, a modal menu has focus
 * inside, and the panel's box is where it was when the menu opened; with `pageBehindOutOfReach`,
 * no step reaches the page behind it (the browser's own controls may). Returns whether the menu
 * said it was modal.
 */
export async function expectMenuKeepsTabHonestly(page: Page, openerName: string, { presses = 20, pageBehindOutOfReach = false } = {}): Promise<boolean> {
  const opener = page.getByRole('button', { name: openerName });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await menuState(page)).open).toBe(true);
  // The slide in is over: the panel has come to rest.
  await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="menu-panel"]')?.getAnimations().length)).toBe(0);
  const opened = await menuState(page);
  expect(opened.focusInside).toBe(true);
  // The whole height of the screen, from its top.
  expect(opened.box.y).toBe(0);
  expect(opened.box.height).toBe(page.viewportSize()?.height);

  const steps = [...Array<string>(presses).fill('Tab'), ...Array<string>(presses).fill('Shift+Tab')];
  for (const [index, key] of steps.entries()) {
    await page.keyboard.press(key);
    const state = await menuState(page);
    const step = `after ${key} ${index + 1} (focus on ${state.focused})`;
    expect(state.open, step).toBe(true);
    if (state.modal) expect(state.focusInside, `${step}: the menu says it is modal, and focus left it`).toBe(true);
    if (pageBehindOutOfReach) expect(state.focusBehind, `${step}: Tab reached the page behind the menu`).toBe(false);
    expect(state.box, `${step}: the panel moved`).toEqual(opened.box);
  }
  await page.evaluate(() => window.scrollBy(0, 900));
  const scrolled = await menuState(page);
  expect(scrolled.box, 'the panel moved as the page underneath scrolled').toEqual(opened.box);
  return opened.modal;
}
