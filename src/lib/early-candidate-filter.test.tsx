/**
 * The candidates page's server HTML, filtered by its inline script before the page's code runs,
 * shows exactly the cards the code shows for the same choice, in the same order, of those the HTML
 * holds: the code then only adds matches from later pages after them. Until then the list is busy
 * and the page holds, in its language, the line that says it is searching all candidates, and the
 * select used last is busy too (its field says so by itself); the code, once it has taken the
 * choice, shows its whole first page of matches, nothing is busy any more, and the field used last
 * shows how many candidates the list has.
 */
import React, { startTransition } from 'react';
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fc, test } from '@fast-check/jest';
import { renderServerHtml } from '../../test-support/server-render';
import { I18nTestProviders, createTestI18n } from '../../test-support/render-with-i18n';
import { CandidateList } from '../components/candidates/CandidateList';
import { candidate, options } from '../components/candidates/test-fixtures';
import { applyFilters, FILTER_KEYS, type CandidateFilters } from './candidate-filters';
import { paginate } from './pagination';
import { installEarlyCandidateFilter } from './early-candidate-filter';
import { installEarlyActions } from './early-actions';
import { api } from './api-client';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import type { CandidateView } from '../components/candidates/candidate-view';

jest.mock('./api-client', () => ({ api: { teachers: jest.fn(), filterOptions: jest.fn() } }));

const ROLES = [...options.roles, 'Maternity Nurse'];
const SPOKEN = [...options.languages, 'German'];
const COUNTRIES = [...options.countries, 'Egypt'];

const generatedCandidates = fc
  .array(
    fc.record({
      roles: fc.subarray(ROLES),
      languages: fc.subarray(SPOKEN),
      country: fc.option(fc.constantFrom(...COUNTRIES), { nil: null }),
    }),
    { minLength: 0, maxLength: 15 },
  )
  .map((list) => list.map((facts, index) => candidate(index + 1, facts)));

// What the selects offer: the options.
const generatedFilters: fc.Arbitrary<CandidateFilters> = fc.record({
  language: fc.constantFrom('', ...options.languages),
  role: fc.constantFrom('', ...options.roles),
  country: fc.constantFrom('', ...options.countries),
});

// Installed once, as the page's <head> does: their listeners are the page's, and each case renders a new page into the body.
installEarlyActions(document);
installEarlyCandidateFilter(document);

function listPage(built: CandidateView[], language: Language) {
  return (
    <I18nTestProviders i18n={createTestI18n(language, ['candidates', 'common'])} language={language}>
      <CandidateList built={built} options={options} placeholder={null} />
    </I18nTestProviders>
  );
}

/** The visitor's choice in each select, as the browser reports it. */
function chooseInPage(filters: CandidateFilters) {
  for (const key of FILTER_KEYS) {
    const select = document.querySelector<HTMLSelectElement>(`select[data-filter="${key}"]`);
    if (!select) throw new Error(`no ${key} select`);
    select.value = filters[key];
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const grid = () => document.querySelector('[data-testid="candidate-grid"]');

/** What a select's field says of it, by its label (CandidateFilterForm): just before the select. */
const fieldState = (key: string) => document.querySelector(`select[data-filter="${key}"]`)?.previousElementSibling;

const shownIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="candidate-card"]'))
    .filter((card) => !card.closest('[hidden]'))
    .map((card) => Number(card.dataset.candidateId));

test.prop([generatedCandidates, generatedFilters, fc.constantFrom(...LANGUAGES)], { numRuns: 40 })(
  'the inline script shows the cards the code shows for the same choice, of those in the page',
  (built, filters, language) => {
    document.body.innerHTML = renderServerHtml(listPage(built, language));
    const inPage = new Set(shownIds());
    chooseInPage(filters);
    const byCode = paginate(applyFilters(built, filters), 1).items.map((item) => item.id);
    const expected = byCode.filter((id) => inPage.has(id));
    expect(shownIds()).toEqual(expected);
    // Those the code adds come after the ones already shown.
    expect(byCode.slice(0, expected.length)).toEqual(expected);
    // Until the code has looked at every page, the list is busy (which shows the searching line,
    // CandidateList.module.css), in the page's language; it never says that none matches.
    if (built.length > 0) expect(grid()).toHaveAttribute('aria-busy', 'true');
    const searching = within(document.querySelector<HTMLElement>('[role="status"]')!).getByTestId('candidates-searching');
    expect(searching).toHaveTextContent(createTestI18n(language, ['candidates']).t('candidates:searching'));
    // The select used last (chooseInPage's last) is busy, and only it; its field holds its own line.
    const busySelects = Array.from(document.querySelectorAll('select[aria-busy="true"]')).map((select) => select.getAttribute('data-filter'));
    expect(busySelects).toEqual([FILTER_KEYS[FILTER_KEYS.length - 1]]);
    expect(fieldState(FILTER_KEYS[FILTER_KEYS.length - 1])).toHaveTextContent(createTestI18n(language, ['candidates']).t('candidates:filters.searching'));
    expect(document.querySelector('[data-testid="candidates-empty"]')).toBeNull();
  },
);

const teachers = jest.mocked(api.teachers);

/** React's development warning of attributes it did not render, when they are all the early scripts' marks. */
function onlyEarlyMarks(warning: string): boolean {
  const names = /^Warning: Extra attributes from the server: %s%s ([\w,-]+)/.exec(warning)?.[1];
  return names !== undefined && names.split(',').every((name) => ['hidden', 'aria-busy', 'data-early-pending'].includes(name));
}

test.prop([generatedCandidates.filter((built) => built.length > 0), generatedFilters, fc.constantFrom(...LANGUAGES)], { numRuns: 25 })(
  'once the code runs, the list shows its first page of matches for the early choice, those from later pages too, and is no longer busy',
  async (built, filters, language) => {
    window.history.replaceState(null, '', '/candidate-details');
    // The API's current list is still on its way: the code has the built list, every page of it.
    teachers.mockReturnValue(new Promise(() => undefined));
    const container = document.createElement('div');
    container.innerHTML = renderServerHtml(listPage(built, language));
    document.body.replaceChildren(container);
    chooseInPage(filters);

    // React warns, in development only, of the marks the early scripts left on elements it keeps
    // (a card's `hidden`, the list's `aria-busy`, a select's pending mark): those are expected, anything else is not.
    const warnings: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    const recoverable = jest.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        startTransition(() => {
          root = hydrateRoot(container, listPage(built, language), { onRecoverableError: recoverable });
        });
      });
    } finally {
      spy.mockRestore();
    }
    expect(recoverable).not.toHaveBeenCalled();
    expect(warnings.filter((warning) => !onlyEarlyMarks(warning))).toEqual([]);

    const byCode = paginate(applyFilters(built, filters), 1).items.map((item) => item.id);
    expect(shownIds()).toEqual(byCode);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    const found = createTestI18n(language, ['candidates']).t('candidates:filters.found', { number: applyFilters(built, filters).length });
    expect(fieldState(FILTER_KEYS[FILTER_KEYS.length - 1])).toHaveTextContent(found);
    if (byCode.length === 0) expect(container.querySelector('[data-testid="candidates-empty"]')).not.toBeNull();
    act(() => root!.unmount());
    container.remove();
  },
);
