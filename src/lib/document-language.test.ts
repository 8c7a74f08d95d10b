import { fc, test } from '@fast-check/jest';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { directionOf } from '@efe/shared/language';
import { applyDocumentLanguage } from './document-language';

/** The document as a page's static HTML has it (gatsby-ssr.tsx), with another class on <body> beside the language. */
function staticPage(language: Language, otherClass: string): void {
  document.documentElement.setAttribute('lang', language);
  document.documentElement.setAttribute('dir', directionOf(language));
  document.body.setAttribute('class', `${language} ${otherClass}`);
}

/** Which attributes of <html> and <body> were written while `change` ran (even to the value they had). */
function attributesWritten(change: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true });
  observer.observe(document.body, { attributes: true });
  change();
  const written = observer.takeRecords().map((record) => `${record.target.nodeName.toLowerCase()}[${record.attributeName ?? ''}]`);
  observer.disconnect();
  return [...new Set(written)].sort();
}

const language = fc.constantFrom(...LANGUAGES);
const otherClass = fc.constantFrom('menu-open', 'has-dialog', 'x1');

describe("the page's language on the document", () => {
  test.prop([language, language, otherClass])('ends as the new page asks, keeping <body>\'s other classes', (from, to, other) => {
    staticPage(from, other);
    applyDocumentLanguage(document, to);
    expect(document.documentElement.getAttribute('lang')).toBe(to);
    expect(document.documentElement.getAttribute('dir')).toBe(directionOf(to));
    expect([...document.body.classList].sort()).toEqual([to, other].sort());
  });

  // Setting <html>'s lang, even to its own value, makes Chromium recalculate every element's style:
  // on the first page (Gatsby's onRouteUpdate, in React's hydration) nothing may be written at all.
  test.prop([language, otherClass])('writes nothing when the document already has it', (current, other) => {
    staticPage(current, other);
    expect(attributesWritten(() => applyDocumentLanguage(document, current))).toEqual([]);
  });

  test.prop([language, language, otherClass])('writes only what changes', (from, to, other) => {
    staticPage(from, other);
    const expected = [
      ...(from !== to ? ['body[class]', 'html[lang]'] : []),
      ...(directionOf(from) !== directionOf(to) ? ['html[dir]'] : []),
    ].sort();
    expect(attributesWritten(() => applyDocumentLanguage(document, to))).toEqual(expected);
  });
});
