/**
 * The free consultation, for families: the times still free, booking one, and the private link
 * of the confirmation mail (look the booking up, move it, cancel it). The link's key travels in
 * the JSON body, never in a URL, so no access log or proxy keeps it.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import { isLanguage } from '@shared/language';
import { propertyOf } from '@shared/read-unknown';
import { checkLeadSource, type LeadSourceField } from '@shared/lead-source';
import { isServiceSlug } from '@shared/routes';
import type { BookingFormValues } from '@shared/booking-schema';
import { BOOKING_TOKEN_PATTERN, FreeSlots, PublicBooking } from '@shared/contract/booking';
import { ConsultationRepository } from '../booking/consultation-repository';
import type { ConsultationRecord } from '../db/consultation-rows';
import { knownTimeZone, validateBooking } from '../booking/validate-booking';
import { sourceColumns } from '../db/lead-rows';
import { strictValidator, type SchemaIssue } from '../http/validation';
import type { LocaleMessages } from '../i18n/locale-messages';
import { commonErrorResponses, errorSchema } from '../http/schemas';
import type { SubmissionRateLimit } from './rate-limit';

export interface BookingRoutesOptions {
  consultations: ConsultationRepository;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
  now?: () => Date;
}

const Slots = FreeSlots;

/** What the link shows of its booking: nothing of anyone else. */
const publicBooking = (row: ConsultationRecord): PublicBooking => ({
  id: row.id,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  meeting: row.meeting,
  full_name: row.full_name,
  service: row.service,
  status: row.status,
  cancelled_by: row.cancelled_by,
  site_language: row.site_language,
});

const Language = Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] }));
/** 32 random bytes, base64url: anything else opens nothing and is refused before a lookup. */
const Token = Type.String({ pattern: BOOKING_TOKEN_PATTERN });
const Text = Type.Optional(Type.String());

const bookingBody = Type.Object({
  ...({
    start: Text,
    meeting: Text,
    full_name: Text,
    email: Text,
    phone: Text,
    service: Text,
    message: Text,
  } satisfies Record<keyof BookingFormValues, typeof Text>),
  ...({ landing_path: Text, referrer_host: Text, utm_source: Text, utm_medium: Text, utm_campaign: Text } satisfies Record<LeadSourceField, typeof Text>),
  time_zone: Text,
  site_language: Language,
});
const linkBody = Type.Object({ token: Token, site_language: Language });
/** `time_zone`: the mover's own, as the booking carries the booker's. */
const moveBody = Type.Object({ token: Token, start: Type.String({ maxLength: 40 }), site_language: Language, time_zone: Text });

/** "Taken": the message, and the times still free so the page can offer them at once. */
const takenSchema = Type.Object({ error: Type.String(), slots: Slots });
const slotsAnswer = Type.Object({ data: Type.Object({ slots: Slots, slot_minutes: Type.Integer() }) });
const bookingAnswer = Type.Object({ data: PublicBooking, slots: Type.Optional(Slots) });

const asSent = strictValidator(false);
const BOOKING_BODY_LIMIT = 64 * 1024;

export async function bookingRoutes(fastify: FastifyInstance, options: BookingRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { consultations, messages } = options;
  const now = options.now ?? (() => new Date());
  const translate = (language: Language | undefined) => messages.translator(language ?? DEFAULT_LANGUAGE);
  // The free times change with every booking: never kept by a browser or a proxy.
  const fresh = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get('/api/booking/slots', { schema: { response: { 200: slotsAnswer, ...commonErrorResponses } } }, async (_request, reply) => {
    fresh(reply);
    return { data: { slots: consultations.freeSlots(now()), slot_minutes: consultations.settings().slot_minutes } };
  });

  app.post(
    '/api/booking',
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: options.rateLimit,
      validatorCompiler: ({ schema }) => asSent.compile(schema),
      schema: { body: bookingBody, response: { 201: Type.Object({ data: PublicBooking, token: Type.String() }), 409: takenSchema, ...commonErrorResponses } },
    },
    async (request, reply) => {
      fresh(reply);
      const language = request.body.site_language ?? DEFAULT_LANGUAGE;
      const t = translate(language);
      const checked = validateBooking(request.body, t);
      const { source, problems } = checkLeadSource((field) => request.body[field]);
      const sourceErrors = Object.fromEntries(Object.keys(problems).map((field) => [field, t('leadSource')]));
      if (!checked.ok || Object.keys(sourceErrors).length > 0) {
        return reply.code(400).send({ errors: { ...(checked.ok ? {} : checked.errors), ...sourceErrors } });
      }
      const { start, ...details } = checked.value;
      const result = consultations.book(
        {
          ...details,
          service: isServiceSlug(details.service) ? details.service : null,
          site_language: language,
          time_zone: knownTimeZone(request.body.time_zone),
          ...sourceColumns(source),
        },
        start,
        now(),
      );
      if (!result.ok) return reply.code(409).send({ error: t('booking.taken'), slots: result.free });
      request.log.info({ consultationId: result.consultation.id }, 'consultation booked');
      return reply.code(201).send({ data: publicBooking(result.consultation), token: result.token });
    },
  );

  /** The link's booking if it may still change: 404 for a link that opens none, 410 once its time has come. */
  const bookingOfLink = (token: string, language: Language | undefined, reply: FastifyReply) => {
    const t = translate(language);
    const consultation = consultations.byToken(token);
    if (!consultation) {
      void reply.code(404).send({ error: t('booking.linkUnknown') });
      return null;
    }
    if (Date.parse(consultation.starts_at) <= now().getTime()) {
      void reply.code(410).send({ error: t('booking.over') });
      return null;
    }
    return consultation;
  };
  /**
   * A link whose key is damaged (cut short, or another fragment) opens nothing, as an unknown one:
   * its refusal says so in the visitor's language, never in the schema's words. Other schema
   * failures go on to the error handler.
   */
  const refuseDamagedKey = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    const error = request.validationError;
    if (!error) return null;
    const issues: readonly SchemaIssue[] = error.validation;
    if (!issues.some((issue) => issue.instancePath === '/token' || issue.params.missingProperty === 'token')) throw error;
    const said = propertyOf(request.body, 'site_language');
    return reply.code(400).send({ error: translate(isLanguage(said) ? said : undefined)('booking.linkUnknown') });
  };
  const linkRoute = {
    bodyLimit: 4096,
    onRequest: options.rateLimit,
    validatorCompiler: ({ schema }: { schema: object }) => asSent.compile(schema),
    attachValidation: true,
  };
  const linkAnswers = { 200: bookingAnswer, 409: takenSchema, 410: errorSchema, ...commonErrorResponses };

  app.post('/api/booking/lookup', { ...linkRoute, schema: { body: linkBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseDamagedKey(request, reply)) return reply;
    const consultation = bookingOfLink(request.body.token, request.body.site_language, reply);
    if (!consultation) return reply;
    return { data: publicBooking(consultation), slots: consultation.status === 'booked' ? consultations.freeSlots(now()) : [] };
  });

  app.post('/api/booking/move', { ...linkRoute, schema: { body: moveBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseDamagedKey(request, reply)) return reply;
    const { token, start, site_language: language } = request.body;
    const consultation = bookingOfLink(token, language, reply);
    if (!consultation) return reply;
    const t = translate(language);
    if (consultation.status !== 'booked') return reply.code(409).send({ error: t('booking.notBooked'), slots: [] });
    const moved = consultations.move(consultation.id, start, token, now(), knownTimeZone(request.body.time_zone));
    if (!moved.ok) return reply.code(409).send({ error: t('booking.taken'), slots: moved.free });
    request.log.info({ consultationId: consultation.id }, 'consultation moved by the family');
    return { data: publicBooking(moved.consultation) };
  });

  app.post('/api/booking/cancel', { ...linkRoute, schema: { body: linkBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseDamagedKey(request, reply)) return reply;
    const { token, site_language: language } = request.body;
    const consultation = bookingOfLink(token, language, reply);
    if (!consultation) return reply;
    const cancelled = consultations.cancel(consultation.id, 'family', null, null, now());
    if (!cancelled) return reply.code(409).send({ error: translate(language)('booking.notBooked'), slots: [] });
    request.log.info({ consultationId: consultation.id }, 'consultation cancelled by the family');
    return { data: publicBooking(cancelled) };
  });
}
