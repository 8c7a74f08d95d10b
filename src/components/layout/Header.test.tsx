import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { Header } from './Header';
import { HEADER_SERVICE_SLUGS } from '../../lib/routes';

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
      <main data-inert-when-menu-open>
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

  it('opens the mobile sidebar as a modal, makes the page inert, and closes with the button or Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect((document.querySelector('main') as HTMLElement & { inert: boolean }).inert).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect((document.querySelector('main') as HTMLElement & { inert: boolean }).inert).toBe(false);

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(open);
    await user.click(screen.getByTestId('menu-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
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
