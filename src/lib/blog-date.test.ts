import { formatPublishedDate } from './blog-date';

describe('formatPublishedDate', () => {
  const iso = '2025-03-14T09:00:00.000Z';

  it('writes the date in English, Russian and Arabic', () => {
    expect(formatPublishedDate(iso, 'en')).toBe('14 March 2025');
    expect(formatPublishedDate(iso, 'ru')).toMatch(/^14 марта 2025/);
    const arabic = formatPublishedDate(iso, 'ar') ?? '';
    expect(arabic).toContain('مارس');
  });

  it('uses Latin digits in Arabic', () => {
    const arabic = formatPublishedDate(iso, 'ar') ?? '';
    expect(arabic).toMatch(/14/);
    expect(arabic).toMatch(/2025/);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('counts the day in Dubai time, whatever the visitor’s zone', () => {
    // 21:30 UTC on the 14th is already the 15th in Dubai (UTC+4).
    expect(formatPublishedDate('2025-03-14T21:30:00Z', 'en')).toBe('15 March 2025');
  });

  it('returns null for a missing or invalid date', () => {
    expect(formatPublishedDate(null, 'en')).toBeNull();
    expect(formatPublishedDate('', 'en')).toBeNull();
    expect(formatPublishedDate('not a date', 'ru')).toBeNull();
  });
});
