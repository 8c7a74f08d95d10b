/**
 * The leads as the admin API answers them (GET /api/admin/applications, /messages): a contact
 * message, an application with its files as links, who handled each, where it came from, and the
 * filter on handling the lists take. The API's stored rows (api/src/db/lead-rows.ts) are built
 * from these fields.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NullableInteger, NullableString } from './schema-parts';

/** Who answered a lead and when; both null until a recruiter marks it handled. */
export const Handling = Type.Object({ handled_at: NullableString(), handled_by: NullableString() });
export type Handling = Static<typeof Handling>;

/** Leads a recruiter has answered ('yes') or not yet ('no'), as the lists' query string takes it. */
const HANDLED_VALUES = ['yes', 'no'] as const;
export const HandledFilter = Type.Object({
  handled: Type.Optional(Type.Unsafe<(typeof HANDLED_VALUES)[number]>({ type: 'string', enum: [...HANDLED_VALUES] })),
});
export type HandledFilter = Static<typeof HandledFilter>;

/** Where a lead came from (shared/lead-source.ts); null when the visit did not say. */
export const LeadSourceColumns = Type.Object({
  landing_path: NullableString(),
  referrer_host: NullableString(),
  utm_source: NullableString(),
  utm_medium: NullableString(),
  utm_campaign: NullableString(),
});
export type LeadSourceColumns = Static<typeof LeadSourceColumns>;

/** A contact message as stored and as the admin reads it. */
export const ContactMessageRecord = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  /** The service page's slug the visitor chose (shared/routes.ts), null for "Not sure yet". */
  service: NullableString(),
  /** The candidate the family asked about from her card ("Ask about …"), and her name then. */
  candidate_id: NullableInteger(),
  candidate_name: NullableString(),
  site_language: Type.String(),
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
});
export type ContactMessageRecord = Static<typeof ContactMessageRecord>;

/** The admin API's answer for a message: with the picture the candidate it names has now, as a link. */
export const ContactMessageAnswer = Type.Object({ ...ContactMessageRecord.properties, candidate_photo: NullableString() });
export type ContactMessageAnswer = Static<typeof ContactMessageAnswer>;

/**
 * The applicant's consent to a profile families may see: the wording's version they agreed to, when
 * (as they sent the application, from the page in its site_language), and when they withdrew it.
 */
export const ConsentColumns = Type.Object({
  consent_version: NullableInteger(),
  consent_at: NullableString(),
  consent_withdrawn_at: NullableString(),
});
export type ConsentColumns = Static<typeof ConsentColumns>;

/** What is known of an uploaded file besides where it is. */
export const FileFacts = { original_name: NullableString(), mime: Type.String(), size: Type.Integer() };

/** An application's fields, each file as `file` says: stored (its name on disk) or answered (a link). */
export const applicationFields = <File extends TSchema>(file: File) => ({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  languages: Type.Array(Type.String()),
  role: Type.String(),
  age_group: Type.String(),
  /** The country the applicant chose (shared/countries.ts); null: none given. */
  country: NullableString(),
  quote: Type.String(),
  site_language: Type.String(),
  cv: file,
  photo: file,
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
  ...ConsentColumns.properties,
});

/** The admin API's answer for an application: its files as links, their stored names not shown; the candidate made from it, if one was. */
export const ApplicationAnswer = Type.Object({ ...applicationFields(Type.Object({ ...FileFacts, download: Type.String() })), candidate_id: NullableInteger() });
export type ApplicationAnswer = Static<typeof ApplicationAnswer>;

/** The answer to "Make a candidate" on an application (POST /api/admin/applications/:id/candidate): the draft made from it. */
export const MadeCandidate = Type.Object({
  candidate_id: Type.Integer(),
  /** What the draft could not take from the application: 'photo', 'cv' (not a PDF), 'last_name' (one name given). */
  left_out: Type.Array(Type.String()),
});
export type MadeCandidate = Static<typeof MadeCandidate>;
