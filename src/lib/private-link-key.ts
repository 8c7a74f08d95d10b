/**
 * A private link's key (a booking's, an application's) as its page reads it from the fragment (#…; browsers never send it to a
 * server). A mail client or a messenger may percent-encode some of it or add spaces around it on
 * the way: the key is what the link meant, so a link that still carries it whole still opens.
 */
export function privateKeyOfFragment(hash: string): string {
  const raw = hash.replace(/^#/, '');
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A lone "%" is no escape: the text stays as it came, and is refused as no key.
  }
  return decoded.trim();
}

/** The key of the private link that opened this page; '' outside a browser. */
export const privateKeyOfPage = (): string => (typeof window === 'undefined' ? '' : privateKeyOfFragment(window.location.hash));
