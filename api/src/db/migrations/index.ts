/**
 * Every schema migration, in the order they run (db/migrate.ts applies them). Append a new one as
 * a file of its own, NN-what-it-does.ts; never edit one that has shipped: databases in use ran it
 * as it was, and api/test/migrated-schema.test.ts holds the schema they build to a snapshot.
 */
import { contentAndSubmissions } from './01-content-and-submissions';
import { deploys } from './02-deploys';
import { staff } from './03-staff';
import { mailQueue } from './04-mail-queue';
import { leadsHandled } from './05-leads-handled';
import { personalDataLinks } from './06-personal-data-links';
import { leadSources } from './07-lead-sources';
import { messageServiceAndMailRoute } from './08-message-service-and-mail-route';
import { messageCandidate } from './09-message-candidate';
import { mailReplyTo } from './10-mail-reply-to';
import { idsNeverReused } from './11-ids-never-reused';
import { staffRoles } from './12-staff-roles';
import { consultations } from './13-consultations';
import { trustedDiary } from './14-trusted-diary';
import { leadMailboxKeys } from './15-lead-mailbox-keys';
import { applicantConsent } from './16-applicant-consent';
import { applicantCountry } from './17-applicant-country';
import { mediaNameIndexes } from './18-media-name-indexes';
import { engagements } from './19-engagements';
import { auditWithoutStageNotes } from './20-audit-without-stage-notes';
import { deployReasonsWithoutNames } from './21-deploy-reasons-without-names';
import { deploysForgetRemoved } from './22-deploys-forget-removed';
import { auditFeeDays } from './23-audit-fee-days';
import type { Migration } from './migration';

export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  contentAndSubmissions,
  deploys,
  staff,
  mailQueue,
  leadsHandled,
  personalDataLinks,
  leadSources,
  messageServiceAndMailRoute,
  messageCandidate,
  mailReplyTo,
  idsNeverReused,
  staffRoles,
  consultations,
  trustedDiary,
  leadMailboxKeys,
  applicantConsent,
  applicantCountry,
  mediaNameIndexes,
  engagements,
  auditWithoutStageNotes,
  deployReasonsWithoutNames,
  deploysForgetRemoved,
  auditFeeDays,
];
