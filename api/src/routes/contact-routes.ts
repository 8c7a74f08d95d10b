/** POST /api/contact: the site's own contact form (JSON), validated and stored. */
import type { FastifyInstance } from 'fastify';
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

/** Generous cap on the raw body; field lengths are checked (with messages) by the validator. */
const CONTACT_BODY_LIMIT = 64 * 1024;

export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions): Promise<void> {
  const { submissions, messages } = options;

  app.post<{ Body: ContactBody & { site_language?: Language } }>(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: options.rateLimit,
      schema: {
        body: {
          type: 'object',
          properties: {
            full_name: { type: 'string' },
            email: { type: 'string' },
            phone: { type: 'string' },
            subject: { type: 'string' },
            message: { type: 'string' },
            site_language: { type: 'string', enum: [...LANGUAGES] },
          },
        },
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
