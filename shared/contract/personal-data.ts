/** The admin API's answers to a data request (GET /api/admin/personal-data, and erasing it), which the admin reads. */
import { Type, type Static } from '@sinclair/typebox';
import { ConsultationRecord } from './consultation';
import { EngagementRecord } from './engagement-answer';
import { ApplicationAnswer, ContactMessageRecord } from './lead';
import { QueuedMail } from './mail';

/** A profile made from one of the person's applications, as the data request lists it. */
export const FoundCandidateProfile = Type.Object({
  id: Type.Integer(),
  application_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** Whether the site shows it. */
  published: Type.Boolean(),
});

/** What the admin lists before a recruiter downloads or erases it: each application with the consent to a profile it holds. */
export const PersonalDataFound = Type.Object({
  applications: Type.Array(
    Type.Pick(ApplicationAnswer, ['id', 'name', 'role', 'created_at', 'site_language', 'consent_version', 'consent_at', 'consent_withdrawn_at']),
  ),
  candidates: Type.Array(FoundCandidateProfile),
  messages: Type.Array(Type.Pick(ContactMessageRecord, ['id', 'full_name', 'subject', 'created_at'])),
  consultations: Type.Array(Type.Pick(ConsultationRecord, ['id', 'full_name', 'starts_at', 'ends_at', 'status', 'created_at'])),
  engagements: Type.Array(Type.Pick(EngagementRecord, ['id', 'family_name', 'service', 'stage', 'created_at'])),
  mails: Type.Array(Type.Pick(QueuedMail, ['id', 'kind', 'subject', 'created_at', 'sent_at'])),
  outbox_files: Type.Integer(),
});
export type PersonalDataFound = Static<typeof PersonalDataFound>;

export const PersonalDataErased = Type.Object({
  applications: Type.Integer(),
  /** Candidate profiles made from those applications, removed from the site with their files. */
  candidates: Type.Integer(),
  messages: Type.Integer(),
  consultations: Type.Integer(),
  engagements: Type.Integer(),
  mails: Type.Integer(),
  files: Type.Integer(),
  outbox_files: Type.Integer(),
});
export type PersonalDataErased = Static<typeof PersonalDataErased>;
