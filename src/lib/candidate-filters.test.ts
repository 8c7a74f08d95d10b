import {
  NO_FILTERS,
  applyFilters,
  filtersFromSearch,
  hasFilters,
  matchesFilters,
  normalizeFilters,
  searchWithFilters,
} from './candidate-filters';

const amina = { roles: ['Nanny', 'Governess'], languages: ['English', 'Arabic'], country: 'Egypt' };
const olga = { roles: ['Tutor'], languages: ['Russian', 'English'], country: 'Russia' };
const noDetails = { roles: [], languages: [], country: null };

describe('matchesFilters', () => {
  it('matches everything when no filter is set', () => {
    expect(matchesFilters(noDetails, NO_FILTERS)).toBe(true);
  });

  it('matches a language, role and country the candidate has, ignoring case', () => {
    expect(matchesFilters(amina, { language: 'arabic', role: 'GOVERNESS', country: 'egypt' })).toBe(true);
    expect(matchesFilters(olga, { ...NO_FILTERS, language: 'Arabic' })).toBe(false);
    expect(matchesFilters(olga, { ...NO_FILTERS, role: 'Nanny' })).toBe(false);
    expect(matchesFilters(olga, { ...NO_FILTERS, country: 'Egypt' })).toBe(false);
  });

  it('requires every chosen filter to match', () => {
    expect(matchesFilters(amina, { language: 'English', role: 'Tutor', country: '' })).toBe(false);
  });

  it('uses the displayed defaults for a candidate without roles or languages', () => {
    expect(matchesFilters(noDetails, { ...NO_FILTERS, role: 'Part Time Nanny' })).toBe(true);
    expect(matchesFilters(noDetails, { ...NO_FILTERS, language: 'Arabic' })).toBe(true);
    expect(matchesFilters(noDetails, { ...NO_FILTERS, role: 'Tutor' })).toBe(false);
  });

  it('never matches a country filter when the candidate has no country', () => {
    expect(matchesFilters(noDetails, { ...NO_FILTERS, country: 'Egypt' })).toBe(false);
  });
});

describe('applyFilters', () => {
  it('keeps the order and only the matching candidates', () => {
    expect(applyFilters([amina, olga, noDetails], { ...NO_FILTERS, language: 'English' })).toEqual([amina, olga, noDetails]);
    expect(applyFilters([amina, olga, noDetails], { ...NO_FILTERS, country: 'Russia' })).toEqual([olga]);
    expect(applyFilters([amina, olga], { ...NO_FILTERS, country: 'Kenya' })).toEqual([]);
  });
});

describe('URL query', () => {
  it('reads the three filters and ignores other parameters', () => {
    expect(filtersFromSearch('?language=Arabic&role=Nanny&country=Egypt&utm_source=x')).toEqual({
      language: 'Arabic',
      role: 'Nanny',
      country: 'Egypt',
    });
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
    expect(filtersFromSearch('?role=Part+Time+Nanny')).toEqual({ ...NO_FILTERS, role: 'Part Time Nanny' });
  });

  it('writes the filters, removes empty ones and keeps other parameters', () => {
    expect(searchWithFilters('?utm_source=x&role=Tutor', { ...NO_FILTERS, language: 'Arabic' })).toBe(
      '?utm_source=x&language=Arabic',
    );
    expect(searchWithFilters('?language=Arabic', NO_FILTERS)).toBe('');
  });

  it('round-trips values with spaces', () => {
    const filters = { language: 'English', role: 'Part Time Nanny', country: 'South Africa' };
    expect(filtersFromSearch(searchWithFilters('', filters))).toEqual(filters);
  });
});

describe('normalizeFilters', () => {
  const options = { roles: ['Nanny', 'Tutor'], countries: ['Egypt'], languages: ['Arabic', 'English'] };

  it('uses the offered spelling and drops values that are not offered', () => {
    expect(normalizeFilters({ language: 'arabic', role: 'Astronaut', country: 'EGYPT' }, options)).toEqual({
      language: 'Arabic',
      role: '',
      country: 'Egypt',
    });
  });

  it('keeps values as they are while no options are known', () => {
    const filters = { language: 'Arabic', role: 'Nanny', country: 'Egypt' };
    expect(normalizeFilters(filters, { roles: [], countries: [], languages: [] })).toEqual(filters);
  });

  it('reports whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, country: 'Egypt' })).toBe(true);
  });
});
