/**
 * The one sanitize function for HTML that comes from the content API (blog posts, testimonials).
 * An explicit allow-list: everything not named here is dropped. sanitize-html 2.17.5 is the newest
 * release that runs on Node 20; the bypasses fixed after it need svg, math, textarea, xmp or option
 * allowed, so those must never be added here.
 */
import sanitizeHtml from 'sanitize-html';
import { IN_LINE_ELEMENTS } from '@efe/shared/text';
import { apiBaseUrl } from './api-client';

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6',
  'p', 'br', 'hr', 'span',
  'ul', 'ol', 'li',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'blockquote', 'cite', 'q', 'code', 'pre',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'a',
];

const EXTERNAL_REL = 'noopener noreferrer';

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * An image is kept only when the page may load it: its origin is one the Content-Security-Policy's
 * img-src names for content (content-security-policy.ts: the API's), so what is kept is also shown.
 */
function isAllowedImage(src: string | undefined, imageOrigins: ReadonlySet<string>): boolean {
  if (!src || !/^https?:\/\//i.test(src)) return false;
  try {
    return imageOrigins.has(new URL(src).origin);
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Relative links (/contact-us) are our own pages and stay allowed by sanitize-html's default.
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (isExternal(href)) {
        out.rel = EXTERNAL_REL;
        out.target = '_blank';
      } else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // Text inside dropped elements such as <script> or <style> must vanish too, not leak as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'xmp', 'title', 'template'],
};

/**
 * `imageOrigins`: where content images may come from; the API's origin unless told otherwise (the
 * build passes the origin it also writes into the policy).
 */
export function sanitize(html: string | null | undefined, imageOrigins: readonly string[] = [apiBaseUrl()]): string {
  if (!html) return '';
  const origins = new Set(imageOrigins.map((origin) => new URL(origin).origin));
  return separateLines(
    sanitizeHtml(html, {
      ...OPTIONS,
      // Absolute addresses only: a relative image would be a request to our own host.
      exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src, origins),
    }),
  );
}

/**
 * Preformatted text, where a line break would show (left whole), or an element's end, or a rule
 * or line break.
 */
const LINE_ENDS = /<pre\b[^>]*>[\s\S]*?<\/pre>|<\/([a-z][a-z0-9]*)>|<(?:br|hr)\b[^>]*>/gi;

/**
 * A line break after every end of an element that is not in a line of text (a table's cell, a
 * caption, a list) where none follows. Pagefind separates words only at the ends of a few
 * elements (p, td, li and some more, not th, caption or figcaption), so
 * "<th>Curriculum</th><th>Fits</th>" was one word in the search index. White space there changes
 * nothing a reader sees, except inside <pre>. The input is sanitize-html's output: every "<" in it
 * opens a tag, and every <pre> is closed.
 */
function separateLines(html: string): string {
  return html.replace(LINE_ENDS, (found: string, endName: string | undefined, at: number) => {
    const inLine = endName !== undefined && IN_LINE_ELEMENTS.has(endName.toLowerCase());
    const next = html.charAt(at + found.length);
    return inLine || next === '' || /\s/.test(next) ? found : `${found}\n`;
  });
}
