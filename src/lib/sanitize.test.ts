import { apiBaseUrl } from './api-client';
import { contentSecurityPolicy } from './content-security-policy';
import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>em</em></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>quote</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>';
    expect(sanitize(html).replace(/\n/g, '')).toBe(html);
  });

  it('puts a line break after each end of an element outside a line, so the search index parts the words', () => {
    expect(sanitize('<table><tr><th>Curriculum</th><th>Fits</th></tr></table><p>a<br>b</p><hr><p>c <em>d</em>e</p>')).toBe(
      '<table><tr><th>Curriculum</th>\n<th>Fits</th>\n</tr>\n</table>\n<p>a<br />\nb</p>\n<hr />\n<p>c <em>d</em>e</p>',
    );
    expect(sanitize('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
  });

  it('leaves preformatted text as it is', () => {
    expect(sanitize('<p>a</p><pre>x<br>y</pre><p>b</p>')).toBe('<p>a</p>\n<pre>x<br />y</pre>\n<p>b</p>');
  });

  it('drops scripts and their text', () => {
    expect(sanitize('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(sanitize('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('drops event handlers', () => {
    const out = sanitize('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/onerror|onclick/i);
    expect(out).toContain('<p>t</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('removes the dangerous href %s', (href) => {
    const out = sanitize(`<a href="${href}">link</a>`);
    expect(out).not.toMatch(/javascript|data:|vbscript/i);
    expect(out).toContain('link');
  });

  it('drops svg, math, iframes, styles, forms and objects', () => {
    const out = sanitize(
      '<svg onload="alert(1)"><circle/></svg><math><mi>x</mi></math><iframe src="https://evil.test"></iframe>' +
        '<style>body{display:none}</style><form action="https://evil.test"><input></form><object data="x"></object><p style="color:red">t</p>',
    );
    expect(out).not.toMatch(/svg|math|iframe|style|form|input|object|onload/i);
    expect(out).toContain('<p>t</p>');
  });

  it('keeps images only with http(s) sources', () => {
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="x">', ['https://cdn.test'])).toBe('');
    expect(sanitize('<img src="https://cdn.test/a.png" alt="x">', ['https://cdn.test'])).toContain('src="https://cdn.test/a.png"');
  });

  it('keeps exactly the images the Content-Security-Policy lets the page load', () => {
    const api = 'https://api.example.com';
    const policy = contentSecurityPolicy({ apiOrigins: [api], scriptHashes: [], hubSpot: false });
    const imgSrc = /img-src ([^;]+)/.exec(policy)![1].split(' ');
    const html = ['https://api.example.com/media/a.jpg', 'https://cdn.test/b.jpg', 'http://api.example.com/c.jpg', 'https://api.example.com.evil.test/d.jpg', '/media/e.jpg']
      .map((src) => `<img src="${src}" alt="x">`)
      .join('');
    const kept = [...sanitize(html, [api]).matchAll(/src="([^"]+)"/g)].map((match) => match[1]);
    expect(kept).toEqual(['https://api.example.com/media/a.jpg']);
    for (const src of kept) expect(imgSrc).toContain(new URL(src).origin);
  });

  it('takes the image origin from the API address by default', () => {
    const own = `${apiBaseUrl()}/media/a.jpg`;
    expect(sanitize(`<img src="${own}" alt="x"><img src="https://cdn.test/a.png">`)).toBe(
      `<img src="${own}" alt="x" loading="lazy" decoding="async" />`,
    );
  });

  it('marks external links noopener noreferrer and leaves internal links alone', () => {
    expect(sanitize('<a href="https://www.khda.gov.ae">KHDA</a>')).toBe(
      '<a href="https://www.khda.gov.ae" rel="noopener noreferrer" target="_blank">KHDA</a>',
    );
    expect(sanitize('<a href="/contact-us" target="_top" rel="opener">us</a>')).toBe('<a href="/contact-us">us</a>');
    expect(sanitize('<a href="mailto:a@b.ae">m</a>')).toBe('<a href="mailto:a@b.ae">m</a>');
    expect(sanitize('<a href="tel:+97140000000">t</a>')).toBe('<a href="tel:+97140000000">t</a>');
  });

  it('closes malformed and nested markup safely', () => {
    const out = sanitize('<p><b>bold <i>both</p><div><div><script>x</script>deep</div></div>');
    expect(out).not.toMatch(/script|div/i);
    expect(out).toContain('deep');
    expect(sanitize('<<img src=x onerror=alert(1)>>')).not.toMatch(/onerror/);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitize(null)).toBe('');
    expect(sanitize('')).toBe('');
  });
});

/**
 * Hostile inputs a post's HTML could hold, checked structurally: the sanitized output is parsed as the
 * browser would parse it, and no element outside the allow-list, no event handler and no URL with
 * a scheme other than http(s)/mailto/tel (or a relative one) may survive.
 */
describe('sanitize against hostile blog HTML', () => {
  const ALLOWED = new Set([
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's',
    'small', 'sub', 'sup', 'mark', 'blockquote', 'cite', 'q', 'code', 'pre', 'table', 'caption', 'thead',
    'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption', 'img', 'a',
  ]);
  // http(s), mailto and tel, or a relative URL on our own host (no scheme, not protocol-relative).
  const SAFE_URL = /^(https?:\/\/|mailto:|tel:|(?!\/\/)[^:]*$)/i;

  function expectHarmless(html: string): void {
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const element of Array.from(template.content.querySelectorAll('*'))) {
      expect(ALLOWED.has(element.tagName.toLowerCase())).toBe(true);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toMatch(/^(style|srcset|srcdoc|formaction|xlink:href|background)$/i);
        if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value).toMatch(SAFE_URL);
      }
    }
    expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
    // A handler inside a tag the parser would drop at the end of input is still not allowed to pass.
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
  }

  it.each([
    ['script tag', '<p>a</p><script>alert(1)</script><SCRIPT SRC=https://evil.test/x.js></SCRIPT>'],
    ['script split by a nested tag', '<<script>script>alert(1)<</script>/script>'],
    ['script in a table', '<table><tr><td><script>alert(1)</script></td></tr></table>'],
    ['onerror on an image', '<img src="https://cdn.test/a.png" onerror="alert(1)">'],
    ['unquoted onerror', '<img src=x onerror=alert(1)//>'],
    ['onerror without a closing bracket', '<img src="https://cdn.test/a.png" onerror="alert(1)"'],
    ['handlers on allowed tags', '<a href="https://x.test" onclick="x()" onmouseover="y()">l</a><p ONFOCUS=z() tabindex=0>t</p>'],
    ['javascript: image source', '<img src="javascript:alert(1)"><img src="  JAVASCRIPT:alert(1)">'],
    ['javascript: with a newline', '<a href="java\nscript:alert(1)">l</a>'],
    ['javascript: with a carriage-return entity', '<a href="java&#13;script:alert(1)">l</a>'],
    ['javascript: with hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">l</a>'],
    ['javascript: with padded decimal entities', '<a href="&#0000106&#0000097vascript:alert(1)">l</a>'],
    ['javascript: with &Tab;', '<a href="java&Tab;script:alert(1)">l</a>'],
    ['javascript: with an encoded colon', '<a href="javascript&#58;alert(1)">l</a><a href="javascript&#x3A;alert(1)">m</a>'],
    ['javascript: after control characters', '<a href="\u0001\u0002javascript:alert(1)">l</a>'],
    ['protocol-relative link', '<a href="//evil.test/x">l</a><img src="//evil.test/a.png">'],
    ['svg onload', '<svg onload="alert(1)"></svg><svg/onload=alert(1)>'],
    ['script inside svg', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['iframe', '<iframe src="https://evil.test"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['iframe with javascript src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['style element', '<style>@import "https://evil.test/x.css"; body{background:url(javascript:alert(1))}</style><p>t</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">t</p>'],
    ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['comment breakout', '<!--><img src=x onerror=alert(1)>--><p>t</p>'],
    ['textarea and option breakouts', '<textarea><img src=x onerror=alert(1)></textarea><select><option><img src=x onerror=alert(1)></option></select>'],
    ['deeply nested unclosed tags', '<div><div><div><ul><li><p><b><i><a href="javascript:alert(1)">deep'],
    ['base, meta refresh and link', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.test/x.css">'],
    ['object, embed and form', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><form><button formaction="javascript:alert(1)">b</button></form>'],
    ['srcset and data URLs', '<img src="https://cdn.test/a.png" srcset="javascript:alert(1) 1x"><a href="data:text/html,<script>alert(1)</script>">l</a>'],
    ['template element', '<template><img src=x onerror=alert(1)></template><p>t</p>'],
  ])('neutralizes %s', (_name, payload) => {
    expectHarmless(sanitize(payload));
  });

  it('keeps the readable text of hostile markup while dropping what scripts and styles contain', () => {
    const out = sanitize('<p>Safe <b onclick="x()">words</b></p><script>alert("secret")</script><style>.x{}</style>');
    expect(out).toBe('<p>Safe <b>words</b></p>');
  });
});
