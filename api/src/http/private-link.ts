/**
 * The routes a private link opens (a family's booking, an applicant's application, a family's
 * shortlist): the key travels in the JSON body, never in a URL, so no access log or proxy keeps
 * it; they share the forms' per-client rate limit; a key that is damaged (cut short, another
 * fragment) opens nothing, as an unknown one, and its refusal says so in the visitor's language,
 * never in the schema's words. A site_language not of the site cannot say the page's language: its
 * refusal is in the request's (its address's, else the browser's), one message as the link's other
 * refusals. Any other field the schema refuses is said field by field, as a form's (form-refusal.ts).
 * Every refusal of these routes (damaged or unknown key, over, closed, too many) is in one language,
 * `linkLanguage`'s, so two refusals of one request never disagree.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@efe/shared/constants';
import { PRIVATE_KEY_PATTERN } from '@efe/shared/contract/private-key';
import { isLanguage } from '@efe/shared/language';
import { propertyOf } from '@efe/shared/read-unknown';
import type { LocaleMessages } from '../i18n/locale-messages';
import { refuseUnreadableFields } from './form-refusal';
import { requestLanguage } from './schemas';
import { strictValidator, type SchemaIssue } from './validation';

/** 32 random bytes, base64url: anything else is refused before a lookup. */
export const PrivateKeyField = Type.String({ pattern: PRIVATE_KEY_PATTERN });

const asSent = strictValidator(false);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route a private link opens: its refusals, the rate limit's too, are in `linkLanguage`. */
    privateLink?: true;
  }
}

/**
 * The language of every refusal of a private link's route: the body's site_language when it is one
 * of ours, else the request's (the address's ?site_language=, else the browser's, else English).
 */
export function linkLanguage(request: FastifyRequest): Language {
  const said = propertyOf(request.body, 'site_language');
  return isLanguage(said) ? said : requestLanguage(request);
}

/**
 * The options of a route a private link opens: small bodies, the forms' rate limit (counted once
 * the body is read, so its refusal is in the language the page said), refusals said by the route.
 */
export const privateLinkRoute = (rateLimit: ReturnType<FastifyInstance['rateLimit']>) => ({
  bodyLimit: 4096,
  preValidation: rateLimit,
  validatorCompiler: ({ schema }: { schema: object }) => asSent.compile(schema),
  attachValidation: true,
  config: { privateLink: true as const },
});

/**
 * The answer to a body its schema refused, the refusal already sent; null when the body passed. A
 * site_language not of the site first, in the request's language; then `unknownKey` (a validation
 * message's key) for a missing or damaged `token`; field by field otherwise.
 */
export function refuseLinkBody(request: FastifyRequest, reply: FastifyReply, messages: LocaleMessages, unknownKey: string): FastifyReply | null {
  const error = request.validationError;
  if (!error) return null;
  const said = propertyOf(request.body, 'site_language');
  if (said !== undefined && !isLanguage(said)) return reply.code(400).send({ error: messages.translator(linkLanguage(request))('siteLanguage') });
  const issues: readonly SchemaIssue[] = error.validation;
  if (!issues.some((issue) => issue.instancePath === '/token' || issue.params.missingProperty === 'token')) return refuseUnreadableFields(request, reply, messages);
  return reply.code(400).send({ error: messages.translator(linkLanguage(request))(unknownKey) });
}
