import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { navigate } from 'gatsby';
import { I18nTestProviders, createTestI18n, renderWithI18n } from '../../../test-support/render-with-i18n';
import { renderServerHtml } from '../../../test-support/server-render';
import { installEarlyActions } from '../../lib/early-actions';
import { installPopoverFallback } from '../../lib/popover-fallback';
import { installPhoneLayoutExit } from '../../lib/phone-layout-exit';
import { installMenuTabTrap } from '../../lib/menu-tab-trap';
import { Header } from './Header';
import { HEADER_SERVICE_SLUGS } from '@efe/shared/routes';
import { LANGUAGES } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { fc, test as property } from '@fast-check/jest';
import { installNoMediaMatches } from '../../../test-support/no-media-matches';

beforeAll(() => {
  installNoMediaMatches();
});

beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/contact-us?q=1#x');
});

function renderHeader(language: 'en' | 'ar' | 'ru' = 'en', pageKind: 'page' | 'blogPost' | 'notFound' = 'page', originalPath = '/contact-us') {
  return renderWithI18n(
    <>
      <Header pageKind={pageKind} />
      <main>
        <a href="/somewhere">behind</a>
      </main>
    </>,
    { language, namespaces: ['common'], originalPath },
  );
}

describe('Header', () => {
  it('links every page in the current language, with seven services in the header bar\'s popover', () => {
    renderHeader('ar');
    const nav = screen.getAllByRole('navigation', { hidden: true }).find((element) => !element.closest('[popover="auto"][data-testid="menu-panel"]'));
    if (!nav) throw new Error('no navigation in the header bar');
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/ar', '/ar/about-us', '/ar/blogs', '/ar/contact-us', '/ar/candidate-details']),
    );
    const services = within(nav).getByRole('button', { hidden: true, name: 'الخدمات' });
    // The browser opens the list (an HTML popover) and says whether it is open: no aria-expanded of ours, which HTML forbids here.
    expect(services).not.toHaveAttribute('aria-expanded');
    const list = document.getElementById(services.getAttribute('popovertarget') ?? '');
    expect(list).toHaveAttribute('popover', 'auto');
    expect(services.getAttribute('aria-controls')).toBe(list?.id);
    expect(within(list as HTMLElement).getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual(
      HEADER_SERVICE_SLUGS.map((slug) => `/ar/${slug}`),
    );
  });

  it('has the phone menu in the page, a popover that the hamburger opens and its × closes, its services in a <details>', () => {
    renderHeader();
    const open = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(open.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('aria-label', 'Main navigation');
    // Not modal in its HTML: with scripts off nothing keeps Tab inside (the inline script says so once it does).
    expect(menu).not.toHaveAttribute('aria-modal');
    expect(open.getAttribute('aria-controls')).toBe(menu.id);
    expect(open).not.toHaveAttribute('aria-expanded');
    // Its links are in the page's HTML, so the menu works before and without the page's code.
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/', '/about-us', '/elite-governess', '/blogs', '/contact-us', '/candidate-details']),
    );
    const close = within(menu).getByRole('button', { hidden: true, name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(close).toHaveAttribute('autofocus');
    const services = menu.querySelector('details > summary');
    expect(services).toHaveTextContent('Services');
    expect(services?.parentElement?.querySelectorAll('a')).toHaveLength(HEADER_SERVICE_SLUGS.length);
  });

  it('keeps Tab inside the open phone menu, going round, once the inline script runs, which then calls it modal', async () => {
    const user = userEvent.setup();
    // The inline script's part: it runs in <head>, before the menu is in the page.
    installMenuTabTrap(document);
    renderHeader();
    const menu = document.querySelector<HTMLElement>('[data-testid="menu-panel"]') as HTMLElement;
    expect(menu).not.toHaveAttribute('aria-modal');
    // Whatever opens the menu is a click on its button: the menu says it is modal before it opens.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).toHaveAttribute('aria-modal', 'true');
    // jsdom has no popovers nor layout: open the menu as the inline script's stand-in does, and
    // give what it shows the boxes a browser would (a closed menu's controls have none).
    menu.setAttribute('open', '');
    menu.style.display = 'block';
    const boxes = jest
      .spyOn(Element.prototype, 'getClientRects')
      .mockImplementation(function (this: Element) {
        return (this.closest('dialog[open]') ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
      });
    try {
      const close = within(menu).getByRole('button', { hidden: true, name: 'Close menu' });
      const flags = Array.from(menu.querySelectorAll<HTMLElement>('[data-language]'));
      flags[flags.length - 1].focus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(flags[flags.length - 1]).toHaveFocus();
      // From the page behind (focus left there), Tab comes back in at the near end.
      screen.getByRole('link', { name: 'behind' }).focus();
      await user.tab();
      expect(close).toHaveFocus();
      screen.getByRole('link', { name: 'behind' }).focus();
      await user.tab({ shift: true });
      expect(flags[flags.length - 1]).toHaveFocus();
      // Closed, it holds Tab no more.
      menu.removeAttribute('open');
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(false);
    } finally {
      boxes.mockRestore();
    }
  });
});

describe('the phone menu on a screen grown wide', () => {
  it('closes, and focus goes from inside it to the header bar\'s navigation, not to the hidden hamburger', () => {
    const listeners: Array<() => void> = [];
    const query = { matches: false, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: () => undefined };
    const phoneMatchMedia = window.matchMedia;
    window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
    try {
      // The inline script's parts: jsdom has no popovers, so its stand-in opens and closes the menu, as in Safari 16.
      installPopoverFallback(document);
      installPhoneLayoutExit(document);
      renderHeader('ar');
      const menu = document.querySelector<HTMLElement>('[data-testid="menu-panel"]') as HTMLElement;
      screen.getByRole('button', { name: 'فتح القائمة' }).click();
      expect(menu).toHaveAttribute('open', '');
      within(menu).getAllByRole('link')[1].focus();
      query.matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(menu).not.toHaveAttribute('open');
      const barLinks = document.querySelectorAll<HTMLElement>('header .inline a');
      expect(barLinks[0]).toHaveAttribute('href', '/ar');
      expect(barLinks[0]).toHaveFocus();
    } finally {
      window.matchMedia = phoneMatchMedia;
    }
  });
});

describe('LanguageSwitcher', () => {
  it('names each language, marks the current one, saves the choice and keeps query and hash', async () => {
    const user = userEvent.setup();
    renderHeader('en');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'العربية' })).not.toHaveAttribute('aria-current');
    expect(document.querySelector('[aria-pressed]')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(localStorage.getItem('language')).toBe('ar');
    expect(navigate).toHaveBeenCalledWith('/ar/contact-us?q=1#x');
  });

  it('sends a blog post or 404 page to the language root', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/blogs/some-post');
    renderHeader('en', 'blogPost', '/blogs/some-post');
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru');
    await user.click(screen.getByRole('link', { name: 'Русский' }));
    expect(navigate).toHaveBeenCalledWith('/ru');
  });

  // With scripts off a flag is a plain link: to the same page in its language, in the page's HTML.
  property.prop([fc.constantFrom(...LANGUAGES), fc.constantFrom('/', '/about-us', '/contact-us', '/elite-governess', '/blogs', '/candidate-details', '/privacy-policy')])(
    'links each flag, in the server\'s HTML, to the same page in its language',
    (language, originalPath) => {
      const i18n = createTestI18n(language, ['common']);
      const container = document.createElement('div');
      container.innerHTML = renderServerHtml(
        <I18nTestProviders i18n={i18n} language={language} originalPath={originalPath}>
          <Header pageKind="page" />
        </I18nTestProviders>,
      );
      const flags = Array.from(container.querySelectorAll('a[data-language]'));
      // The phone menu's flags and the header bar's.
      expect(flags).toHaveLength(2 * LANGUAGES.length);
      for (const flag of flags) {
        const target = flag.getAttribute('data-language') as (typeof LANGUAGES)[number];
        expect(flag.getAttribute('href')).toBe(localizePath(originalPath, target));
        expect(flag.getAttribute('hreflang')).toBe(target);
        expect(flag.getAttribute('aria-current')).toBe(target === language ? 'true' : null);
      }
    },
  );
});

describe('a flag tapped before the page’s code ran', () => {
  // One install for the file, as one inline script per page.
  installEarlyActions(document);

  async function serverRenderedHeader() {
    const i18n = createTestI18n('en', ['common']);
    const page = (
      <I18nTestProviders i18n={i18n} language="en">
        <Header pageKind="page" />
      </I18nTestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(page);
    document.body.appendChild(container);
    // The header bar's flags (the phone menu has its own copies, first in the page).
    const flag = (language: string) => container.querySelector<HTMLAnchorElement>(`.inline [data-language="${language}"]`) as HTMLAnchorElement;
    const hydrate = async () => {
      const root = await act(async () => hydrateRoot(container, page));
      return () => {
        act(() => root.unmount());
        container.remove();
      };
    };
    return { flag, hydrate };
  }

  it('is kept, shows it is working, and switches the language once the code runs, with no second tap', async () => {
    const { flag, hydrate } = await serverRenderedHeader();
    const arabic = flag('ar');
    expect(arabic).not.toBeNull();
    arabic.click();
    expect(arabic).toHaveAttribute('aria-busy', 'true');
    expect(navigate).not.toHaveBeenCalled();

    const done = await hydrate();
    expect(localStorage.getItem('language')).toBe('ar');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/ar/contact-us?q=1#x');
    expect(arabic).not.toHaveAttribute('aria-busy');
    done();
  });

  it('Russian, then Arabic: only the last, Arabic, is carried out', async () => {
    const { flag, hydrate } = await serverRenderedHeader();
    flag('ru').click();
    flag('ar').click();
    expect(flag('ru')).not.toHaveAttribute('aria-busy');

    const done = await hydrate();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/ar/contact-us?q=1#x');
    expect(localStorage.getItem('language')).toBe('ar');
    done();
  });
});
