/** Plain-text helpers for excerpts and meta descriptions, safe in Node and the browser. */
import { BLOG_EXCERPT_WORDS, META_DESCRIPTION_FALLBACK_CHARS } from './constants';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…',
  laquo: '«', raquo: '»', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,31});/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template']);
/**
 * Elements that sit inside a line of text: their tags join the letters on either side into one
 * word ("<em>un</em>done"). Every other tag, opening or closing (a table's cells, a list, a line
 * break, a rule, a name not known here), keeps the words on either side apart, as a browser shows
 * them. sanitize.ts writes a line break after those tags' ends, so the search index reads them so too.
 */
export const IN_LINE_ELEMENTS: ReadonlySet<string> = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'img', 'kbd', 'mark',
  'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
const TAG_NAME = /^(\/?)\s*([a-z][a-z0-9]*)/i;

/**
 * The visible text of an HTML fragment, whitespace collapsed. Scripts and styles contribute
 * nothing. One pass, each character looked at a bounded number of times: the text of a post is
 * anyone's input, and the regex version took 30 s on 200,000 "<" characters.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const pieces: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      pieces.push(html.slice(at));
      break;
    }
    pieces.push(html.slice(at, open));
    const close = html.indexOf('>', open + 1);
    if (close < 0) {
      // No tag ends here or later: the rest is text, "<" included.
      pieces.push(html.slice(open));
      break;
    }
    const tag: RegExpExecArray | null = TAG_NAME.exec(html.slice(open + 1, close));
    const slash = tag?.[1] ?? '';
    const name = (tag?.[2] ?? '').toLowerCase();
    at = close + 1;
    if (!slash && HIDDEN_ELEMENTS.has(name)) {
      const end: RegExp = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = at;
      const found: RegExpExecArray | null = end.exec(html);
      // An unclosed script runs to the end, as in a browser.
      if (!found) break;
      at = found.index + found[0].length;
      pieces.push(' ');
    } else if (name !== '' && !IN_LINE_ELEMENTS.has(name)) {
      pieces.push(' ');
    }
  }
  return decodeEntities(pieces.join('')).replace(/\s+/g, ' ').trim();
}

/** The first `words` words of the text followed by an ellipsis, or the whole text if shorter. */
export function excerpt(html: string | null | undefined, words = BLOG_EXCERPT_WORDS): string {
  const all = htmlToText(html).split(' ').filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')}...`;
}

/** meta_description when set, else the first 150 characters of the post's text. */
export function metaDescription(
  explicit: string | null | undefined,
  html: string | null | undefined,
  chars = META_DESCRIPTION_FALLBACK_CHARS,
): string {
  const given = explicit?.trim();
  if (given) return given;
  return Array.from(htmlToText(html)).slice(0, chars).join('');
}
