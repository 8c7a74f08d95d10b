/** The visitor's language choice in localStorage under the key "language" (docs/product-rules.md, Pages and languages). */
import { LANGUAGE_STORAGE_KEY, type Language } from '@shared/constants';
import { isLanguage } from '@shared/language';

export function readSavedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    // Storage can be disabled (private mode, strict settings): the site still works without it.
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readSavedLanguage.
  }
}
