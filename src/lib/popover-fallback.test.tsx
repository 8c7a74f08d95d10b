/**
 * jsdom has no HTML popovers, as iOS 16, Safari 16 and Firefox 124 have none: the header's real
 * buttons must open and close their menus through the inline script's stand-in.
 */
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test-support/render-with-i18n';
import { Header } from '../components/layout/Header';
import { installPopoverFallback } from './popover-fallback';
import { installNoMediaMatches } from '../../test-support/no-media-matches';

// One install for the file, as one inline script per page.
installPopoverFallback(document);

beforeAll(() => {
  installNoMediaMatches();
});

function renderHeader(language: 'en' | 'ar' = 'en') {
  return renderWithI18n(
    <>
      <Header pageKind="page" />
      <main>
        <p>behind</p>
      </main>
    </>,
    { language, namespaces: ['common'] },
  );
}

describe('without HTML popovers', () => {
  it('the hamburger opens the phone menu as an open dialog, focus on its ×, which closes it and gives focus back', async () => {
    expect('popover' in HTMLElement.prototype).toBe(false);
    const user = userEvent.setup();
    renderHeader('ar');
    const hamburger = screen.getByRole('button', { name: 'فتح القائمة' });
    const menu = document.getElementById(hamburger.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(menu).not.toHaveAttribute('open');
    await user.click(hamburger);
    expect(menu).toHaveAttribute('open', '');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const close = within(menu).getByRole('button', { name: 'إغلاق القائمة' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(menu).not.toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes the menu on Escape and on a press outside it, and when the page follows one of its links', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(hamburger.getAttribute('popovertarget') ?? '') as HTMLElement;
    await user.click(hamburger);
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('open');
    expect(hamburger).toHaveFocus();

    await user.click(hamburger);
    await user.click(screen.getByText('behind'));
    expect(menu).not.toHaveAttribute('open');

    await user.click(hamburger);
    const about = within(menu).getByRole('link', { name: 'About us' });
    // jsdom cannot follow a link: the page's own handler runs, the browser's navigation is left out.
    about.addEventListener('click', (event) => event.preventDefault());
    await user.click(about);
    expect(menu).not.toHaveAttribute('open');
    // Opens again at the next tap: the page's closing and the stand-in agree on the state.
    await user.click(hamburger);
    expect(menu).toHaveAttribute('open', '');
  });

  it("the header bar's Services opens its list, which a second press, a press elsewhere or Escape closes", async () => {
    const user = userEvent.setup();
    renderHeader();
    const services = screen.getAllByRole('button', { name: 'Services' }).find((button) => button.hasAttribute('popovertarget')) as HTMLElement;
    const list = document.getElementById(services.getAttribute('popovertarget') ?? '') as HTMLElement;
    await user.click(services);
    expect(list).toHaveAttribute('data-open', '');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.click(services);
    expect(list).not.toHaveAttribute('data-open');
    await user.click(services);
    await user.click(screen.getByText('behind'));
    expect(list).not.toHaveAttribute('data-open');
    await user.click(services);
    await user.keyboard('{Escape}');
    expect(list).not.toHaveAttribute('data-open');
  });
});
