/**
 * The API's texts in the visitor's language from the site's own locale files: field errors from
 * `locales/{language}/validation.json` (so the server's messages match the form's) and the mails'
 * texts from `mail.json`. A missing file or key falls back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import type { ValidationTranslate } from '@efe/shared/form-rules';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

export type MessageValues = Record<string, string | number>;

/** A locale file's messages as parsed: looked up key by key, never assumed to have a shape. */
function readMessages(file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function lookup(tree: unknown, key: string): string | undefined {
  const node = key.split('.').reduce<unknown>((parent, part) => propertyOf(parent, part), tree);
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

function interpolate(template: string, values: MessageValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export class LocaleMessages {
  private readonly byLanguage: Map<Language, Record<string, unknown>>;

  /** `namespace`: the file name under each language, `validation` for the forms' messages. */
  constructor(localesDir: string, namespace = 'validation') {
    this.byLanguage = new Map(LANGUAGES.map((language) => [language, readMessages(path.join(localesDir, language, `${namespace}.json`))]));
  }

  /** Whether English messages were found: without them every message would be a bare key. */
  get hasDefaultLanguage(): boolean {
    return Object.keys(this.byLanguage.get(DEFAULT_LANGUAGE) ?? {}).length > 0;
  }

  translator(language: Language): ValidationTranslate {
    return (key, values = {}) => {
      const template =
        lookup(this.byLanguage.get(language), key) ?? lookup(this.byLanguage.get(DEFAULT_LANGUAGE), key) ?? key;
      return interpolate(template, values);
    };
  }
}
