/**
 * The countries the site names in its three languages: a candidate's nationality on her card and
 * in the search, and the optional one an applicant gives on the career form (carried into a
 * profile made from the application). Their labels are `candidates:values.countries` in each
 * language, keyed by these names (shared/countries.test.ts holds the files to this list).
 */
export const NAMED_COUNTRIES = [
  'Australia',
  'Belarus',
  'China',
  'Egypt',
  'France',
  'Georgia',
  'Germany',
  'India',
  'Indonesia',
  'Ireland',
  'Italy',
  'Jordan',
  'Kazakhstan',
  'Kenya',
  'Lebanon',
  'Morocco',
  'Nepal',
  'Philippines',
  'Poland',
  'Russia',
  'Serbia',
  'South Africa',
  'Spain',
  'Sri Lanka',
  'Uganda',
  'Ukraine',
  'United Kingdom',
  'Zimbabwe',
] as const;

/**
 * The countries an application may name: those the site names, then any a listed candidate has
 * that it does not (the search's options, typed by the staff), each once, ignoring case, in the
 * site's spelling when it has one.
 */
export function applicationCountries(candidateCountries: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const country of [...NAMED_COUNTRIES, ...candidateCountries]) {
    const name = country.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()];
}
