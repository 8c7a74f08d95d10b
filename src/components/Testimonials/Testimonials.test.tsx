import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fc, test } from '@fast-check/jest';
import { hydrateRoot } from 'react-dom/client';
import { I18nTestProviders, createTestI18n, renderWithI18n } from '../../../test-support/render-with-i18n';
import { renderServerHtml } from '../../../test-support/server-render';
import type { Language } from '@efe/shared/constants';
import { Testimonials, TESTIMONIALS_STICKY_CLASS } from './Testimonials';
import type { Testimonial } from './testimonial';

/** jsdom has no matchMedia: answer width and reduced-motion queries from test settings. */
const media = { width: 1280, reducedMotion: false };
function installMatchMedia() {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    let matches = true;
    if (query.includes('prefers-reduced-motion')) matches = media.reducedMotion;
    if (min) matches = matches && media.width >= Number(min[1]);
    if (max) matches = matches && media.width <= Number(max[1]);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

class SilentIntersectionObserver {
  static last: SilentIntersectionObserver | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    SilentIntersectionObserver.last = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

const FAMILIES: Testimonial[] = [
  { name: 'Sarah, Jumeirah', html: '<p>Our governess changed our mornings.</p>', language: 'en' },
  { name: 'Omar, Dubai Hills', html: '<p>They found a tutor within two weeks.</p>', language: 'en' },
  { name: 'Elena, Marina', html: '<p>The school placement advice was spot on.</p>', language: 'en' },
  { name: 'Priya, Arabian Ranches', html: '<p>Our nanny is part of the family now.</p>', language: 'en' },
  { name: 'James, Downtown', html: '<p>Clear fees and an honest process.</p>', language: 'en' },
];

function renderTestimonials(items: readonly Testimonial[], language: Language = 'en') {
  return renderWithI18n(<Testimonials items={items} />, { language, namespaces: ['about'] });
}

/** Names on the slides react-slick currently shows (the others are aria-hidden). */
function visibleNames(): string[] {
  return Array.from(document.querySelectorAll('.slick-slide[aria-hidden="false"] figcaption')).map(
    (caption) => caption.textContent ?? '',
  );
}

beforeEach(() => {
  media.width = 1280;
  media.reducedMotion = false;
  installMatchMedia();
  window.IntersectionObserver = SilentIntersectionObserver as unknown as typeof IntersectionObserver;
});

describe('Testimonials', () => {
  it('shows the empty message and no arrows when there are no testimonials', () => {
    const { i18n } = renderTestimonials([]);
    expect(screen.getByText(i18n.t('about:testimonials.empty'))).toBeInTheDocument();
    expect(screen.getByText('No testimonials yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders each testimonial with its sanitized HTML and name', () => {
    renderTestimonials(FAMILIES);
    expect(screen.getAllByTestId('testimonial')).toHaveLength(FAMILIES.length);
    expect(screen.getByText('Our governess changed our mornings.').tagName).toBe('P');
  });

  it('has previous and next buttons with accessible names that move one testimonial at a time', async () => {
    const user = userEvent.setup();
    renderTestimonials(FAMILIES);
    const previous = screen.getByRole('button', { name: 'Previous testimonials' });
    const next = screen.getByRole('button', { name: 'Next testimonials' });
    expect(visibleNames()).toEqual(['Sarah, Jumeirah', 'Omar, Dubai Hills', 'Elena, Marina']);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(previous.querySelector('svg')).toHaveAttribute('data-points', 'left');
    expect(next.querySelector('svg')).toHaveAttribute('data-points', 'right');

    await user.click(next);
    await waitFor(() => expect(visibleNames()).toEqual(['Omar, Dubai Hills', 'Elena, Marina', 'Priya, Arabian Ranches']), {
      timeout: 3000,
    });
    expect(previous).toHaveAttribute('aria-disabled', 'false');
  });

  it('plays nothing before the browser has said whether the visitor asked for less motion', () => {
    // The static HTML, and the slider react-slick first mounts as the page hydrates, start paused.
    const html = renderServerHtml(
      <I18nTestProviders i18n={createTestI18n('en', ['about'])} language="en">
        <Testimonials items={FAMILIES} />
      </I18nTestProviders>,
    );
    expect(html).toContain('data-autoplay="paused"');
  });

  it('keeps focus on an arrow focused before hydration, when the slider remounts for the screen', async () => {
    // The static HTML is the slider before it knows the screen; hydration then remounts it.
    const i18n = createTestI18n('en', ['about']);
    const page = (
      <I18nTestProviders i18n={i18n} language="en">
        <Testimonials items={FAMILIES} />
      </I18nTestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(page);
    document.body.appendChild(container);
    const serverNext = container.querySelector<HTMLElement>('[data-testid="testimonials-next"]')!;
    serverNext.focus();
    const root = await act(async () => hydrateRoot(container, page));
    const next = container.querySelector<HTMLElement>('[data-testid="testimonials-next"]')!;
    expect(next).not.toBe(serverNext);
    expect(next).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.constantFrom<Language>('en', 'ar', 'ru')], { numRuns: 25 })(
    'static HTML: the first testimonials are the ones shown, and hydrating it changes nothing',
    async (count, language) => {
      const items = Array.from({ length: count }, (_, index) => ({ name: `Family ${index}`, html: `<p>Words ${index}.</p>`, language }));
      const page = (
        <I18nTestProviders i18n={createTestI18n(language, ['about'])} language={language}>
          <Testimonials items={items} />
        </I18nTestProviders>
      );
      const container = document.createElement('div');
      container.innerHTML = renderServerHtml(page);
      document.body.appendChild(container);
      const errors = jest.spyOn(console, 'error');
      try {
        // The stylesheet lays the static slider out for the window (Testimonials.module.css).
        const carousel = container.querySelector('[data-testid="testimonials-carousel"]');
        expect(carousel).toHaveAttribute('data-slider', 'static');
        // react-slick marks the slides it shows (the static HTML has its three-across settings).
        const shown = Array.from(container.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="false"]')).map((slide) => slide.querySelector('figcaption')?.textContent);
        expect(new Set(shown)).toEqual(new Set(items.slice(0, 3).map((item) => item.name)));

        const root = await act(async () => hydrateRoot(container, page));
        // React's warnings when the client's first render differs from the static HTML.
        const mismatches = errors.mock.calls.map((call) => String(call[0])).filter((message) => /hydrat|did not match|server/i.test(message));
        expect(mismatches).toEqual([]);
        expect(container.querySelector('[data-testid="testimonials-carousel"]')).toHaveAttribute('data-slider', 'started');
        act(() => root.unmount());
      } finally {
        errors.mockRestore();
        container.remove();
      }
    },
  );

  it('shows one testimonial on a phone and two on a tablet', () => {
    media.width = 390;
    const phone = renderTestimonials(FAMILIES);
    expect(visibleNames()).toEqual(['Sarah, Jumeirah']);
    phone.unmount();
    media.width = 800;
    renderTestimonials(FAMILIES);
    expect(visibleNames()).toEqual(['Sarah, Jumeirah', 'Omar, Dubai Hills']);
  });

  it('runs right to left in Arabic: first testimonials first, arrows pointing the reading way', async () => {
    const user = userEvent.setup();
    const { i18n } = renderTestimonials(FAMILIES, 'ar');
    const previous = screen.getByRole('button', { name: i18n.t('about:testimonials.previous') });
    const next = screen.getByRole('button', { name: i18n.t('about:testimonials.next') });
    expect(i18n.t('about:testimonials.next')).not.toBe('Next testimonials');
    // react-slick reverses the slides in the DOM for rtl; the first three are the ones shown.
    const domOrder = Array.from(document.querySelectorAll('.slick-slide figcaption')).map((caption) => caption.textContent);
    expect(domOrder[0]).toBe('James, Downtown');
    expect(domOrder[domOrder.length - 1]).toBe('Sarah, Jumeirah');
    expect(new Set(visibleNames())).toEqual(new Set(['Sarah, Jumeirah', 'Omar, Dubai Hills', 'Elena, Marina']));
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous.querySelector('svg')).toHaveAttribute('data-points', 'right');
    expect(next.querySelector('svg')).toHaveAttribute('data-points', 'left');

    await user.click(next);
    await waitFor(
      () => expect(new Set(visibleNames())).toEqual(new Set(['Omar, Dubai Hills', 'Elena, Marina', 'Priya, Arabian Ranches'])),
      { timeout: 3000 },
    );
  });

  it('pauses autoplay on hover and keyboard focus, and never plays under reduced motion', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTestimonials(FAMILIES);
    const carousel = screen.getByTestId('testimonials-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    fireEvent.mouseEnter(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    fireEvent.mouseLeave(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous testimonials' })).toHaveFocus();
    expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next testimonials' })).toHaveFocus();
    expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await user.tab();
    expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    unmount();

    media.reducedMotion = true;
    installMatchMedia();
    renderTestimonials(FAMILIES);
    expect(screen.getByTestId('testimonials-carousel')).toHaveAttribute('data-autoplay', 'paused');
  });

  it.each(['en', 'ar'] as const)('autoplays one testimonial every 3 s and stops at the last (%s)', (language) => {
    jest.useFakeTimers();
    // Small steps, so react-slick's timers set inside React updates run when they are due.
    const passTime = (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100));
    };
    try {
      renderTestimonials(FAMILIES, language);
      const carousel = screen.getByTestId('testimonials-carousel');
      const seen = () => new Set(visibleNames());
      const first = new Set(['Sarah, Jumeirah', 'Omar, Dubai Hills', 'Elena, Marina']);
      const last = new Set(['Elena, Marina', 'Priya, Arabian Ranches', 'James, Downtown']);
      expect(seen()).toEqual(first);
      passTime(2900);
      expect(seen()).toEqual(first);
      passTime(3100 - 2900);
      expect(seen()).toEqual(new Set(['Omar, Dubai Hills', 'Elena, Marina', 'Priya, Arabian Ranches']));
      expect(carousel).toHaveAttribute('data-autoplay', 'playing');
      passTime(3100);
      expect(seen()).toEqual(last);
      expect(carousel).toHaveAttribute('data-autoplay', 'paused');
      // No loop: it stays on the last testimonials.
      passTime(10_000);
      expect(seen()).toEqual(last);
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the section with the sticky class while it is under the header', () => {
    renderTestimonials(FAMILIES);
    const section = screen.getByTestId('testimonials-section');
    const observer = SilentIntersectionObserver.last;
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() =>
      observer.callback([{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver),
    );
    expect(section).toHaveClass(TESTIMONIALS_STICKY_CLASS);
  });
});
