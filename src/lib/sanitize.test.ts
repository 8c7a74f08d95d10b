import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>em</em></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote>quote</blockquote><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
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
    expect(sanitize('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
    expect(sanitize('<img src="https://cdn.test/a.png" alt="x">')).toContain('src="https://cdn.test/a.png"');
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
