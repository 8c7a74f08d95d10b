import fs from 'fs';
import path from 'path';
import { Type } from '@sinclair/typebox';
import { checked } from '../test-support/checked';
import { applicationCountries, NAMED_COUNTRIES } from './countries';

/** What this test reads of the candidates' texts: the countries the site names, each with its label. */
const CountryLabels = Type.Object({ values: Type.Object({ countries: Type.Record(Type.String(), Type.String()) }) });

describe('the countries the site names', () => {
  it('are the countries the locale files label (src/locales.test.ts holds the three files to the same keys)', () => {
    const { values } = checked(CountryLabels, JSON.parse(fs.readFileSync(path.resolve(__dirname, '../locales/en/candidates.json'), 'utf8')));
    expect(Object.keys(values.countries).sort()).toEqual([...NAMED_COUNTRIES].sort());
  });
});

describe('the countries an application may name', () => {
  it('are the named countries and any other a listed candidate has, each once, in the site spelling', () => {
    const offered = applicationCountries(['philippines', ' Vietnam ', 'Kenya', '', 'vietnam']);
    expect(offered).toEqual([...NAMED_COUNTRIES, 'Vietnam']);
  });
});
