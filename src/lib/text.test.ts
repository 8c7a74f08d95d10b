import { excerpt, htmlToText, metaDescription } from './text';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<h2>A&amp;B</h2>\n<p>one&nbsp;two <em>three</em></p><script>var x=1</script>')).toBe(
      'A&B one two three',
    );
    expect(htmlToText('<p>caf&#233; &#x41;</p>')).toBe('café A');
  });
});

describe('excerpt', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('cuts at 40 words and adds an ellipsis', () => {
    const out = excerpt(`<p>${words(41)}</p>`);
    expect(out.split(' ')).toHaveLength(40);
    expect(out.endsWith('w40...')).toBe(true);
  });

  it('leaves 40 words or fewer untouched', () => {
    expect(excerpt(`<p>${words(40)}</p>`)).toBe(words(40));
  });

  it('counts words of the text, not of the markup', () => {
    expect(excerpt('<p class="a b c">one</p><p>two</p>', 2)).toBe('one two');
  });

  it('works for Arabic and Russian', () => {
    expect(excerpt('<p>مرحبا بكم في دبي اليوم</p>', 3)).toBe('مرحبا بكم في...');
    expect(excerpt('<p>Добро пожаловать в Дубай</p>', 2)).toBe('Добро пожаловать...');
  });
});

describe('metaDescription', () => {
  it('prefers meta_description', () => {
    expect(metaDescription('  Given  ', '<p>body</p>')).toBe('Given');
  });

  it('falls back to the first 150 characters of the text', () => {
    const long = 'x'.repeat(200);
    expect(metaDescription(null, `<p>${long}</p>`)).toBe('x'.repeat(150));
    expect(metaDescription('', '<p>short</p>')).toBe('short');
  });
});
