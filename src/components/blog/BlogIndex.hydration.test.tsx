import React, { startTransition } from 'react';
import { act, fireEvent, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fc, test } from '@fast-check/jest';
import type { Language } from '@efe/shared/constants';
import { I18nTestProviders, createTestI18n } from '../../../test-support/render-with-i18n';
import { registerSlice } from '../../../test-support/gatsby-mock';
import { renderServerHtml } from '../../../test-support/server-render';
import { HydrationBoundary } from '../HydrationBoundary/HydrationBoundary';
import { LATEST_POSTS_SLICE } from '../../lib/latest-posts-slice';
import { filterByTitle } from '../../lib/blog-search';
import { BlogIndex } from './BlogIndex';
import { cards, defaultImages, latest } from './test-data';
import { latestPostsSlice } from './test-slices';

// The search's index never comes here: what matters is the page's HTML, not the matches.
jest.mock('../../lib/pagefind-client', () => ({ loadPagefind: () => new Promise(() => undefined) }));

const NAMESPACES = ['blog', 'common'];

/** The blog list as the page holds it: the columns in a section's hydration boundary (Layout). */
function page(language: Language) {
  return (
    <I18nTestProviders i18n={createTestI18n(language, NAMESPACES)} language={language}>
      <HydrationBoundary>
        <BlogIndex posts={cards} defaultImages={defaultImages} />
      </HydrationBoundary>
    </I18nTestProviders>
  );
}

interface Hydrating {
  container: HTMLElement;
  box: HTMLInputElement;
  /** The side column's latest posts as the server rendered them. */
  serverLatest: Element;
  /** React's reports of server HTML it gave up on (error 421 and its kin). */
  recoverable: jest.Mock;
  /** The side column's code arrives: its boundary may hydrate now. */
  arrive: () => Promise<void>;
  root: Root;
}

/**
 * The page's server HTML hydrated as the browser does it (hydrate-in-slices: in a transition),
 * with the side column's slice suspended until `arrive`: on a slow phone its boundary is hydrated
 * after the columns', so the box's code runs while it still holds the server's HTML.
 * `typedBeforeCode`: words in the box before the code ran.
 */
async function hydrateWithLateSideColumn(language: Language, typedBeforeCode = ''): Promise<Hydrating> {
  const slice = latestPostsSlice(language);
  registerSlice(LATEST_POSTS_SLICE, slice);
  const container = document.createElement('div');
  container.innerHTML = renderServerHtml(page(language));
  document.body.appendChild(container);
  const box = container.querySelector<HTMLInputElement>('[data-testid="blog-search"]')!;
  const serverLatest = container.querySelector('[data-testid="latest-posts"]')!;
  // As the browser keeps them (the inline script's mark is left out: React would warn of an attribute the server did not render).
  box.value = typedBeforeCode;

  let release: () => void = () => undefined;
  const code = new Promise<void>((resolve) => (release = resolve));
  const Late = React.lazy(async () => {
    await code;
    return { default: slice };
  });
  registerSlice(LATEST_POSTS_SLICE, function LateSlice(props: Record<string, unknown>) {
    return <Late {...props} />;
  });

  const recoverable = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, page(language), { onRecoverableError: recoverable });
    });
  });
  return {
    container,
    box,
    serverLatest,
    recoverable,
    root: root!,
    arrive: () =>
      act(async () => {
        release();
        await code;
      }),
  };
}

function latestTitles(container: HTMLElement): string[] {
  return within(container.querySelector<HTMLElement>('[data-testid="latest-posts"]')!)
    .queryAllByRole('link')
    .map((link) => link.querySelector('.title')?.textContent ?? '');
}

function finish({ root, container }: Hydrating): void {
  act(() => root.unmount());
  container.remove();
}

/** Words a visitor may type: parts of the posts' titles in any case, and anything in the three scripts. */
const typedWords = fc.oneof(
  fc.constantFrom('Nanny', 'school', 'TUTOR', 'няня', 'مربية', 'Dubai '),
  fc.array(fc.constantFrom(...'aeinorst ABCабвгдеیمربة'.split('')), { minLength: 1, maxLength: 8 }).map((letters) => letters.join('')),
);
const languages = fc.constantFrom<Language>('en', 'ar', 'ru');

/**
 * Nothing was dropped while the side column waited; once it hydrates it is the same elements,
 * not drawn anew, narrowed by the words.
 */
async function expectKeptThenNarrowed(hydrating: Awaited<ReturnType<typeof hydrateWithLateSideColumn>>, typed: string) {
  const { container, serverLatest, recoverable } = hydrating;
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.contains(serverLatest)).toBe(true);
  await hydrating.arrive();
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('[data-testid="latest-posts"]')).toBe(serverLatest);
  expect(latestTitles(container)).toEqual(filterByTitle(latest, typed).map((post) => post.title));
}

describe('BlogIndex while the side column has not hydrated yet', () => {
  test.prop([languages, typedWords], { numRuns: 12 })(
    'words typed before the code ran are searched, and the side column keeps its server HTML until it hydrates, then narrows',
    async (language, typed) => {
      const hydrating = await hydrateWithLateSideColumn(language, typed);
      const { container, box } = hydrating;
      try {
        // The columns run: the box keeps the words and says it is searching; the side column waits.
        expect(box.value).toBe(typed);
        const searching = createTestI18n(language, NAMESPACES).t('fullText.searching', { ns: 'blog' });
        if (typed.trim() !== '') expect(within(container).getByTestId('full-text-status')).toHaveTextContent(searching);
        await expectKeptThenNarrowed(hydrating, typed);
        expect(box.value).toBe(typed);
      } finally {
        finish(hydrating);
      }
    },
  );

  test.prop([languages, typedWords], { numRuns: 12 })(
    'focusing and typing once the box runs keeps the side column’s server HTML, which narrows once it hydrates',
    async (language, typed) => {
      const hydrating = await hydrateWithLateSideColumn(language);
      const { box } = hydrating;
      try {
        // Each a discrete event: React's most urgent update.
        act(() => {
          fireEvent.focusIn(box);
        });
        for (let end = 1; end <= typed.length; end += 1) {
          act(() => {
            fireEvent.change(box, { target: { value: typed.slice(0, end) } });
          });
          expect(box.value).toBe(typed.slice(0, end));
        }
        await expectKeptThenNarrowed(hydrating, typed);
      } finally {
        finish(hydrating);
      }
    },
  );
});
