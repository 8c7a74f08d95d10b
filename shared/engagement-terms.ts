/**
 * The business terms of a placement as arithmetic: the mobilization fee, credited toward the
 * placement fee (a share of the candidate's gross annual salary), the paid trial and the free
 * replacement's window. Money is counted in whole fils (1 AED = 100 fils), never in floating
 * point; days are the office's calendar days (Dubai, shared/office-clock.ts).
 */
import { BUSINESS } from './constants';
import { addDays } from './office-clock';

export const FILS_PER_AED = 100;
export const MOBILIZATION_FEE_FILS = BUSINESS.mobilizationFeeAed * FILS_PER_AED;

/** An amount of AED as typed: whole dirhams, up to 999,999,999, and at most two decimals. */
export const AED_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,2})?$';
const AED_AMOUNT = new RegExp(AED_AMOUNT_PATTERN);

/** "84000.5" → 8400050 fils, read digit by digit (no float is ever made of it); null when it is no amount. */
export function filsOf(amount: string): number | null {
  if (!AED_AMOUNT.test(amount)) return null;
  const [whole, decimals = ''] = amount.split('.');
  return Number(whole) * FILS_PER_AED + Number(decimals.padEnd(2, '0'));
}

/** 8400050 fils → "84000.50". */
export function aedOf(fils: number): string {
  const whole = Math.floor(fils / FILS_PER_AED);
  return `${whole}.${String(fils % FILS_PER_AED).padStart(2, '0')}`;
}

export interface PlacementFee {
  /** BUSINESS.placementFeePercent of the salary, to the nearest fils (a half fils up). */
  fee_fils: number;
  /** The mobilization fee paid, credited toward it (never more than the fee). */
  credited_fils: number;
  /** What is left to pay: the fee less the credit. */
  balance_fils: number;
}

/** The placement fee of a gross annual salary, and what is left once the mobilization fee paid is credited. */
export function placementFee(salaryFils: number, mobilizationPaidFils: number): PlacementFee {
  const fee = Math.floor((salaryFils * BUSINESS.placementFeePercent + 50) / 100);
  const credited = Math.min(mobilizationPaidFils, fee);
  return { fee_fils: fee, credited_fils: credited, balance_fils: fee - credited };
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether the text is a day of the calendar as YYYY-MM-DD (2025-02-29 is not). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 2000 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The same day `months` later, or that month's last day when it is shorter: 31 January and one
 * month is 28 or 29 February, 31 January and two months is 31 March (counted from the first day,
 * not month by month, so no day is lost on the way).
 */
export function addMonths(day: string, months: number): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  const counted = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const [year, month] = [Math.floor(counted / 12), (counted % 12) + 1];
  const date = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

export interface TrialDates {
  trial_starts_on: string;
  /** The day the paid trial's month is over: the family decides by then. */
  trial_ends_on: string;
  /**
   * The free replacement may be asked for until this day: the month after the trial. The copy
   * promises it "at the {{replacementAfterMonths}}-month mark"; that many months after the trial
   * is the window this reads into it.
   */
  replacement_ends_on: string;
}

export function trialDates(startsOn: string): TrialDates {
  return {
    trial_starts_on: startsOn,
    trial_ends_on: addMonths(startsOn, BUSINESS.trialMonths),
    replacement_ends_on: addMonths(startsOn, BUSINESS.trialMonths + BUSINESS.replacementAfterMonths),
  };
}

/** Days before a trial or a replacement window ends that the staff are reminded of it. */
export const REMINDER_DAYS_BEFORE = 3;

/** Whether, on the office day `today`, a window ending on `endsOn` is within its reminder days (the end day included). */
export const reminderDue = (today: string, endsOn: string): boolean => addDays(endsOn, -REMINDER_DAYS_BEFORE) <= today && today <= endsOn;
