/**
 * The leads as stored: an application's and a contact message's rows, what is written for a new
 * one, and a row read back as the record the rest of the API uses. Their fields are the admin's
 * answers' (shared/contract/lead.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableString } from '@efe/shared/contract/schema-parts';
import { applicationFields, ConsentColumns, FileFacts, Handling, LeadSourceColumns, type ContactMessageRecord } from '@efe/shared/contract/lead';
import type { ApplicationValues, SingleTextField } from '@efe/shared/application-schema';
import type { LeadSource } from '@efe/shared/lead-source';
import { columnsOf } from './sql';

export interface StoredFile {
  /** Random name inside the uploads directory. */
  storedName: string;
  originalName: string | null;
  mime: string;
  size: number;
}

/** What an application says, as validated (languages, role and country in their offered spelling; no country: null). */
export type ApplicationText = Pick<ApplicationValues, Exclude<SingleTextField, 'country'>> & { languages: string[]; country: string | null };

export interface NewApplication extends ApplicationText {
  siteLanguage: string;
  /** The version of the consent's wording the applicant agreed to (shared/profile-consent.ts); null: not given. */
  consentVersion: number | null;
  cv: StoredFile;
  photo: StoredFile;
  source: LeadSource;
}

/** The columns of a lead's source: what the visit said, null for the rest. */
export const sourceColumns = (source: LeadSource): LeadSourceColumns => ({
  landing_path: source.landing_path ?? null,
  referrer_host: source.referrer_host ?? null,
  utm_source: source.utm_source ?? null,
  utm_medium: source.utm_medium ?? null,
  utm_campaign: source.utm_campaign ?? null,
});

export type NewContactMessage = Omit<ContactMessageRecord, 'id' | 'created_at' | keyof Handling>;

/** A message with the picture file the candidate it names has now (null when she has none or is gone). */
export type ContactMessageView = ContactMessageRecord & { candidate_image: string | null };

/** Whether a profile may rest on this consent now: given, and not withdrawn. */
export const consentStands = (consent: ConsentColumns): boolean => consent.consent_at !== null && consent.consent_withdrawn_at === null;

/** A stored application, its files by their stored names. */
export const ApplicationRecord = Type.Object(applicationFields(Type.Object({ file: Type.String(), ...FileFacts })));
export type ApplicationRecord = Static<typeof ApplicationRecord>;

/** A row of the applications table as stored. */
export const ApplicationRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** JSON array of strings. */
  languages: Type.String(),
  role: Type.String(),
  age_group: Type.String(),
  country: NullableString(),
  quote: Type.String(),
  site_language: Type.String(),
  cv_file: Type.String(),
  cv_original_name: NullableString(),
  cv_mime: Type.String(),
  cv_size: Type.Integer(),
  photo_file: Type.String(),
  photo_original_name: NullableString(),
  photo_mime: Type.String(),
  photo_size: Type.Integer(),
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
  ...ConsentColumns.properties,
});
export type ApplicationRow = Static<typeof ApplicationRow>;
export const APPLICATION_COLUMNS = columnsOf(ApplicationRow);

/** The languages column: a JSON list of strings, written by insertApplication. */
function stringList(stored: string): string[] {
  const value: unknown = JSON.parse(stored);
  return Array.isArray(value) ? value.map(String) : [];
}

export function applicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    languages: stringList(row.languages),
    role: row.role,
    age_group: row.age_group,
    country: row.country,
    quote: row.quote,
    site_language: row.site_language,
    cv: { file: row.cv_file, original_name: row.cv_original_name, mime: row.cv_mime, size: row.cv_size },
    photo: { file: row.photo_file, original_name: row.photo_original_name, mime: row.photo_mime, size: row.photo_size },
    created_at: row.created_at,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    landing_path: row.landing_path,
    referrer_host: row.referrer_host,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    consent_version: row.consent_version,
    consent_at: row.consent_at,
    consent_withdrawn_at: row.consent_withdrawn_at,
  };
}
