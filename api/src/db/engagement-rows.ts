/**
 * Engagements as stored: the columns of the admin's answer (shared/contract/engagement-answer.ts),
 * what opening one writes, and what a data request finds of one.
 */
import { EngagementEvent, EngagementRecord, type ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import type { LeadSourceColumns } from '@efe/shared/contract/lead';
import { columnsOf } from './sql';

/** An engagement's row: the record the admin reads. */
export type EngagementRow = EngagementRecord;
export const ENGAGEMENT_COLUMNS = columnsOf(EngagementRecord);

/** What opening an engagement stores besides its stage and times. */
export type NewEngagement = Pick<EngagementRow, 'source' | 'consultation_id' | 'message_id' | 'service' | 'family_name' | 'email' | 'phone' | 'site_language' | 'details'> &
  LeadSourceColumns;

/** The details staff may correct. */
export type EngagementDetails = Pick<EngagementRow, 'service' | 'family_name' | 'email' | 'phone' | 'site_language' | 'details'>;

export const ENGAGEMENT_EVENT_COLUMNS = columnsOf(EngagementEvent);

/** An engagement as a data request finds and exports it: with its history and shortlist. */
export type EngagementHeld = EngagementRow & { history: EngagementEvent[]; shortlist: ShortlistEntry[] };
