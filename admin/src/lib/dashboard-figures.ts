/**
 * The dashboard's numbers as staff read them: weeks by their Monday, months by name, sources, services and
 * languages by name, waiting times in hours or days.
 */
import type { LeadStats } from '@efe/shared/contract/lead-stats';
import { isLanguage } from '@efe/shared/language';
import { isServiceSlug } from '@efe/shared/routes';
import english from '../../../locales/en/common.json';
import { LANGUAGE_NAMES } from './language-names';
import { calendarMonthInWords, dayAndMonthInWords } from './dates';

/** "23 Nov": a week by its Monday (the API's YYYY-MM-DD, office time). */
export const weekLabel = (monday: string): string => dayAndMonthInWords(monday);

/** "Dec 2025": a month (the API's YYYY-MM, office time). */
export const monthLabel = (month: string): string => calendarMonthInWords(month);

/** A campaign tag or referring site; '' when the visit named neither. */
export const sourceLabel = (source: string): string => source || 'Not known';

/** A service by its English name; '' for "Not sure yet". */
export function serviceLabel(service: string): string {
  if (!service) return 'Not sure yet';
  return isServiceSlug(service) ? english.serviceNames[service] : service;
}

export const languageLabel = (code: string): string => (isLanguage(code) ? LANGUAGE_NAMES[code] : code);

/** "45 minutes", "4 hours", "1.5 days": a median answer time, rounded as a person would say it. */
export function durationText(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
  }
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** All leads of the weeks shown. */
export const leadsInWeeks = (weeks: LeadStats['weeks']): number => weeks.reduce((sum, week) => sum + week.applications + week.messages + week.consultations, 0);

/** The most leads of one week (the stacked bars' tallest), 0 when none came. */
export const mostLeadsInAWeek = (weeks: LeadStats['weeks']): number => Math.max(0, ...weeks.map((week) => week.applications + week.messages + week.consultations));
