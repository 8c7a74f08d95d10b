/**
 * react-admin's data provider over the admin API (/api/admin/{resource}). Content lists come
 * whole and are sorted, searched and paged here (lib/list-query); the inboxes, the mail queue and
 * the audit trail are paged by the API, newest first. Writes go through lib/content-body, after
 * uploading any newly chosen picture or CV (lib/media-fields); a saved form's kept draft
 * (lib/form-drafts) is dropped.
 */
import { HttpError } from 'react-admin';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetManyParams,
  GetManyResult,
  GetListResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import type { PersonalDataErased, PersonalDataFound } from '@efe/shared/contract/personal-data';
import type { LeadStats } from '@efe/shared/contract/lead-stats';
import type { ConsultationEvent } from '@efe/shared/contract/consultation';
import type { MadeCandidate } from '@efe/shared/contract/lead';
import type { LeadMail } from '@efe/shared/contract/mail';
import type { UploadedFile } from '@efe/shared/contract/media-item';
import type { DeployRequested } from '@efe/shared/contract/deploy';
import type { EngagementEvent, EngagementStats, ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import { isServerPaged } from '@efe/shared/contract/admin-resources';
import { adminDownload, adminFetch, answerError } from './lib/admin-fetch';
import type { EngagementStage } from '@efe/shared/contract/engagement';
import type { AvailabilityAnswer, AvailabilitySettings, OutsideBooking } from '@efe/shared/contract/availability';
import { currentSession } from './auth-provider';
import { draftKey, dropDraft } from './lib/form-drafts';
import { withListFields } from './lib/list-fields';
import { queryList } from './lib/list-query';
import { MEDIA_FIELDS, mediaChange, withMediaInputs, type MediaField } from './lib/media-fields';
import { errorMessage } from '@efe/shared/error-facts';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

type Row = Record<string, unknown>;
type ListAnswer = { data: Row[]; total?: number };

/**
 * react-admin's DataProvider is generic over the record type each page asks for, which it cannot
 * check: a row of the admin API's answer (shaped by the route's response schema) is that record.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above: the one seam between the API's rows and react-admin's generic records.
const asRecord = <R extends RaRecord>(row: Row): R => row as R;

const base = (resource: string) => `/api/admin/${resource}`;
const one = (resource: string, id: Identifier) => `${base(resource)}/${encodeURIComponent(String(id))}`;

/** react-admin needs an `id`: an uploaded file is known by its name. */
const withId = (resource: string, row: Row): Row => (resource === 'media' ? { id: row.file, ...row } : row);

function serverListUrl(resource: string, params: GetListParams): string {
  const query = new URLSearchParams({ page: String(params.pagination?.page ?? 1), per_page: String(params.pagination?.perPage ?? 25) });
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return `${base(resource)}?${query}`;
}

async function upload(field: MediaField, file: File): Promise<string> {
  const form = new FormData();
  form.append(field.uploadField, file, file.name);
  try {
    const { body } = await adminFetch<{ data: UploadedFile }>(field.uploadPath, { method: 'POST', body: form });
    return body.data.file;
  } catch (error) {
    // The upload route names its own field ("image"); the editor's input is another.
    const errors = error instanceof HttpError ? propertyOf(error.body, 'errors') : undefined;
    const message = isRecord(errors) ? String(Object.values(errors)[0]) : errorMessage(error);
    throw answerError(error instanceof HttpError ? error.status : 400, { errors: { [field.input]: message } });
  }
}

/**
 * Loaded with the first save: the bodies' fields come from the contract's schemas, and TypeBox is
 * not needed to show a list. A failed download fails the save with words, the form keeps its values.
 */
const contentBodies = () =>
  import('./lib/content-body').catch(() => {
    throw new HttpError('Saving needs a part of the admin that could not be downloaded. Check your connection and try again.', 0);
  });

async function bodyOf(resource: string, values: Row): Promise<Row> {
  const stored: Row = { ...values };
  for (const field of MEDIA_FIELDS[resource] ?? []) {
    const change = mediaChange(field, values);
    stored[field.stored] = change.kind === 'upload' ? await upload(field, change.file) : change.kind === 'keep' ? change.name : null;
  }
  const { contentBody } = await contentBodies();
  return contentBody(resource, stored);
}

/** A record as the forms edit it. */
const shown = <R extends RaRecord>(resource: string, record: Row) => asRecord<R>(withMediaInputs(resource, withListFields(resource, withId(resource, record))));

async function fetchOne<R extends RaRecord>(resource: string, id: Identifier): Promise<R> {
  const { body } = await adminFetch<{ data: Row }>(one(resource, id));
  return shown<R>(resource, body.data);
}

/** What the form was is saved: its unsaved-changes draft has served. */
async function dropSavedDraft(resource: string, id: Identifier | undefined): Promise<void> {
  const session = await currentSession();
  if (session) dropDraft(draftKey(session.email, resource, id));
}

export const dataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
    if (isServerPaged(resource)) {
      const { body } = await adminFetch<ListAnswer>(serverListUrl(resource, params));
      return { data: body.data.map((row) => asRecord<R>(row)), total: body.total ?? body.data.length };
    }
    const { body } = await adminFetch<ListAnswer>(base(resource));
    const { data, total } = queryList(body.data.map((row) => withId(resource, row)), {
      page: params.pagination?.page ?? 1,
      perPage: params.pagination?.perPage ?? 25,
      sortField: params.sort?.field ?? 'id',
      sortOrder: params.sort?.order === 'DESC' ? 'DESC' : 'ASC',
      filter: params.filter ?? {},
    });
    return { data: data.map((record) => shown<R>(resource, record)), total };
  },

  async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
    return { data: await fetchOne<R>(resource, params.id) };
  },

  async getMany<R extends RaRecord>(resource: string, params: GetManyParams): Promise<GetManyResult<R>> {
    return { data: await Promise.all(params.ids.map((id) => fetchOne<R>(resource, id))) };
  },

  async getManyReference() {
    throw new Error('The admin has no references between resources');
  },

  async create<R extends RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> {
    const { body } = await adminFetch<{ data: Row }>(base(resource), { method: 'POST', body: JSON.stringify(await bodyOf(resource, params.data)) });
    await dropSavedDraft(resource, undefined);
    return { data: shown<R>(resource, body.data) };
  },

  async update<R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> {
    const { body } = await adminFetch<{ data: Row }>(one(resource, params.id), {
      method: 'PUT',
      body: JSON.stringify(await bodyOf(resource, params.data)),
    });
    await dropSavedDraft(resource, params.id);
    return { data: shown<R>(resource, body.data) };
  },

  async updateMany() {
    throw new Error('Records are changed one at a time');
  },

  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
    await adminFetch(one(resource, params.id), { method: 'DELETE' });
    return { data: params.previousData ?? asRecord<R>({ id: params.id }) };
  },

  async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
    for (const id of params.ids) await adminFetch(one(resource, id), { method: 'DELETE' });
    return { data: params.ids };
  },

  /** A lead (application, message) marked handled, or the mark taken back; answers the lead. */
  async setHandled(resource: 'applications' | 'messages', id: Identifier, handled: boolean): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one(resource, id)}/handled`, { method: handled ? 'PUT' : 'DELETE' });
    return body.data;
  },

  /** "Make a candidate": a draft filled from the application; its id, and what it could not take. */
  async makeCandidate(applicationId: Identifier): Promise<MadeCandidate> {
    const { body } = await adminFetch<{ data: MadeCandidate }>(`${one('applications', applicationId)}/candidate`, { method: 'POST' });
    return body.data;
  },

  /** A request to see or erase one's data: what is held for the address. */
  async findPersonalData(email: string): Promise<PersonalDataFound> {
    const { body } = await adminFetch<{ data: PersonalDataFound }>(`${base('personal-data')}/search`, { method: 'POST', body: JSON.stringify({ email }) });
    return body.data;
  },

  /** All of it as one ZIP (the records as JSON, the files). */
  exportPersonalData(email: string): Promise<{ blob: Blob; filename: string }> {
    return adminDownload(`${base('personal-data')}/export`, { method: 'POST', body: JSON.stringify({ email }) });
  },

  /** Erases all of it: rows, files, mails and outbox files. */
  async erasePersonalData(email: string): Promise<PersonalDataErased> {
    const { body } = await adminFetch<{ data: PersonalDataErased }>(`${base('personal-data')}/erase`, { method: 'POST', body: JSON.stringify({ email }) });
    return body.data;
  },

  /** The recruiters' dashboard: leads counted by week, source, service and language. */
  async leadStats(): Promise<LeadStats> {
    const { body } = await adminFetch<{ data: LeadStats }>(base('stats'));
    return body.data;
  },

  /** The dashboard's engagements: per stage now, per month, days per stage, placements by service and source. */
  async engagementStats(): Promise<EngagementStats> {
    const { body } = await adminFetch<{ data: EngagementStats }>(`${base('stats')}/engagements`);
    return body.data;
  },

  /** A booked consultation cancelled by the staff: the family is mailed the reason in their language. */
  async cancelConsultation(id: Identifier, reason: string): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one('consultations', id)}/cancel`, { method: 'POST', body: JSON.stringify({ reason }) });
    return body.data;
  },

  /** A booking's history: booked, moved, cancelled (by whom), held or missed, its link mailed again; oldest first. */
  async consultationHistory(id: Identifier): Promise<ConsultationEvent[]> {
    const { body } = await adminFetch<{ data: ConsultationEvent[] }>(`${one('consultations', id)}/history`);
    return body.data;
  },

  /** Each step of a booking as mailed (booked, moved, cancelled; to the family and to the staff), oldest first. */
  async consultationMails(id: Identifier): Promise<LeadMail[]> {
    const { body } = await adminFetch<{ data: LeadMail[] }>(`${one('consultations', id)}/mails`);
    return body.data;
  },

  /** Opens an engagement from a booked consultation, a contact message, or by hand with the family's details; answers it. */
  async openEngagement(from: { consultation_id: number } | { message_id: number } | Row): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(base('engagements'), { method: 'POST', body: JSON.stringify(from) });
    return body.data;
  },

  /** Moves an engagement to another stage, with a note for its history. */
  async moveEngagement(id: Identifier, to: EngagementStage, note: string): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one('engagements', id)}/stage`, { method: 'POST', body: JSON.stringify({ to, note: note.trim() || null }) });
    return body.data;
  },

  /** The mobilization fee recorded as paid on an office day (YYYY-MM-DD). */
  async recordMobilizationFee(id: Identifier, paidOn: string): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one('engagements', id)}/mobilization-fee`, { method: 'POST', body: JSON.stringify({ paid_on: paidOn }) });
    return body.data;
  },

  /** The agreed salary (AED as typed), the day the placement fee was paid, the trial's first day; null clears one. */
  async setEngagementTerms(id: Identifier, terms: { salary_aed: string | null; placement_paid_on: string | null; trial_starts_on: string | null }): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one('engagements', id)}/terms`, { method: 'PUT', body: JSON.stringify(terms) });
    return body.data;
  },

  async engagementHistory(id: Identifier): Promise<EngagementEvent[]> {
    const { body } = await adminFetch<{ data: EngagementEvent[] }>(`${one('engagements', id)}/history`);
    return body.data;
  },

  async engagementMails(id: Identifier): Promise<LeadMail[]> {
    const { body } = await adminFetch<{ data: LeadMail[] }>(`${one('engagements', id)}/mails`);
    return body.data;
  },

  async shortlist(id: Identifier): Promise<ShortlistEntry[]> {
    const { body } = await adminFetch<{ data: ShortlistEntry[] }>(`${one('engagements', id)}/shortlist`);
    return body.data;
  },

  /** The published candidates picked for the family, in this order (those sent stay on it). */
  async pickShortlist(id: Identifier, candidateIds: number[]): Promise<ShortlistEntry[]> {
    const { body } = await adminFetch<{ data: ShortlistEntry[] }>(`${one('engagements', id)}/shortlist`, { method: 'PUT', body: JSON.stringify({ candidate_ids: candidateIds }) });
    return body.data;
  },

  /** Mails the family its private link to the candidates picked and not sent yet. */
  async sendShortlist(id: Identifier): Promise<ShortlistEntry[]> {
    const { body } = await adminFetch<{ data: ShortlistEntry[] }>(`${one('engagements', id)}/shortlist/send`, { method: 'POST' });
    return body.data;
  },

  /** Held or missed, once its time has come. */
  async markConsultation(id: Identifier, outcome: 'held' | 'missed'): Promise<Row> {
    const { body } = await adminFetch<{ data: Row }>(`${one('consultations', id)}/outcome`, { method: 'PUT', body: JSON.stringify({ outcome }) });
    return body.data;
  },

  /**
   * The diary's settings (the defaults until the staff save their own). `unreadable`: why the
   * saved ones cannot be read; `settings` are then the defaults, for the staff to correct and save.
   * `outside`: the bookings to come that the saved settings leave outside the diary.
   */
  async availability(): Promise<{ settings: AvailabilitySettings; unreadable: string | null; outside: OutsideBooking[] }> {
    const { body } = await adminFetch<AvailabilityAnswer>(base('availability'));
    return { settings: body.data, unreadable: body.unreadable ?? null, outside: body.outside };
  },

  /** Saves the settings; answers them as saved, and the bookings to come they leave outside the diary (which stand until cancelled). */
  async saveAvailability(settings: AvailabilitySettings): Promise<{ settings: AvailabilitySettings; outside: OutsideBooking[] }> {
    const { body } = await adminFetch<AvailabilityAnswer>(base('availability'), { method: 'PUT', body: JSON.stringify(settings) });
    return { settings: body.data, outside: body.outside };
  },

  /** "Publish now": the deploy webhook, whatever changed. */
  async publishNow(): Promise<{ status: string }> {
    const { body } = await adminFetch<{ data: DeployRequested }>(base('deploys'), { method: 'POST' });
    return body.data;
  },
} satisfies DataProvider;
