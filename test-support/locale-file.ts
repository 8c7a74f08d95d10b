/** A locale file as a test reads it: checked as JSON objects where it enters, never cast. */
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Language } from '@efe/shared/constants';
import { checked } from './checked';

const LocaleObject = Type.Record(Type.String(), Type.Unknown());

/** `locales/<language>/<namespace>.json`. */
export function localeFile(language: Language, namespace: string): Record<string, unknown> {
  return checked(LocaleObject, JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', language, `${namespace}.json`), 'utf8')));
}

/** The texts of a locale file (its top level, or the object under `key`), its nested objects left out. */
export function localeTexts(language: Language, namespace: string, key?: string): Record<string, string> {
  const file = localeFile(language, namespace);
  const object = key === undefined ? file : checked(LocaleObject, file[key]);
  return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
