/**
 * Booked free consultations as stored: the columns of the admin's answer
 * (shared/contract/consultation.ts). The family's private link is stored only as a hash.
 */
import type { ConsultationStatus } from '@efe/shared/consultation-values';
import { ConsultationEvent, ConsultationRecord } from '@efe/shared/contract/consultation';
import type { LeadSourceColumns } from '@efe/shared/contract/lead';
import { columnsOf } from './sql';

/** What staff mark a consultation once its time has come. */
export const OUTCOMES = ['held', 'missed'] as const satisfies readonly ConsultationStatus[];
export type Outcome = (typeof OUTCOMES)[number];

export const CONSULTATION_COLUMNS = columnsOf(ConsultationRecord);

/** What a booking stores besides its time, status and link. */
export type NewConsultation = Pick<ConsultationRecord, 'meeting' | 'full_name' | 'email' | 'phone' | 'service' | 'message' | 'site_language' | 'time_zone'> &
  LeadSourceColumns;

export const CONSULTATION_EVENT_COLUMNS = columnsOf(ConsultationEvent);
