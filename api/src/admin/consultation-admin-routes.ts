/**
 * The free consultation for the staff: the diary's settings (Availability), and the bookings
 * (Consultations): the diary, one booking with its history and mails, cancelling it with a reason
 * (the family is mailed in their language) and marking it held or missed.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AvailabilityAnswer, AvailabilitySettings, DEFAULT_AVAILABILITY, weeklyHoursProblems } from '@efe/shared/contract/availability';
import { addDays, officeDay, officeDayStart, weekdayOf } from '@efe/shared/office-clock';
import type { ChangeResult, ConsultationRepository } from '../booking/consultation-repository';
import { CONSULTATION_STATUSES } from '@efe/shared/consultation-values';
import { ConsultationEvent, ConsultationRecord } from '@efe/shared/contract/consultation';
import { OUTCOMES } from '../db/consultation-rows';
import { found, HttpError, notFound } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, idParams, listOf, pagedListOf, pageQuery } from './admin-schemas';
import { LeadMail } from '@efe/shared/contract/mail';
import { HandledFilter } from '@efe/shared/contract/lead';
import type { MailQueue } from '../mail/mail-queue';
import { pageOf } from './lead-routes';

const consultationQuery = Type.Object(
  {
    ...pageQuery.properties,
    when: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('past')])),
    /** Today's or this week's diary, office time (the week from Monday). */
    period: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('week')])),
    status: Type.Optional(Type.Unsafe<ConsultationRecord['status']>({ type: 'string', enum: [...CONSULTATION_STATUSES] })),
    /** no: still waiting, as the dashboard counts them (not held, missed or cancelled, no engagement opened); yes: the rest. */
    ...HandledFilter.properties,
    from: Type.Optional(Type.String({ format: 'date-time' })),
    until: Type.Optional(Type.String({ format: 'date-time' })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
const CancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false });
const OutcomeBody = Type.Object(
  { outcome: Type.Unsafe<(typeof OUTCOMES)[number]>({ type: 'string', enum: [...OUTCOMES] }) },
  { additionalProperties: false },
);

/** Today or this office week (from Monday) as UTC instants. */
export function diaryPeriod(period: 'today' | 'week', now: Date): { from: string; until: string } {
  const today = officeDay(now);
  const first = period === 'today' ? today : addDays(today, -((weekdayOf(today) + 6) % 7));
  const days = period === 'today' ? 1 : 7;
  return { from: officeDayStart(first).toISOString(), until: officeDayStart(addDays(first, days)).toISOString() };
}


/** The booking after a change staff asked for; 404 when there is none, 409 when its state no longer allows the change. */
function changed(result: ChangeResult, id: number, notAllowed: (consultation: ConsultationRecord) => string): { data: ConsultationRecord } {
  if (result.ok) return { data: result.consultation };
  if (result.refused === 'missing') throw notFound('consultation', id);
  throw new HttpError(409, notAllowed(result.consultation));
}

export function consultationAdminRoutes(fastify: FastifyInstance, consultations: ConsultationRepository, mails: MailQueue, now: () => Date = () => new Date()): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const oneAnswer = { ...adminErrorAnswers, 200: dataOf(ConsultationRecord) };
  const byName = (actor: { name: string } | undefined) => actor?.name ?? 'unknown';

  app.get('/api/admin/availability', { config: adminRoute('availability'), schema: { response: { ...adminErrorAnswers, 200: AvailabilityAnswer } } }, async () => {
    const problem = consultations.settingsProblem();
    return problem === null ? { data: consultations.settings(), outside: consultations.bookedOutside(now()) } : { data: DEFAULT_AVAILABILITY, unreadable: problem, outside: [] };
  });

  app.put(
    '/api/admin/availability',
    { config: adminRoute('availability', 'update'), schema: { body: AvailabilitySettings, response: { ...adminErrorAnswers, 200: AvailabilityAnswer } } },
    async (request, reply) => {
      const problems = weeklyHoursProblems(request.body);
      if (Object.keys(problems).length > 0) return reply.code(400).send({ errors: problems });
      const settings = { ...request.body, closed_days: [...request.body.closed_days].sort() };
      consultations.saveSettings(settings, byName(request.actor), now());
      // Bookings the new settings leave out stand until someone cancels them: the admin names them.
      return { data: consultations.settings(), outside: consultations.bookedOutside(now()) };
    },
  );

  app.get(
    '/api/admin/consultations',
    { config: adminRoute('consultations'), schema: { querystring: consultationQuery, response: { ...adminErrorAnswers, 200: pagedListOf(ConsultationRecord) } } },
    async (request) =>
      pageOf(request.query, (page, perPage, { period, ...filter }) => consultations.list(page, perPage, { ...filter, ...(period ? diaryPeriod(period, now()) : {}) }, now()), (row) => row),
  );

  app.get('/api/admin/consultations/:id', { config: adminRoute('consultations'), schema: { params: idParams, response: oneAnswer } }, async (request) => ({
    data: found(consultations.one(request.params.id), 'consultation', request.params.id),
  }));

  // Each step of the booking: booked, moved, cancelled (by whom), held or missed, its link mailed again.
  app.get(
    '/api/admin/consultations/:id/history',
    { config: adminRoute('consultations'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(ConsultationEvent) } } },
    async (request) => {
      const { id } = request.params;
      found(consultations.one(id), 'consultation', id);
      return { data: consultations.history(id) };
    },
  );

  // Each step of the booking as mailed: booked, moved, cancelled, to the family and to the staff.
  app.get(
    '/api/admin/consultations/:id/mails',
    { config: adminRoute('consultations'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: listOf(LeadMail) } } },
    async (request) => {
      const { id } = request.params;
      found(consultations.one(id), 'consultation', id);
      return { data: mails.ofLead({ kind: 'consultation', id }) };
    },
  );

  app.post(
    '/api/admin/consultations/:id/cancel',
    { config: adminRoute('consultations', 'cancel'), schema: { params: idParams, body: CancelBody, response: oneAnswer } },
    async (request) => {
      const { id } = request.params;
      // Checked and changed in one transaction: a family's cancellation a moment earlier makes this a 409.
      const result = consultations.cancel(id, 'staff', request.body.reason.trim(), byName(request.actor), now());
      return changed(result, id, (current) => `Consultation ${id} is ${current.status}: only a booked one can be cancelled.`);
    },
  );

  app.put(
    '/api/admin/consultations/:id/outcome',
    { config: adminRoute('consultations', 'update'), schema: { params: idParams, body: OutcomeBody, response: oneAnswer } },
    async (request) => {
      const { id } = request.params;
      const result = consultations.markOutcome(id, request.body.outcome, byName(request.actor), now());
      return changed(result, id, (current) =>
        current.status === 'cancelled' ? `Consultation ${id} is cancelled: it cannot be held or missed.` : `Consultation ${id} has not started yet: mark it once its time has come.`,
      );
    },
  );
}
