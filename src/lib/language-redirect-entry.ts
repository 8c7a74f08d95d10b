/**
 * Runs as an inline script in <head>, before the page paints, so a visitor who saved Arabic or
 * Russian never sees a flash of the English page. gatsby/inline-script.ts bundles this file
 * with the rules it imports; nothing here runs through webpack.
 */
import { arrivalRedirect } from '@shared/language';
import { readSavedLanguage } from './language-storage';

try {
  const target = arrivalRedirect(location.pathname, readSavedLanguage);
  if (target !== null) location.replace(target + location.search + location.hash);
} catch {
  // A redirect is a convenience: the page the visitor opened still works without it.
}
