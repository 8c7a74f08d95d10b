/** The visitor's language choice in localStorage under the key "language" (docs/product-rules.md, Pages and languages). */
import { LANGUAGE_STORAGE_KEY, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';

export function readSavedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    // Storage can be disabled (private mode, strict settings): the site still works without it.
    return null;
  }
}

/** The first page's write of its language, while it waits for its task (rememberPageLanguage). */
let firstPageWrite: ReturnType<typeof setTimeout> | undefined;

export function saveLanguage(language: Language): void {
  // A choice made meanwhile (a language flag) is newer than the first page's language.
  if (firstPageWrite !== undefined) clearTimeout(firstPageWrite);
  firstPageWrite = undefined;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readSavedLanguage.
  }
}

/**
 * Remembers the language of the page shown. On the first page of a visit this is, on an `/ar/` or
 * `/ru/` address, the page's first touch of localStorage (the redirect in <head> reads it only on
 * an unprefixed address), and a first touch waits on the browser process (two synchronous calls):
 * Gatsby's onRouteUpdate runs in React's first commit, so the first page's is left to a task of its
 * own. After a client-side navigation the storage is ready and the write is immediate.
 */
export function rememberPageLanguage(language: Language, firstPage: boolean): void {
  if (!firstPage) return saveLanguage(language);
  if (firstPageWrite !== undefined) clearTimeout(firstPageWrite);
  firstPageWrite = setTimeout(() => saveLanguage(language), 0);
}
