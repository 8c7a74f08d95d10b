import { excerptParts, resultPath } from './search-excerpt';

describe('excerptParts', () => {
  it('splits an excerpt into text and the marked words', () => {
    expect(excerptParts('Choosing a <mark>nanny</mark> for <mark>twins</mark> in Dubai')).toEqual([
      { text: 'Choosing a ', mark: false },
      { text: 'nanny', mark: true },
      { text: ' for ', mark: false },
      { text: 'twins', mark: true },
      { text: ' in Dubai', mark: false },
    ]);
  });

  it('decodes the escaped text, so it reads as written', () => {
    expect(excerptParts('Fees &amp; visas: &lt;2 weeks&gt; &quot;fast&quot; &#39;ok&#39; &#x41;')).toEqual([
      { text: 'Fees & visas: <2 weeks> "fast" \'ok\' A', mark: false },
    ]);
  });

  it('keeps markup in the text as text: nothing of it becomes an element', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; and <mark>&lt;script&gt;</mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> and ', mark: false },
      { text: '<script>', mark: true },
    ]);
  });

  it('drops any tag other than the marks', () => {
    expect(excerptParts('a <b>bold</b> <img src=x onerror=alert(1)>word')).toEqual([{ text: 'a bold word', mark: false }]);
  });

  it('works in Arabic and Russian text', () => {
    expect(excerptParts('اختيار <mark>مربية</mark> لطفلك')).toEqual([
      { text: 'اختيار ', mark: false },
      { text: 'مربية', mark: true },
      { text: ' لطفلك', mark: false },
    ]);
    expect(excerptParts('<mark>Няня</mark> для двойни')[0]).toEqual({ text: 'Няня', mark: true });
  });
});

describe('resultPath', () => {
  it('is the page address without the trailing slash the site redirects', () => {
    expect(resultPath('/blogs/choosing-a-nanny/')).toBe('/blogs/choosing-a-nanny');
    expect(resultPath('/ar/blogs/choosing-a-nanny/index.html')).toBe('/ar/blogs/choosing-a-nanny');
    expect(resultPath('/')).toBe('/');
  });
});
