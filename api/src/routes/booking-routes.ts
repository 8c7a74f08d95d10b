/**
 * The free consultation, for families: the times still free, booking one, and the private link
 * of the confirmation mail (look the booking up, move it, cancel it). The link's routes are
 * http/private-link.ts's.
 *
 * The free times are the one unauthenticated read that costs a computation: it is made once per
 * state of the diary and its answer kept (public-cache.ts) until the database changes or the clock
 * moves a slot in or out of the window; browsers and proxies are told not to keep it.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { checkLeadSource, type LeadSourceField } from '@efe/shared/lead-source';
import { isServiceSlug } from '@efe/shared/routes';
import { isInstant, type BookingFormValues } from '@efe/shared/booking-schema';
import { FreeSlots, PublicBooking } from '@efe/shared/contract/booking';
import type { ValidationTranslate } from '@efe/shared/form-rules';
import { ConsultationRepository, type BookingResult, type MoveResult } from '../booking/consultation-repository';
import { DiaryUnreadable } from '../booking/stored-settings';
import type { ConsultationRecord } from '@efe/shared/contract/consultation';
import { knownTimeZone, validateBooking } from '../booking/validate-booking';
import { sourceColumns } from '../db/lead-rows';
import { clientKey } from '../http/client-key';
import { strictValidator } from '../http/validation';
import { linkLanguage, PrivateKeyField, privateLinkRoute, refuseLinkBody } from '../http/private-link';
import { refuseUnreadableFields } from '../http/form-refusal';
import type { LocaleMessages } from '../i18n/locale-messages';
import { commonErrorResponses, errorSchema, queryLanguage } from '../http/schemas';
import type { SubmissionRateLimit } from './rate-limit';

export interface BookingRoutesOptions {
  consultations: ConsultationRepository;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
  /** Consultations one client may book in 24 hours (BOOKINGS_PER_CLIENT_PER_DAY). */
  bookingsPerClientPerDay: number;
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
const Token = PrivateKeyField;
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

/**
 * A time or a booking refused: the message, why (taken, not-offered, address-has-booking,
 * not-booked), and the times still free so the page can offer them at once.
 */
const refusedSchema = Type.Object({ error: Type.String(), refused: Type.Optional(Type.String()), slots: Slots });
/** Too many: the rate limit's answer, the client's day of bookings (`refused`: client-limit), or a booking's day of moves (move-limit). */
const limitedSchema = Type.Object({ error: Type.String(), refused: Type.Optional(Type.String()) });
type Refusal = Exclude<BookingResult | MoveResult, { ok: true }>;
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
  /** While the stored settings cannot be read no time is offered (the log and the admin say why). */
  const diaryUnavailable = (reply: FastifyReply, t: ValidationTranslate) => reply.code(503).send({ error: t('booking.diaryUnavailable') });

  /** The answer to a refused booking or move, in the visitor's language. */
  const refusal = (reply: FastifyReply, t: ValidationTranslate, result: Refusal) => {
    switch (result.refused) {
      case 'client-limit':
        return reply.code(429).send({ error: t('booking.clientLimit'), refused: result.refused });
      case 'move-limit':
        return reply.code(429).send({ error: t('booking.moveLimit'), refused: result.refused });
      case 'address-has-booking':
        // One wording whether or not its link was mailed again now: the answer tells a prober no more.
        return reply.code(409).send({ error: t('booking.alreadyBooked'), refused: result.refused, slots: [] });
      case 'not-booked':
        return reply.code(409).send({ error: t('booking.notBooked'), refused: result.refused, slots: [] });
      default:
        return reply.code(409).send({ error: t(result.refused === 'taken' ? 'booking.taken' : 'booking.notOffered'), refused: result.refused, slots: consultations.freeTimes(now()).slots });
    }
  };

  app.get(
    '/api/booking/slots',
    {
      config: { publicCache: { cacheControl: 'no-store', alsoDependsOn: () => consultations.freeTimesEdition(now()) } },
      schema: { response: { 200: slotsAnswer, 503: errorSchema, ...commonErrorResponses } },
    },
    async (request, reply) => {
      fresh(reply);
      try {
        const { slots, slotMinutes } = consultations.freeTimes(now());
        return { data: { slots, slot_minutes: slotMinutes } };
      } catch (error) {
        if (error instanceof DiaryUnreadable) return diaryUnavailable(reply, translate(queryLanguage(request)));
        throw error;
      }
    },
  );

  app.post(
    '/api/booking',
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      // Counted once the body is read, so a refusal is in the language the page said (its site_language).
      preValidation: options.rateLimit,
      validatorCompiler: ({ schema }) => asSent.compile(schema),
      // A field of the wrong type is answered in the visitor's language (form-refusal.ts).
      attachValidation: true,
      schema: {
        body: bookingBody,
        response: { 201: Type.Object({ data: PublicBooking, token: Type.String() }), ...commonErrorResponses, 409: refusedSchema, 429: limitedSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      fresh(reply);
      if (refuseUnreadableFields(request, reply, messages)) return reply;
      const language = request.body.site_language ?? DEFAULT_LANGUAGE;
      const t = translate(language);
      const checked = validateBooking(request.body, t);
      const { source, problems } = checkLeadSource((field) => request.body[field]);
      const sourceErrors = Object.fromEntries(Object.keys(problems).map((field) => [field, t('leadSource')]));
      if (!checked.ok || Object.keys(sourceErrors).length > 0) {
        return reply.code(400).send({ errors: { ...(checked.ok ? {} : checked.errors), ...sourceErrors } });
      }
      const { start, ...details } = checked.value;
      let result: BookingResult;
      try {
        result = consultations.book(
          {
            ...details,
            service: isServiceSlug(details.service) ? details.service : null,
            site_language: language,
            time_zone: knownTimeZone(request.body.time_zone),
            ...sourceColumns(source),
          },
          { start, client: clientKey(request.ip), clientLimit: options.bookingsPerClientPerDay },
          now(),
        );
      } catch (error) {
        if (error instanceof DiaryUnreadable) return diaryUnavailable(reply, t);
        throw error;
      }
      if (!result.ok) {
        request.log.info({ refused: result.refused }, 'consultation not booked');
        return refusal(reply, t, result);
      }
      request.log.info({ consultationId: result.consultation.id }, 'consultation booked');
      return reply.code(201).send({ data: publicBooking(result.consultation), token: result.key });
    },
  );

  /** The link's booking if it may still change: 404 for a link that opens none, 410 once its time has come. */
  const bookingOfLink = (token: string, language: Language | undefined, reply: FastifyReply) => {
    const t = translate(language);
    const consultation = consultations.byKey(token);
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
  const linkRoute = privateLinkRoute(options.rateLimit);
  const refuseBody = (request: FastifyRequest, reply: FastifyReply) => refuseLinkBody(request, reply, messages, 'booking.linkUnknown');
  const linkAnswers = { 200: bookingAnswer, ...commonErrorResponses, 409: refusedSchema, 410: errorSchema, 429: limitedSchema, 503: errorSchema };

  app.post('/api/booking/lookup', { ...linkRoute, schema: { body: linkBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseBody(request, reply)) return reply;
    const consultation = bookingOfLink(request.body.token, linkLanguage(request), reply);
    if (!consultation) return reply;
    try {
      return { data: publicBooking(consultation), slots: consultation.status === 'booked' ? consultations.freeTimes(now()).slots : [] };
    } catch (error) {
      if (error instanceof DiaryUnreadable) return diaryUnavailable(reply, translate(linkLanguage(request)));
      throw error;
    }
  });

  app.post('/api/booking/move', { ...linkRoute, schema: { body: moveBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseBody(request, reply)) return reply;
    const { token, start } = request.body;
    const language = linkLanguage(request);
    const t = translate(language);
    // As a booking's: a time that cannot be read is the request's fault, not the diary's.
    if (!isInstant(start.trim())) return reply.code(400).send({ errors: { start: t('slot.invalid') } });
    const consultation = bookingOfLink(token, language, reply);
    if (!consultation) return reply;
    let moved: MoveResult;
    try {
      moved = consultations.move(consultation.id, start.trim(), now(), knownTimeZone(request.body.time_zone));
    } catch (error) {
      if (error instanceof DiaryUnreadable) return diaryUnavailable(reply, t);
      throw error;
    }
    if (!moved.ok) return refusal(reply, t, moved);
    if (moved.changed) request.log.info({ consultationId: consultation.id }, 'consultation moved by the family');
    return { data: publicBooking(moved.consultation) };
  });

  app.post('/api/booking/cancel', { ...linkRoute, schema: { body: linkBody, response: linkAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseBody(request, reply)) return reply;
    const { token } = request.body;
    const language = linkLanguage(request);
    const consultation = bookingOfLink(token, language, reply);
    if (!consultation) return reply;
    const cancelled = consultations.cancel(consultation.id, 'family', null, null, now());
    if (!cancelled.ok) return refusal(reply, translate(language), { ok: false, refused: 'not-booked' });
    request.log.info({ consultationId: consultation.id }, 'consultation cancelled by the family');
    return { data: publicBooking(cancelled.consultation) };
  });
}
