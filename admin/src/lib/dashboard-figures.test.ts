import { durationText, languageLabel, leadsInWeeks, monthLabel, mostLeadsInAWeek, serviceLabel, sourceLabel, weekLabel } from './dashboard-figures';

describe('dashboard figures', () => {
  it('names a week by its Monday, day first', () => {
    expect(weekLabel('2026-11-23')).toBe('23 Nov');
    expect(weekLabel('2027-01-04')).toBe('4 Jan');
  });

  it('names a month by its name and year, never as YYYY-MM', () => {
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('2026-09')).toBe('Sep 2026');
  });

  it('names sources, services and languages as staff read them', () => {
    expect(sourceLabel('newsletter')).toBe('newsletter');
    expect(sourceLabel('')).toBe('Not known');
    expect(serviceLabel('premier-nanny')).toBe('Premier Nanny');
    expect(serviceLabel('')).toBe('Not sure yet');
    expect(serviceLabel('retired-service')).toBe('retired-service');
    expect(languageLabel('ar')).toBe('العربية (Arabic)');
    expect(languageLabel('fr')).toBe('fr');
  });

  it('says an answer time in minutes, hours or days', () => {
    expect(durationText(0.25)).toBe('15 minutes');
    expect(durationText(0.001)).toBe('1 minute');
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(4.04)).toBe('4 hours');
    expect(durationText(47.9)).toBe('47.9 hours');
    expect(durationText(60)).toBe('2.5 days');
  });

  it('adds up the leads of the weeks', () => {
    expect(leadsInWeeks([{ week: '2026-11-16', applications: 2, messages: 3, consultations: 1 }, { week: '2026-11-23', applications: 0, messages: 1, consultations: 2 }])).toBe(9);
    expect(mostLeadsInAWeek([{ week: '2026-11-16', applications: 2, messages: 3, consultations: 1 }, { week: '2026-11-23', applications: 0, messages: 1, consultations: 2 }])).toBe(6);
    expect(mostLeadsInAWeek([{ week: '2026-11-23', applications: 0, messages: 0, consultations: 0 }])).toBe(0);
  });
});
