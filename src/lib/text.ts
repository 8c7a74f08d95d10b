/** Plain-text helpers for excerpts and meta descriptions, safe in Node and the browser. */
import { BLOG_EXCERPT_WORDS, META_DESCRIPTION_FALLBACK_CHARS } from './constants';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…',
  laquo: '«', raquo: '»', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** The visible text of an HTML fragment, whitespace collapsed. Scripts and styles contribute nothing. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutHidden = html.replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, ' ');
  const withBreaks = withoutHidden.replace(/<\/(p|h[1-6]|li|blockquote|tr|div)>|<br\s*\/?>/gi, ' ');
  const text = withBreaks.replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
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
