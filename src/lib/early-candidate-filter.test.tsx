/**
 * The candidates page's server HTML, filtered by its inline script before the page's code runs,
 * shows exactly the cards the code shows for the same choice, in the same order, of those the HTML
 * holds: the code then only adds matches from later pages after them.
 */
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { renderServerHtml } from '../../test-support/server-render';
import { I18nTestProviders, createTestI18n } from '../../test-support/render-with-i18n';
import { CandidateList } from '../components/candidates/CandidateList';
import { candidate, options } from '../components/candidates/test-fixtures';
import { applyFilters, FILTER_KEYS, type CandidateFilters } from './candidate-filters';
import { paginate } from './pagination';
import { installEarlyCandidateFilter } from './early-candidate-filter';
import { LANGUAGES } from '@shared/constants';

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

// Installed once: its listener is the page's, and each case renders a new page into the body.
installEarlyCandidateFilter(document);

const shownIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="candidate-card"]'))
    .filter((card) => !card.closest('[hidden]'))
    .map((card) => Number(card.dataset.candidateId));

test.prop([generatedCandidates, generatedFilters, fc.constantFrom(...LANGUAGES)], { numRuns: 40 })(
  'the inline script shows the cards the code shows for the same choice, of those in the page',
  (built, filters, language) => {
    const i18n = createTestI18n(language, ['candidates', 'common']);
    document.body.innerHTML = renderServerHtml(
      <I18nTestProviders i18n={i18n} language={language}>
        <CandidateList built={built} options={options} placeholder={null} />
      </I18nTestProviders>,
    );
    const inPage = new Set(shownIds());
    for (const key of FILTER_KEYS) {
      const select = document.querySelector<HTMLSelectElement>(`select[data-filter="${key}"]`);
      if (!select) throw new Error(`no ${key} select`);
      select.value = filters[key];
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const byCode = paginate(applyFilters(built, filters), 1).items.map((item) => item.id);
    const expected = byCode.filter((id) => inPage.has(id));
    expect(shownIds()).toEqual(expected);
    // Those the code adds come after the ones already shown.
    expect(byCode.slice(0, expected.length)).toEqual(expected);
  },
);
