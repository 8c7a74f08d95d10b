/**
 * Runs as an inline script in <head>, before the page paints, so a visitor who saved Arabic or
 * Russian never sees a flash of the English page. gatsby/inline-script.ts bundles this file
 * with the rules it imports; nothing here runs through webpack. It is bundled twice: for the
 * unprefixed (English) pages, and for the prefixed ones (`__PREFIXED_PAGE__`), whose path names
 * their language, so that no saved choice can move them and their script reads no storage.
 */
import { arrivalRedirect, prefixedArrivalRedirect } from '@efe/shared/language';
import { readSavedLanguage } from './language-storage';

declare const __PREFIXED_PAGE__: boolean;

try {
  const target = __PREFIXED_PAGE__ ? prefixedArrivalRedirect(location.pathname) : arrivalRedirect(location.pathname, readSavedLanguage);
  if (target !== null) location.replace(target + location.search + location.hash);
} catch {
  // A redirect is a convenience: the page the visitor opened still works without it.
}
