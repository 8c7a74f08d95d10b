import { charactersOf } from './unicode-range';

describe('charactersOf', () => {
  it('lists single code points and ranges', () => {
    expect(charactersOf('U+0041-0043,U+0661')).toBe('ABC\u0661');
    expect(charactersOf('U+0600-06FF')).toHaveLength(256);
  });

  it('refuses anything else, rather than dropping characters silently', () => {
    expect(() => charactersOf('U+06??')).toThrow(/U\+06\?\?/);
  });
});
