/**
 * Pagefind's excerpts are HTML: the page's text escaped, the matched words in <mark>. They are
 * shown as text and <mark> elements built by React, never as HTML, so whatever the text holds
 * stays text.
 */
export interface ExcerptPart {
  text: string;
  /** A matched word, to be highlighted. */
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text an escaped HTML fragment stands for: entities decoded, any tag dropped. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let at = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: textOf(excerpt.slice(at, match.index)), mark: false });
    parts.push({ text: textOf(match[1]), mark: true });
    at = match.index + match[0].length;
  }
  if (at < excerpt.length) parts.push({ text: textOf(excerpt.slice(at)), mark: false });
  return parts.filter((part) => part.text !== '');
}

/** A result's address as the site writes it: Pagefind names the built file's folder, with a trailing slash. */
export function resultPath(url: string): string {
  const path = url.replace(/index\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
