/**
 * A private link's key (a booking's, an application's) as its page reads it from the fragment (#…; browsers never send it to a
 * server). A mail client or a messenger may percent-encode some of it, add spaces around it, or
 * take a bidi mark that touched the link in a right-to-left mail into it (U+2069 after the key:
 * "…#key%E2%81%A9"): the key is what the link meant, so a link that still carries it whole still opens.
 */

/** Spaces and the bidi marks, embeddings, overrides and isolates (LRM, RLM, U+202A-U+202E, U+2066-U+2069) at either end. */
const AROUND_THE_KEY = /^[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+|[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/gu;

export function privateKeyOfFragment(hash: string): string {
  const raw = hash.replace(/^#/, '');
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone "%" is no escape: the text stays as it came, and is refused as no key.
  }
  return decoded.replace(AROUND_THE_KEY, '');
}

/** The key of the private link that opened this page; '' outside a browser. */
export const privateKeyOfPage = (): string => (typeof window === 'undefined' ? '' : privateKeyOfFragment(window.location.hash));
