/**
 * The stores a data request and the retention purge reach beside applications and messages, each
 * the one owner of its tables: bookings, candidates made from applications, and the mails about leads.
 */
import { ConsultationRepository } from '../booking/consultation-repository';
import { CandidateStore } from '../content-store/candidate-store';
import type { Db } from '../db/connection';
import type { FamiliesConsultations, FamiliesEngagements, LeadOwners } from '../db/submission-repository';
import { LeadMails } from '../mail/mail-queue';

/** `engagements`: null where they are not reached (a test of the leads alone); `consultations`: the app's own diary, or one of its own. */
export function leadOwners(db: Db, engagements: FamiliesEngagements | null = null, consultations: FamiliesConsultations = new ConsultationRepository(db)): LeadOwners {
  return { consultations, engagements, candidates: new CandidateStore(db), mails: new LeadMails(db) };
}
