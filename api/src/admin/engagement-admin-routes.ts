/**
 * Engagements for the staff (recruiters and the owner): the list per stage, opening one from a
 * consultation, a contact message or by hand, its details, the stage moved along the process
 * (each change dated, with a note, in its history; the audit trail says who moved which one from
 * where to where, never the note), the fees and the trial, and the shortlist picked, sent to the
 * family, and answered.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { SHORTLIST_MAX_CANDIDATES, STAGE_NOTE_MAX_LENGTH, stageLabel, type EngagementSource } from '@efe/shared/contract/engagement';
import { AED_AMOUNT_PATTERN, dayProblem, filsOf, paymentDayProblem, salaryProblem } from '@efe/shared/engagement-terms';
import { Id, LanguageCode, NullableString } from '@efe/shared/contract/schema-parts';
import { SERVICE_SLUGS } from '@efe/shared/routes';
import { officeDay } from '@efe/shared/office-clock';
import type { ChangeResult, EngagementRepository, ShortlistResult, StageNeed } from '../engagements/engagement-repository';
import { EngagementAnswer, EngagementEvent, EngagementStats, ShortlistEntry, Stage } from '@efe/shared/contract/engagement-answer';
import { engagementAnswer } from '../engagements/engagement-answer';
import { mobilizationFeeDetail } from '../db/fee-audit-detail';
import type { EngagementRow } from '../db/engagement-rows';
import { FieldErrors, found, HttpError, notFound } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import { LeadMail } from '@efe/shared/contract/mail';
import type { MailQueue } from '../mail/mail-queue';
import { adminErrorAnswers, dataOf, idParams, listOf, pagedListOf, pageQuery } from './admin-schemas';
import { noteForAudit } from './audit-trail';
import { pageOf } from './lead-routes';

const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Service = Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...SERVICE_SLUGS, null] });
/** An office day as YYYY-MM-DD; whether it is in the calendar is checked by the route. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const NullableDay = Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const DetailsBody = Type.Object(
  {
    service: Service,
    family_name: Line(200),
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    phone: Line(40),
    site_language: LanguageCode,
    details: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);
/** From a lead (its details copied), or by hand. */
const OpenBody = Type.Union([
  Type.Object({ consultation_id: Id }, { additionalProperties: false }),
  Type.Object({ message_id: Id }, { additionalProperties: false }),
  DetailsBody,
]);
const StageBody = Type.Object({ to: Stage, note: Type.Optional(NullableString(STAGE_NOTE_MAX_LENGTH)) }, { additionalProperties: false });
/** The office day it was paid; today's when not said. */
const FeeBody = Type.Object({ paid_on: Type.Optional(Day) }, { additionalProperties: false });
const TermsBody = Type.Object(
  {
    /** The gross annual salary in AED as typed ("84000", "84000.50"), or null. */
    salary_aed: Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: AED_AMOUNT_PATTERN }),
    placement_paid_on: NullableDay,
    trial_starts_on: NullableDay,
  },
  { additionalProperties: false },
);
const PickBody = Type.Object({ candidate_ids: Type.Array(Id, { maxItems: SHORTLIST_MAX_CANDIDATES }) }, { additionalProperties: false });
const listQuery = Type.Object(
  { ...pageQuery.properties, stage: Type.Optional(Stage), open: Type.Optional(Type.Boolean()), q: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** The audit trail's words for where an engagement came from (its number is the entry's). */
const OPENED_FROM: Record<EngagementSource, string> = { consultation: 'opened from a booked consultation', message: 'opened from a contact message', manual: 'opened by hand' };

const NEEDS: Record<StageNeed, string> = {
  'mobilization-fee': 'the mobilization fee is not recorded as paid',
  salary: 'no salary is agreed',
  'placement-fee': 'the placement fee is not recorded as paid (it is due in full before the trial starts)',
  'trial-start': "the trial's first day is not set",
};

export function engagementAdminRoutes(fastify: FastifyInstance, engagements: EngagementRepository, mails: MailQueue, now: () => Date = () => new Date()): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const oneAnswer = { ...adminErrorAnswers, 200: dataOf(EngagementAnswer) };
  const byName = (actor: { name: string } | undefined) => actor?.name ?? 'unknown';
  const answer = (row: EngagementRow) => ({ data: engagementAnswer(row) });
  const changed = (result: ChangeResult, id: number) => {
    if (result.ok) return answer(result.engagement);
    if (result.refused === 'missing') throw notFound('engagement', id);
    throw new HttpError(409, `Engagement ${id} is closed: it no longer changes.`);
  };
  const picked = (result: ShortlistResult, id: number) => {
    if (result.ok) return { data: result.entries };
    switch (result.refused) {
      case 'missing':
        throw notFound('engagement', id);
      case 'closed':
        throw new HttpError(409, `Engagement ${id} is closed: its shortlist no longer changes.`);
      case 'unpublished':
        throw new HttpError(409, `Only published candidates may be shortlisted; not published: ${result.ids.join(', ')}.`);
      case 'empty':
        throw new HttpError(409, 'Every candidate on this shortlist has been sent already: pick another before sending.');
      case 'not-now':
        throw new HttpError(409, 'A shortlist is sent once the family is engaged (the mobilization fee paid), and while the search is on.');
    }
  };
  /** A day typed by the staff, held to the calendar (2025-02-29 is refused by its field), and a day paid on to the days that have come. */
  const day = (field: string, value: string | null, paid = false) => {
    const problem = value === null ? null : paid ? paymentDayProblem(value, officeDay(now())) : dayProblem(value);
    if (problem) throw new FieldErrors({ [field]: problem });
    return value;
  };

  app.get(
    '/api/admin/engagements',
    { config: adminRoute('engagements'), schema: { querystring: listQuery, response: { ...adminErrorAnswers, 200: pagedListOf(EngagementAnswer) } } },
    async (request) => pageOf(request.query, (page, perPage, filter) => engagements.list(page, perPage, filter), engagementAnswer),
  );

  // The dashboard's engagements: numbers, no person in them, as the leads' (stats-admin-routes.ts).
  app.get('/api/admin/stats/engagements', { config: adminRoute('stats'), schema: { response: { ...adminErrorAnswers, 200: dataOf(EngagementStats) } } }, async () => ({
    data: engagements.stats(now()),
  }));

  app.post('/api/admin/engagements', { config: adminRoute('engagements', 'create'), schema: { body: OpenBody, response: { ...oneAnswer, 201: dataOf(EngagementAnswer) } } }, async (request, reply) => {
    const by = byName(request.actor);
    const body = request.body;
    let row: EngagementRow;
    if ('consultation_id' in body || 'message_id' in body) {
      const [lead, id] = 'consultation_id' in body ? (['consultation', body.consultation_id] as const) : (['message', body.message_id] as const);
      const result = engagements.openFrom(lead, id, by, now());
      if (!result.ok) {
        if (result.refused === 'missing') throw notFound(lead, id);
        throw new HttpError(409, `This ${lead} has its engagement already: number ${result.id}.`);
      }
      row = result.engagement;
    } else {
      row = engagements.open({ ...body, source: 'manual', consultation_id: null, message_id: null, landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null }, by, now());
    }
    noteForAudit(request, { id: row.id, detail: OPENED_FROM[row.source] });
    return reply.code(201).send(answer(row));
  });

  app.get('/api/admin/engagements/:id', { config: adminRoute('engagements'), schema: { params: idParams, response: oneAnswer } }, async (request) =>
    answer(found(engagements.one(request.params.id), 'engagement', request.params.id)),
  );

  app.put('/api/admin/engagements/:id', { config: adminRoute('engagements', 'update'), schema: { params: idParams, body: DetailsBody, response: oneAnswer } }, async (request) =>
    changed(engagements.updateDetails(request.params.id, request.body, now()), request.params.id),
  );

  app.get(
    '/api/admin/engagements/:id/history',
    { config: adminRoute('engagements'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(EngagementEvent) } } },
    async (request) => {
      const { id } = request.params;
      found(engagements.one(id), 'engagement', id);
      return { data: engagements.history(id) };
    },
  );

  app.get(
    '/api/admin/engagements/:id/mails',
    { config: adminRoute('engagements'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(LeadMail) } } },
    async (request) => {
      const { id } = request.params;
      found(engagements.one(id), 'engagement', id);
      return { data: mails.ofLead({ kind: 'engagement', id }) };
    },
  );

  app.post('/api/admin/engagements/:id/stage', { config: adminRoute('engagements', 'change stage'), schema: { params: idParams, body: StageBody, response: oneAnswer } }, async (request) => {
    const { id } = request.params;
    const note = request.body.note?.trim() || null;
    const result = engagements.moveStage(id, request.body.to, note, byName(request.actor), now());
    if (result.ok) {
      // Who moved which engagement from where to where: the note is the family's business, kept in
      // the engagement's own history (erased with it, read only by the roles allowed engagements).
      noteForAudit(request, { detail: `${stageLabel(result.from)} → ${stageLabel(result.engagement.stage)}` });
      // A trial begun, or a placement made, near its window's end is reminded of at once, not at the next hourly look.
      engagements.remind(now());
      return answer(result.engagement);
    }
    if (result.refused === 'missing') throw notFound('engagement', id);
    const { stage } = result.engagement;
    if (result.refused === 'not-allowed') {
      const next = engagementAnswer(result.engagement).next_stages;
      throw new HttpError(
        409,
        `An engagement at "${stageLabel(stage)}" cannot move to "${stageLabel(request.body.to)}"${next.length ? `; it may move to: ${next.map(stageLabel).join(', ')}` : ': it is closed'}.`,
      );
    }
    // Said as one sentence: the admin's notification shows it where the recruiter clicked.
    throw new HttpError(409, `Not yet "${stageLabel(request.body.to)}": ${result.needs.map((need) => NEEDS[need]).join('; ')}.`);
  });

  app.post('/api/admin/engagements/:id/mobilization-fee', { config: adminRoute('engagements', 'record fee'), schema: { params: idParams, body: FeeBody, response: oneAnswer } }, async (request) => {
    const paidOn = day('paid_on', request.body.paid_on ?? null, true) ?? officeDay(now());
    noteForAudit(request, { detail: mobilizationFeeDetail(paidOn) });
    return changed(engagements.recordMobilizationFee(request.params.id, paidOn, now()), request.params.id);
  });

  app.put('/api/admin/engagements/:id/terms', { config: adminRoute('engagements', 'update'), schema: { params: idParams, body: TermsBody, response: oneAnswer } }, async (request) => {
    const { salary_aed } = request.body;
    const salaryFils = salary_aed === null ? null : filsOf(salary_aed);
    const refused = salaryFils === null ? null : salaryProblem(salaryFils);
    if (refused) throw new FieldErrors({ salary_aed: refused });
    const terms = {
      salary_fils: salaryFils,
      placement_paid_on: day('placement_paid_on', request.body.placement_paid_on, true),
      trial_starts_on: day('trial_starts_on', request.body.trial_starts_on),
    };
    const result = changed(engagements.setTerms(request.params.id, terms, now()), request.params.id);
    engagements.remind(now());
    return result;
  });

  app.get(
    '/api/admin/engagements/:id/shortlist',
    { config: adminRoute('engagements'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(ShortlistEntry) } } },
    async (request) => {
      const { id } = request.params;
      found(engagements.one(id), 'engagement', id);
      return { data: engagements.shortlist(id) };
    },
  );

  app.put(
    '/api/admin/engagements/:id/shortlist',
    { config: adminRoute('engagements', 'update'), schema: { params: idParams, body: PickBody, response: { ...adminErrorAnswers, 200: listOf(ShortlistEntry) } } },
    async (request) => picked(engagements.pick(request.params.id, request.body.candidate_ids, now()), request.params.id),
  );

  app.post(
    '/api/admin/engagements/:id/shortlist/send',
    { config: adminRoute('engagements', 'send'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(ShortlistEntry) } } },
    async (request) => {
      const result = engagements.sendShortlist(request.params.id, byName(request.actor), now());
      if (result.ok) noteForAudit(request, { detail: `shortlist of ${result.entries.length} sent to the family` });
      return picked(result, request.params.id);
    },
  );
}
