import { leadSourceOf, leadSourceProblem, leadSourceShort, leadSourceSummary } from './lead-source';

const at = (href: string) => {
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, hostname: url.hostname };
};

describe('leadSourceOf', () => {
  it('notes the landing page, the referring site\'s host and the campaign tags', () => {
    expect(leadSourceOf(at('https://familyeducation.ae/ar/elite-governess?utm_source=newsletter&utm_medium=email&utm_campaign=spring%202027'), 'https://www.google.com/search?q=governess+dubai')).toEqual({
      landing_path: '/ar/elite-governess',
      referrer_host: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring 2027',
    });
  });

  it('keeps only the host of the referrer, and none for our own pages or no referrer', () => {
    expect(leadSourceOf(at('https://familyeducation.ae/'), 'https://partner.example.com/families/offer?id=7#x').referrer_host).toBe('partner.example.com');
    expect(leadSourceOf(at('https://familyeducation.ae/blogs'), 'https://familyeducation.ae/').referrer_host).toBeUndefined();
    expect(leadSourceOf(at('https://familyeducation.ae/blogs'), '')).toEqual({ landing_path: '/blogs' });
    expect(leadSourceOf(at('https://familyeducation.ae/blogs'), 'android-app://com.google.android.gm/').referrer_host).toBeUndefined();
  });

  it('leaves out tags that are too long or carry markup, quotes or control characters, rather than cut them', () => {
    const source = leadSourceOf(at(`https://familyeducation.ae/?utm_source=${'a'.repeat(101)}&utm_medium=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_campaign=spring%0Aoffer`), '');
    expect(source).toEqual({ landing_path: '/' });
  });
});

describe('leadSourceProblem', () => {
  it.each([
    ['landing_path', '/ru/blogs/page/2', null],
    ['landing_path', '/about-us?x=1', 'invalid'],
    ['landing_path', 'https://evil.example/', 'invalid'],
    ['landing_path', `/${'a'.repeat(200)}`, 'tooLong'],
    ['referrer_host', 'www.google.com', null],
    ['referrer_host', 'https://www.google.com/search', 'invalid'],
    ['referrer_host', 'WWW.GOOGLE.COM', 'invalid'],
    ['referrer_host', 'a..b', 'invalid'],
    ['utm_source', 'newsletter', null],
    ['utm_source', 'نشرة أخبار', null],
    ['utm_source', '"><img src=x onerror=alert(1)>', 'invalid'],
    ['utm_source', 'tab\there', 'invalid'],
    ['utm_campaign', 'x'.repeat(101), 'tooLong'],
  ] as const)('%s %j: %s', (field, value, problem) => {
    expect(leadSourceProblem(field, value)).toBe(problem);
  });
});

describe('what the staff read of a source', () => {
  it('says the campaign, the referring site and the landing page in one line', () => {
    const source = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', referrer_host: 'mail.example.com', landing_path: '/ar/elite-governess' };
    expect(leadSourceSummary(source)).toBe('newsletter / email / spring, from mail.example.com, landed on /ar/elite-governess');
    expect(leadSourceShort(source)).toBe('newsletter');
  });

  it('says what there is, and nothing when the visit said nothing', () => {
    expect(leadSourceSummary({ referrer_host: 'www.google.com', landing_path: '/' })).toBe('from www.google.com, landed on /');
    expect(leadSourceShort({ referrer_host: 'www.google.com', utm_source: null })).toBe('www.google.com');
    expect(leadSourceSummary({})).toBeNull();
    expect(leadSourceShort({ landing_path: '/' })).toBeNull();
  });
});
