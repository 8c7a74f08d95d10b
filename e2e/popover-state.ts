/**
 * Whether a button's popover is open, read twice: the popover itself (`:popover-open`) and what the
 * browser tells assistive technology of the button (its accessibility tree's "expanded"). A
 * `popovertarget` button carries no `aria-expanded` (HTML forbids it there): the browser says it.
 */
import type { Locator } from '@playwright/test';
import { expect } from './support';

export async function expectPopoverOpen(button: Locator, open: boolean, options: { timeout?: number } = {}): Promise<void> {
  const page = button.page();
  const target = await button.getAttribute('popovertarget');
  if (!target) throw new Error('The button opens no popover (no popovertarget).');
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        const popoverOpen = await page.evaluate((id) => document.getElementById(id)?.matches(':popover-open') ?? false, target);
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[popovertarget="${target.replace(/["\\]/g, '\\$&')}"]:not([popovertargetaction="hide"])` });
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
        const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
        return { popoverOpen, expanded };
      }, options)
      .toEqual({ popoverOpen: open, expanded: open });
  } finally {
    await cdp.detach();
  }
}
