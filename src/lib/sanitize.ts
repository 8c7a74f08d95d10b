/**
 * The one sanitize function for HTML that comes from the content API (blog posts, testimonials).
 * An explicit allow-list: everything not named here is dropped. sanitize-html 2.17.5 is the newest
 * release that runs on Node 20; the bypasses fixed after it need svg, math, textarea, xmp or option
 * allowed, so those must never be added here.
 */
import sanitizeHtml from 'sanitize-html';

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
  // Images only from absolute http(s) addresses: the allow-list, and no relative requests to our host.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  // Text inside dropped elements such as <script> or <style> must vanish too, not leak as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'xmp', 'title', 'template'],
};

export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
