/**
 * A value set into a line of the other direction keeps its own: wrapped in Unicode's first-strong
 * isolate (U+2068 … U+2069), a phone number reads "+971 4 331 0914" left to right inside an Arabic
 * line instead of its groups turning round, and a Latin name does not drag the Arabic words next
 * to it out of order. For right-to-left mails: in a left-to-right one nothing needs it.
 */
import type { Language } from '@shared/constants';
import { directionOf } from '@shared/language';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export const isolate = (value: string): string => `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;

/** `isolate` for a mail in `language` when it is written right to left, the value as it is otherwise. */
export const isolateFor =
  (language: Language) =>
  (value: string): string =>
    directionOf(language) === 'rtl' ? isolate(value) : value;
