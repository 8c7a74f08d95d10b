/** POST /api/contact: the site's own contact form (JSON), validated and stored. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CONTACT_FIELDS } from '../../../src/lib/contact-schema';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/lib/constants';
import type { SubmissionRepository } from '../db/submission-repository';
import type { LocaleMessages } from '../i18n/locale-messages';
import { commonErrorResponses, createdSchema } from '../http/schemas';
import { validateContactMessage, type ContactBody } from '../contact/validate-contact';
import type { SubmissionRateLimit } from './rate-limit';

export interface ContactRoutesOptions {
  submissions: SubmissionRepository;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
}

// Types only, none required: what a field must hold is the form's own rule, which the validator
// checks with a message in the sender's language.
const contactBody = Type.Object({
  ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, Type.Optional(Type.String())])),
  site_language: Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] })),
});

/** Generous cap on the raw body; field lengths are checked by the validator. */
const CONTACT_BODY_LIMIT = 64 * 1024;

export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions): Promise<void> {
  const { submissions, messages } = options;

  app.post<{ Body: ContactBody & { site_language?: Language } }>(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: options.rateLimit,
      schema: {
        body: contactBody,
        response: { 201: createdSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const siteLanguage = request.body.site_language ?? DEFAULT_LANGUAGE;
      const checked = validateContactMessage(request.body, messages.translator(siteLanguage));
      if (!checked.ok) return reply.code(400).send({ errors: checked.errors });
      const id = submissions.insertContactMessage({ ...checked.value, site_language: siteLanguage });
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return reply.code(201).send({ id });
    },
  );
}
