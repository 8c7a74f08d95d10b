import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the leading + and the digits of a number as typed', () => {
    expect(telHref('+971 (50) 420-7718')).toBe('tel:+971504207718');
    expect(telHref(' 050 420 7718 ')).toBe('tel:0504207718');
  });

  it('has no address for text without digits', () => {
    expect(telHref('n/a')).toBeNull();
    expect(telHref('')).toBeNull();
  });
});
