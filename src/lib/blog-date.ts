/** The published date of a post, written the way each page language writes dates. */
import type { Language } from '@efe/shared/constants';
import { DATE_LOCALES, OFFICE_TIME_ZONE } from '@efe/shared/office-clock';

const formatters = new Map<Language, Intl.DateTimeFormat>();

function formatterFor(language: Language): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The office's zone, so the build and every visitor's browser print the same day for a post.
      timeZone: OFFICE_TIME_ZONE,
    });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "3 March 2025" / "3 марта 2025 г." / "3 مارس 2025"; null when there is no valid date. */
export function formatPublishedDate(iso: string | null | undefined, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(language).format(date);
}
