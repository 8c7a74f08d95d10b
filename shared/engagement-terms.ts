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

/**
 * The lowest gross annual salary the terms make sense for: its placement fee is at least the
 * mobilization fee already paid and credited toward it (20% of 10,000 AED is 2,000 AED). Below it
 * the agency would owe the family; a salary that low is a typing slip (a monthly salary, a
 * misplaced point), refused rather than stored.
 */
export const MIN_SALARY_FILS = (MOBILIZATION_FEE_FILS * 100) / BUSINESS.placementFeePercent;

/** Why an agreed salary is refused, in the staff's words; null when the terms take it. */
export function salaryProblem(salaryFils: number): string | null {
  if (salaryFils >= MIN_SALARY_FILS) return null;
  const floor = (MIN_SALARY_FILS / FILS_PER_AED).toLocaleString('en-GB');
  const mobilization = BUSINESS.mobilizationFeeAed.toLocaleString('en-GB');
  return `Write the gross salary for a whole year, at least AED ${floor}: below it the placement fee (${BUSINESS.placementFeePercent}%) would be less than the AED ${mobilization} mobilization fee credited toward it.`;
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

/** The days the admin records, any kind: a year typed with a slip (0202, 20260) is refused rather than kept. */
export const FIRST_RECORDED_DAY = '2000-01-01';
export const LAST_RECORDED_DAY = '2999-12-31';

/** "28/11/2026" of "2026-11-28": a day as the staff write it (the admin's date fields). */
export const staffDay = (day: string): string => day.split('-').reverse().join('/');

/** Whether the text names a day of the calendar as YYYY-MM-DD (2025-02-29 does not), in any year. */
function isRealDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const NO_SUCH_DAY = (text: string) => `There is no ${text} in the calendar: write a day as YYYY-MM-DD, e.g. 2026-11-25.`;
const BEFORE_FIRST = (day: string) => `${staffDay(day)} is before ${staffDay(FIRST_RECORDED_DAY)}, the first day the admin records: check the year.`;

/** Why a day typed by the staff is refused (one that is not there, or out of the days recorded); null when it is one. */
export function dayProblem(text: string): string | null {
  if (!isRealDay(text)) return NO_SUCH_DAY(text);
  if (text < FIRST_RECORDED_DAY) return BEFORE_FIRST(text);
  if (text > LAST_RECORDED_DAY) return `${staffDay(text)} is after ${staffDay(LAST_RECORDED_DAY)}, the last day the admin records: check the year.`;
  return null;
}

/**
 * Why the day a fee is recorded as paid on is refused; null when it is taken. A payment is made on
 * a day that has come: today (`today`, Dubai's calendar) at the latest. One made before the
 * engagement was opened in the admin is real (a family that paid before the recruiter wrote it
 * down), so the earliest is the first day the admin records, not the engagement's.
 */
export function paymentDayProblem(day: string, today: string): string | null {
  if (!isRealDay(day)) return NO_SUCH_DAY(day);
  if (day > today) return `${staffDay(day)} is still to come: a payment is recorded on the day it was made, today (${staffDay(today)}, Dubai) at the latest.`;
  if (day < FIRST_RECORDED_DAY) return BEFORE_FIRST(day);
  return null;
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
