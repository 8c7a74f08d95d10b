import type { Language } from '@efe/shared/constants';

/** Between the items of a short list: Arabic writes its own comma (U+060C). */
export function listSeparator(language: Language): string {
  return language === 'ar' ? '، ' : ', ';
}

/**
 * The ranges of a free-text "experience with ages" value ("0-2, 3-5" or "0-2، 3-5"), each to be
 * shown on its own: inside right-to-left text a range must be isolated, or "0-2, 3-5" reads "3-5 ,0-2".
 */
export function ageRanges(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((range) => range.trim())
    .filter((range) => range !== '');
}
