/**
 * A family's time zone as they would name it, in the page's language: CLDR's generic name
 * ("United Kingdom Time", "توقيت المملكة المتحدة", "Великобритания"; India's is "India Standard
 * Time" whatever the browser calls the zone). The booking page, the manage page and the mails
 * all name a zone with this, so the three say the same.
 */
import type { Language } from './constants';
import { DATE_LOCALES } from './office-clock';

/** The forms tried in turn: the generic name, then the specific one (UTC's "Coordinated Universal Time"), then the offset ("GMT-5"). */
const NAME_FORMS = ['longGeneric', 'long', 'shortOffset'] as const;

/** An offset written as a name ("GMT+00:00", "غرينتش-05:00"): CLDR's zone names have no digits. */
const isOffset = (name: string) => /\p{Nd}/u.test(name);

function nameIn(form: (typeof NAME_FORMS)[number], timeZone: string, language: Language, at: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone, timeZoneName: form }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * `timeZone`'s name in `language` at `at` (a zone's name can follow its clocks). Zones CLDR names
 * only by their offset (Etc/GMT+5) keep the shortest offset form; a zone this runtime does not
 * know is returned as given.
 */
export function zoneName(timeZone: string, language: Language, at: Date): string {
  let offset: string | null = null;
  for (const form of NAME_FORMS) {
    const name = nameIn(form, timeZone, language, at);
    if (name === null) continue;
    if (!isOffset(name)) return name;
    offset = name;
  }
  return offset ?? timeZone;
}
