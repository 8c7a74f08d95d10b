import { LANGUAGES, type Language } from '@efe/shared/constants';
import { directionOf } from '@efe/shared/language';

/**
 * The page's language on the document: `lang` and `dir` on <html>, the language as <body>'s class
 * (the static HTML has them already; a client-side navigation to another language changes them).
 * Each is written only where it differs: Chromium recalculates the style of every element when
 * <html>'s `lang` is set, even to the value it has (each element's `:lang()` may change). On the
 * first page that was the whole document's style, 617 elements of the home page and 10-75 ms on a
 * phone's 4x slower CPU, in React's hydration (Gatsby's onRouteUpdate runs in its first commit).
 */
export function applyDocumentLanguage(doc: Document, language: Language): void {
  const root = doc.documentElement;
  if (root.lang !== language) root.lang = language;
  const direction = directionOf(language);
  if (root.dir !== direction) root.dir = direction;
  // toggle with a force leaves the attribute alone when the class is already as asked.
  for (const code of LANGUAGES) doc.body.classList.toggle(code, code === language);
}
