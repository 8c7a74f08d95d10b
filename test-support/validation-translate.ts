/** The forms' `t` over the real locale files, as the site and the API bind it, for tests of the shared rules. */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { Language } from '@efe/shared/constants';
import type { ValidationTranslate } from '@efe/shared/form-rules';
import { validationTranslate as boundToRules } from '../src/lib/validation-translate';

const readLocale = (language: Language): object => {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', language, 'validation.json'), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`locales/${language}/validation.json is not an object`);
  return parsed;
};

export function validationTranslate(language: Language): ValidationTranslate {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: language, fallbackLng: false, initAsync: false, interpolation: { escapeValue: false }, resources: { [language]: { validation: readLocale(language) } } });
  // A missing key comes back as the key itself, which no test expects as a message.
  return boundToRules(i18n.getFixedT(language, 'validation'));
}
