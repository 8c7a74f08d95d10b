import fs from 'fs';
import path from 'path';
import { applicationCountries, NAMED_COUNTRIES } from './countries';

describe('the countries the site names', () => {
  it('are the countries the locale files label (src/locales.test.ts holds the three files to the same keys)', () => {
    const { values } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../locales/en/candidates.json'), 'utf8')) as {
      values: { countries: Record<string, string> };
    };
    expect(Object.keys(values.countries).sort()).toEqual([...NAMED_COUNTRIES].sort());
  });
});

describe('the countries an application may name', () => {
  it('are the named countries and any other a listed candidate has, each once, in the site spelling', () => {
    const offered = applicationCountries(['philippines', ' Vietnam ', 'Kenya', '', 'vietnam']);
    expect(offered).toEqual([...NAMED_COUNTRIES, 'Vietnam']);
  });
});
