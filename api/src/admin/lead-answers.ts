/** What the admin API answers for a lead: its record with links in place of stored file names. */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '@shared/contract/schema-parts';
import { applicationFields, ContactMessageRecord, FileFacts } from '../db/lead-rows';

/** The admin API's answer for a message: that picture as a link. */
export const ContactMessageAnswer = Type.Object({ ...ContactMessageRecord.properties, candidate_photo: NullableString() });
export type ContactMessageAnswer = Static<typeof ContactMessageAnswer>;

/** The admin API's answer for an application: its files as links, their stored names not shown; the candidate made from it, if one was. */
export const ApplicationAnswer = Type.Object({ ...applicationFields(Type.Object({ ...FileFacts, download: Type.String() })), candidate_id: NullableInteger() });
export type ApplicationAnswer = Static<typeof ApplicationAnswer>;
