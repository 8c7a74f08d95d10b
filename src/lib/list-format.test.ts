import { ageRanges, listSeparator } from './list-format';

describe('listSeparator', () => {
  it('is the Arabic comma in Arabic and a comma otherwise', () => {
    expect(listSeparator('ar')).toBe('\u060C ');
    expect(listSeparator('en')).toBe(', ');
    expect(listSeparator('ru')).toBe(', ');
  });
});

describe('ageRanges', () => {
  it('splits on Latin and Arabic commas and drops blanks', () => {
    expect(ageRanges('0-2, 3-5')).toEqual(['0-2', '3-5']);
    expect(ageRanges('0-2، 3-5,,')).toEqual(['0-2', '3-5']);
    expect(ageRanges('Teenagers')).toEqual(['Teenagers']);
  });
});
