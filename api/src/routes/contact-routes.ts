/** POST /api/contact: the site's own contact form (JSON), validated and stored. */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ContactField } from '@efe/shared/contact-schema';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { checkLeadSource, type LeadSourceField } from '@efe/shared/lead-source';
import { Id } from '@efe/shared/contract/schema-parts';
import type { ContentRepository } from '../db/content-repository';
import { strictValidator } from '../http/validation';
import { refuseUnreadableFields } from '../http/form-refusal';
import { sourceColumns } from '../db/lead-rows';
import { type SubmissionRepository } from '../db/submission-repository';
import type { LocaleMessages } from '../i18n/locale-messages';
import { commonErrorResponses, createdSchema } from '../http/schemas';
import { validateContactMessage } from '../contact/validate-contact';
import type { SubmissionRateLimit } from './rate-limit';

export interface ContactRoutesOptions {
  content: ContentRepository;
  submissions: SubmissionRepository;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
}

// Types only, none required: what a field must hold is the form's own rule, which the validator
// checks with a message in the sender's language.
// Where the visit came from, optional too (older pages do not send it); shared/lead-source.ts checks it.
const Text = Type.Optional(Type.String());
const textFields = {
  full_name: Text,
  email: Text,
  phone: Text,
  service: Text,
  subject: Text,
  message: Text,
  landing_path: Text,
  referrer_host: Text,
  utm_source: Text,
  utm_medium: Text,
  utm_campaign: Text,
} satisfies Record<ContactField | LeadSourceField, typeof Text>;
const contactBody = Type.Object({
  ...textFields,
  site_language: Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] })),
  /** Sent by "Ask about …" on a candidate's card: the message is about her. */
  candidate_id: Type.Optional(Id),
});

// Types as sent: Fastify's default would coerce, taking "1e3" for candidate 1000 and [1] for 1.
const asSent = strictValidator(false);

/** Generous cap on the raw body; field lengths are checked by the validator. */
const CONTACT_BODY_LIMIT = 64 * 1024;

export async function contactRoutes(fastify: FastifyInstance, options: ContactRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { content, submissions, messages } = options;

  /** The candidate asked about, as the site names her; none when she has left the site meanwhile (the message is kept). */
  const candidateOf = (id: number | undefined) => {
    const name = id === undefined ? undefined : content.candidateName(id);
    return id !== undefined && name !== undefined ? { candidate_id: id, candidate_name: name } : { candidate_id: null, candidate_name: null };
  };

  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // Counted once the body is read, so a refusal is in the language the page said (its site_language).
      preValidation: options.rateLimit,
      validatorCompiler: ({ schema }) => asSent.compile(schema),
      // A field of the wrong type is answered in the visitor's language (form-refusal.ts).
      attachValidation: true,
      schema: {
        body: contactBody,
        response: { 201: createdSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      if (refuseUnreadableFields(request, reply, messages)) return reply;
      const siteLanguage = request.body.site_language ?? DEFAULT_LANGUAGE;
      const t = messages.translator(siteLanguage);
      const checked = validateContactMessage(request.body, t);
      const { source, problems } = checkLeadSource((field) => request.body[field]);
      const sourceErrors = Object.fromEntries(Object.keys(problems).map((field) => [field, t('leadSource')]));
      if (!checked.ok || Object.keys(sourceErrors).length > 0) {
        return reply.code(400).send({ errors: { ...(checked.ok ? {} : checked.errors), ...sourceErrors } });
      }
      const id = submissions.insertContactMessage({
        ...checked.value,
        service: checked.value.service || null,
        ...candidateOf(request.body.candidate_id),
        site_language: siteLanguage,
        ...sourceColumns(source),
      });
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return reply.code(201).send({ id });
    },
  );
}
