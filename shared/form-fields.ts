/**
 * The fields of the two forms, without their rules: what the forms, the API and the privacy
 * notice list. Kept apart from the Yup schemas so a page that only names the fields (the
 * privacy notice) does not carry the validator.
 */

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  /** Several languages may be chosen; each is sent lower-cased. */
  language: string[];
  role: string;
  ageGroup: string;
  /** Optional: one of the offered countries (shared/countries.ts), '' for none. */
  country: string;
  quote: string;
  cv: File | null;
  photo: File | null;
}

export type ApplicationField = keyof ApplicationValues;
export const FILE_FIELDS = ['cv', 'photo'] as const;
export type FileField = (typeof FILE_FIELDS)[number];
/** The text fields that take one value (the languages are a list). */
export const SINGLE_TEXT_FIELDS = ['name', 'email', 'phone', 'role', 'ageGroup', 'country', 'quote'] as const;
export type SingleTextField = (typeof SINGLE_TEXT_FIELDS)[number];
export type TextField = Exclude<ApplicationField, FileField>;

/** Field order on screen: focus goes to the first invalid field in this order. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'name',
  'email',
  'phone',
  'language',
  'role',
  'ageGroup',
  'country',
  'quote',
  'cv',
  'photo',
];


export interface ContactFormValues {
  full_name: string;
  email: string;
  phone: string;
  /** A service page's slug (routes.ts), or '' for "Not sure yet"; the one field not required. */
  service: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

/** Field order on screen: focus goes to the first invalid field in this order. */
export const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'phone', 'service', 'subject', 'message'];

