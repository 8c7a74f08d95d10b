/**
 * One mailbox, however its address is written: every limit that counts per address counts this
 * key. Letter case is ignored, so is a "+tag" after the local part (most providers deliver
 * name+anything@ to name@), and at Gmail, which ignores dots in the local part and answers at
 * googlemail.com too, the dots and the domain's spelling. Two spellings of one mailbox get one
 * key; a key is never sent anywhere (mail goes to the address as typed).
 */

/** Providers that deliver a.b.c@ to abc@, by the domain they answer at, and the one name they use. */
const DOTS_IGNORED_AT: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function addressKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const domain = lower.slice(at + 1).replace(/\.$/, '');
  // "+tag" ends the name; a name that is all tag ("+x@…") stays as written.
  const name = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  const mainDomain = DOTS_IGNORED_AT[domain];
  return mainDomain ? `${name.replace(/\./g, '')}@${mainDomain}` : `${name}@${domain}`;
}
