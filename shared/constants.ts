/**
 * Business facts and limits (docs/product-rules.md) in one typed module.
 * Copy interpolates these values (see `copyFacts`) so a number is changed in one place only;
 * the API imports the same limits so browser and server can never disagree.
 */
import { pluralForm } from './plural';

export const LANGUAGES = ['en', 'ar', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** localStorage key the old site used; kept so returning visitors keep their choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The consultancy's clock: Dubai, UTC+4 all year (no daylight saving). Its weeks start on Monday. */
export const OFFICE_UTC_OFFSET_HOURS = 4;

export const CANDIDATES_PER_PAGE = 6;
export const BLOG_EXCERPT_WORDS = 40;
/** Cards on each blog list page (/blogs, /blogs/page/2, …), newest first. */
export const BLOG_POSTS_PER_PAGE = 12;
export const META_DESCRIPTION_FALLBACK_CHARS = 150;
export const RECENT_POSTS_COUNT = 5;

export const PHONE_MAX_DIGITS = 15;
// Sizes in bytes written as plain numbers: esbuild leaves an unused product such as 2 * 1024 * 1024
// of this module in every inline script that imports from it (gatsby/inline-script.ts).
/** 2 MiB. */
export const CV_MAX_BYTES = 2_097_152;
/** 2 MiB. Pictures editors upload for posts and candidates: larger ones only build and load slower. */
export const CONTENT_IMAGE_MAX_BYTES = 2_097_152;
/** 200 KiB. */
export const PHOTO_MAX_BYTES = 204_800;
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const AGE_GROUPS = ['0-2', '3-5', '6-12'] as const;

export const SUCCESS_MESSAGE_MS = 3000;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const MOBILE_NAV_BREAKPOINT_PX = 1150;
export const MAX_CANDIDATE_RATING = 5;
/** Days applications, contact messages and their mails are kept (the API's RETENTION_DAYS default; the privacy notice states the setting in use). */
export const DEFAULT_RETENTION_DAYS = 365;
/**
 * Days a backup is kept: `npm run api:backup` and the API delete older ones, so an erasure reaches
 * every backup after this long (the privacy notice says so).
 */
export const BACKUP_RETENTION_DAYS = 14;
/**
 * Acknowledgement mails one address gets in 24 hours at most: every applicant and family hears
 * that we received what they sent, but the forms cannot be used to fill someone else's inbox.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
/**
 * The free consultation's diary until the staff set their own (admin, Availability): 30-minute
 * slots, one family at a time, booked at least 12 hours and at most 6 weeks ahead.
 */
export const BOOKING_DEFAULTS = { slotMinutes: 30, capacity: 1, noticeHours: 12, horizonDays: 42 } as const;
/**
 * Booking mails (confirmation, move, cancellation, each with its invitation) one address gets in
 * 24 hours at most: a family that books, moves and cancels gets every one, while the form cannot
 * flood a stranger's inbox. Past it the booking still stands; the page shows its link.
 */
export const BOOKING_MAILS_PER_ADDRESS_PER_DAY = 6;
/**
 * Consultations one address (any spelling of one mailbox: shared/address-key.ts) may hold that
 * have not started yet. A family books once and moves that booking; a second booking is refused,
 * and the first one's private link is mailed to its address again.
 */
export const UPCOMING_BOOKINGS_PER_ADDRESS = 1;
/**
 * Consultations one client (an IPv4 address or an IPv6 /64, as the rate limit counts them) may
 * book in 24 hours. Several, not one: families behind one mobile operator's shared address, or an
 * office booking for several of its staff, must not stop each other. The API's
 * BOOKINGS_PER_CLIENT_PER_DAY setting may change it.
 */
export const BOOKINGS_PER_CLIENT_PER_DAY = 5;
/**
 * Times the family may move one booking in 24 hours: enough to change one's mind twice, while a
 * link kept open on two devices cannot send the staff a mail a second.
 */
export const MOVES_PER_BOOKING_PER_DAY = 3;
/** Staff passwords of the web admin (checked by the API, said by the admin's form). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const TESTIMONIAL_SLIDER = {
  autoplaySpeedMs: 3000,
  speedMs: 1000,
  gapPx: 30,
  /** slides shown: below 768 px, from 768 px, from 1024 px */
  slidesPerView: { base: 1, tablet: 2, desktop: 3 },
  breakpoints: { tablet: 768, desktop: 1024 },
} as const;

export const TEACHER_STRIP = {
  spaceBetweenPx: 10,
  speedMs: 4000,
  autoplayDelayMs: 0,
} as const;

/** Numbers the marketing copy states; passed to i18next as interpolation values. */
export const BUSINESS = {
  yearsExperience: 14,
  mobilizationFeeAed: 2000,
  placementFeePercent: 20,
  trialMonths: 1,
  recruitmentMaxMonths: 1,
  replacementAfterMonths: 1,
  governessHoursMin: 8,
  governessHoursMax: 10,
  governessDaysOff: 2,
  tutorFullTimeHoursMin: 35,
  tutorFullTimeHoursMax: 40,
  tutorSessionsMin: 2,
  tutorSessionsMax: 3,
  babyPlanReviewMonths: 2,
  studyAbroadLeadMonthsMin: 6,
  studyAbroadLeadMonthsMax: 12,
} as const;

/** Age ranges each service covers (docs/product-rules.md, Services). */
export const SERVICE_AGES = {
  governess: { min: 6, max: 17 },
  nanny: { min: 0, max: 4 },
  babyBrainBoost: { min: 0, max: 3 },
  homeLearning: { min: 4, max: 17 },
  universityPathway: { min: 14 },
  alchemyLeadership: { min: 0, max: 17 },
} as const;

/**
 * Contact details shown in the footer and on the contact page.
 * Replace with the consultancy's real details before going live (README, "Settings").
 */
export const CONTACT = {
  phoneDisplay: '+971 4 331 0914',
  phoneE164: '+97143310914',
  whatsappDisplay: '+971 50 420 7718',
  whatsappE164: '+971504207718',
  email: 'info@familyeducation.ae',
  mapsUrl: 'https://maps.google.com/?q=Dubai+World+Trade+Centre+Tower',
  social: {
    instagram: 'https://www.instagram.com/familyeducation.ae',
    facebook: 'https://www.facebook.com/familyeducation.ae',
    linkedin: 'https://www.linkedin.com/company/familyeducation-ae',
  },
} as const;

// Written out rather than with Intl.NumberFormat: a page's first Intl formatter costs a phone
// 100-200 ms of ICU start-up while React hydrates (measured in Chromium with a 4x slower CPU),
// for three separators. constants.test.ts holds them to what Intl writes.
const THOUSANDS_SEPARATOR: Record<Language, string> = { en: ',', ar: ',', ru: '\u00a0' };

/** Formats a whole number for copy in the visitor's language (Latin digits everywhere, as UAE sites do). */
export function formatNumber(value: number, language: Language): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`formatNumber writes whole numbers from 0 up, not ${value}`);
  return String(value).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[language]);
}

/**
 * A number of months as the language says it, by its plural form: "1 month", "2 месяца",
 * "شهر واحد" and "شهرين" (Arabic says one and two by the noun alone, not "1 شهر"), "6 أشهر", "12 شهرًا".
 */
export function countedMonths(n: number, language: Language): string {
  const number = formatNumber(n, language);
  const form = pluralForm(language, n);
  if (language === 'en') return `${number} ${form === 'one' ? 'month' : 'months'}`;
  if (language === 'ru') return `${number} ${form === 'one' ? 'месяц' : form === 'few' ? 'месяца' : 'месяцев'}`;
  if (form === 'one') return 'شهر واحد';
  if (form === 'two') return 'شهرين';
  if (form === 'few') return `${number} أشهر`;
  if (form === 'many') return `${number} شهرًا`;
  return `${number} شهر`;
}

/** Interpolation values every translated string may use, e.g. "{{mobilizationFeeAed}} AED", "{{trialMonthsCounted}}". */
export function copyFacts(language: Language): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const [key, value] of Object.entries(BUSINESS)) {
    facts[key] = formatNumber(value, language);
    if (/Months(Min|Max)?$/.test(key)) facts[`${key}Counted`] = countedMonths(value, language);
  }
  facts.governessAgeMin = String(SERVICE_AGES.governess.min);
  facts.governessAgeMax = String(SERVICE_AGES.governess.max);
  facts.nannyAgeMin = String(SERVICE_AGES.nanny.min);
  facts.nannyAgeMax = String(SERVICE_AGES.nanny.max);
  facts.babyAgeMin = String(SERVICE_AGES.babyBrainBoost.min);
  facts.babyAgeMax = String(SERVICE_AGES.babyBrainBoost.max);
  facts.homeLearningAgeMin = String(SERVICE_AGES.homeLearning.min);
  facts.homeLearningAgeMax = String(SERVICE_AGES.homeLearning.max);
  facts.universityAgeMin = String(SERVICE_AGES.universityPathway.min);
  facts.alchemyAgeMin = String(SERVICE_AGES.alchemyLeadership.min);
  facts.alchemyAgeMax = String(SERVICE_AGES.alchemyLeadership.max);
  facts.phoneMaxDigits = String(PHONE_MAX_DIGITS);
  return facts;
}
