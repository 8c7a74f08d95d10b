import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { Header } from './Header';
import { HEADER_SERVICE_SLUGS } from '@shared/routes';

beforeAll(() => {
  // jsdom has no matchMedia; the header listens to the 1150px breakpoint.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/contact-us?q=1#x');
});

function renderHeader(language: 'en' | 'ar' = 'en', pageKind: 'page' | 'blogPost' | 'notFound' = 'page') {
  return renderWithI18n(
    <>
      <Header pageKind={pageKind} />
      <main>
        <a href="/somewhere">behind</a>
      </main>
    </>,
    { language, namespaces: ['common'] },
  );
}

describe('Header', () => {
  it('links every page in the current language, with seven services in the dropdown', async () => {
    const user = userEvent.setup();
    renderHeader('ar');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/ar', '/ar/about-us', '/ar/blogs', '/ar/contact-us', '/ar/candidate-details']),
    );
    const services = within(nav).getByRole('button', { name: 'الخدمات' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(within(list as HTMLElement).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      HEADER_SERVICE_SLUGS.map((slug) => `/ar/${slug}`),
    );
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the phone menu as a modal <dialog> and closes it with the button, Escape or a press beside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Its links are drawn when it first opens: the page's HTML has the navigation once.
    expect(screen.getAllByRole('link', { hidden: true, name: 'About us' })).toHaveLength(1);
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(menu).toHaveAttribute('open');
    expect(menu.id).toBe(open.getAttribute('aria-controls'));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/', '/about-us', '/elite-governess', '/blogs', '/contact-us', '/candidate-details']),
    );

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();

    await user.click(open);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the phone menu's services list open when a press lands elsewhere in the menu", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog');
    const services = within(menu).getByRole('button', { name: 'Services' });
    await user.click(services);
    await user.click(within(menu).getByRole('group'));
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('LanguageSwitcher', () => {
  it('names each language, marks the current one, saves the choice and keeps query and hash', async () => {
    const user = userEvent.setup();
    renderHeader('en');
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(localStorage.getItem('language')).toBe('ar');
    expect(navigate).toHaveBeenCalledWith('/ar/contact-us?q=1#x');
  });

  it('sends a blog post or 404 page to the language root', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/blogs/some-post');
    renderHeader('en', 'blogPost');
    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(navigate).toHaveBeenCalledWith('/ru');
  });
});
