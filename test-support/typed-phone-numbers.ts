/**
 * Phone numbers as people type them on Western, Arabic and Persian keyboards, for property tests:
 * digits in any mix of the three scripts, grouped by spaces, maybe with "+" first; each with the
 * same number in Western digits, as it is to be kept.
 */
import { fc } from '@fast-check/jest';

/** The digit 0-9 in each script. */
const SCRIPTS = {
  western: (digit: number) => String(digit),
  arabicIndic: (digit: number) => String.fromCodePoint(0x0660 + digit),
  persian: (digit: number) => String.fromCodePoint(0x06f0 + digit),
} as const;
type Script = keyof typeof SCRIPTS;

export interface TypedPhoneNumber {
  typed: string;
  western: string;
}

export function typedPhoneNumber(minDigits: number, maxDigits: number, { spaces = true } = {}): fc.Arbitrary<TypedPhoneNumber> {
  const digit = fc.record({ value: fc.integer({ min: 0, max: 9 }), script: fc.constantFrom(...(Object.keys(SCRIPTS) as Script[])), spaceAfter: spaces ? fc.boolean() : fc.constant(false) });
  return fc.record({ digits: fc.array(digit, { minLength: minDigits, maxLength: maxDigits }), plus: fc.boolean() }).map(({ digits, plus }) => {
    const write = (script: (digit: { value: number; script: Script }) => string) =>
      (plus ? '+' : '') + digits.map((item, index) => script(item) + (item.spaceAfter && index < digits.length - 1 ? ' ' : '')).join('');
    return { typed: write((item) => SCRIPTS[item.script](item.value)), western: write((item) => String(item.value)) };
  });
}
