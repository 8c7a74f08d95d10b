/**
 * A value set into a line of the other direction keeps its own: wrapped in Unicode's first-strong
 * isolate (U+2068 … U+2069), a phone number reads "+971 4 331 0914" left to right inside an Arabic
 * line instead of its groups turning round, and a Latin name does not drag the Arabic words next
 * to it out of order. For right-to-left mails: in a left-to-right one nothing needs it.
 *
 * Never around what a mail program makes a link of (a URL, an e-mail address): some take a mark
 * that touches it into the link, and the applicant's page was handed "…#key%E2%81%A9". Such a value
 * starts with a Latin letter, so it reads left to right in an Arabic line without an isolate.
 */
import type { Language } from '@efe/shared/constants';
import { directionOf } from '@efe/shared/language';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A link (a URL, www.…, an e-mail address) at the start or the end of a value. */
const LINK_FIRST = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[^\s@]+@[^\s@]+\.)/i;
const LINK_LAST = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@)\S*$/i;

/** The value isolated; a link at either end of it (a staff's reason may end with one) is kept a space away from the mark. */
export const isolate = (value: string): string =>
  `${FIRST_STRONG_ISOLATE}${LINK_FIRST.test(value) ? ' ' : ''}${value}${LINK_LAST.test(value) ? ' ' : ''}${POP_DIRECTIONAL_ISOLATE}`;

/** `isolate` for a mail in `language` when it is written right to left, the value as it is otherwise. */
export const isolateFor =
  (language: Language) =>
  (value: string): string =>
    directionOf(language) === 'rtl' ? isolate(value) : value;
