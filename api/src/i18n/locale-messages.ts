/**
 * The API's texts in the visitor's language from the site's own locale files: field errors from
 * `locales/{language}/validation.json` (so the server's messages match the form's) and the mails'
 * texts from `mail.json`. A missing file or key falls back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/lib/constants';
import type { ValidationTranslate } from '../../../src/lib/form-rules';

export type MessageValues = Record<string, string | number>;

type MessageTree = { [key: string]: string | MessageTree };

function readMessages(file: string): MessageTree {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as MessageTree) : {};
  } catch {
    return {};
  }
}

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

function interpolate(template: string, values: MessageValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export class LocaleMessages {
  private readonly byLanguage: Record<Language, MessageTree>;

  /** `namespace`: the file name under each language, `validation` for the forms' messages. */
  constructor(localesDir: string, namespace = 'validation') {
    this.byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => [language, readMessages(path.join(localesDir, language, `${namespace}.json`))]),
    ) as Record<Language, MessageTree>;
  }

  /** Whether English messages were found: without them every message would be a bare key. */
  get hasDefaultLanguage(): boolean {
    return Object.keys(this.byLanguage[DEFAULT_LANGUAGE]).length > 0;
  }

  translator(language: Language): ValidationTranslate {
    return (key, values = {}) => {
      const template =
        lookup(this.byLanguage[language], key) ?? lookup(this.byLanguage[DEFAULT_LANGUAGE], key) ?? key;
      return interpolate(template, values);
    };
  }
}
