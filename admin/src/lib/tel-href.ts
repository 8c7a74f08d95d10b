/**
 * A `tel:` address for a number as a visitor typed it ("+971 (50) 420-7718"), so staff on a phone
 * tap to call: the leading + and the digits, nothing else. Null when there are no digits to dial.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
