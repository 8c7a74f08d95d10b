/**
 * A public form's body its schema refuses (a field sent as a number, a list, an object or null
 * where text belongs; a site_language that is not ours) is answered as the form's own checks answer:
 * 400 and a message per field in the visitor's language (`{ errors: { field: message } }`), never
 * the schema's words ("body/start must be string"), which are neither the visitor's language nor
 * theirs to act on. A body that is not an object at all cannot be read: one message for the form.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';
import { LEAD_SOURCE_FIELDS } from '@efe/shared/lead-source';
import { propertyOf } from '@efe/shared/read-unknown';
import type { LocaleMessages } from '../i18n/locale-messages';
import { queryLanguage } from './schemas';
import type { SchemaIssue } from './validation';

/**
 * The message of a field that could not be read, where the form has its own for that field (a time
 * to choose again, a service from the list); every other field is "could not be read".
 */
const MESSAGE_OF_FIELD: Readonly<Record<string, string>> = {
  start: 'slot.invalid',
  meeting: 'meeting.invalid',
  service: 'service.invalid',
  site_language: 'siteLanguage',
  ...Object.fromEntries(LEAD_SOURCE_FIELDS.map((field) => [field, 'leadSource'])),
};

/** The language the visitor's page said, if it said one of ours (in the body, else the query); else the default. */
export function saidLanguage(request: FastifyRequest): Language {
  const said = propertyOf(request.body, 'site_language');
  return isLanguage(said) ? said : said === undefined ? queryLanguage(request) : DEFAULT_LANGUAGE;
}

/** The field an issue is about: the body's top-level property it is in, or names as missing. */
function fieldOf(issue: SchemaIssue): string {
  const missing = issue.params.missingProperty;
  return issue.instancePath.split('/').filter(Boolean)[0] ?? (typeof missing === 'string' ? missing : '');
}

/**
 * The answer to a schema failure of a public form (the route asks Fastify to attach it:
 * `attachValidation`): per field, in the language the page said. `null` when the request passed.
 */
export function refuseUnreadableFields(request: FastifyRequest, reply: FastifyReply, messages: LocaleMessages): FastifyReply | null {
  const error = request.validationError;
  if (!error) return null;
  const t = messages.translator(saidLanguage(request));
  const issues: readonly SchemaIssue[] = error.validation;
  const fields = issues.map(fieldOf);
  if (fields.some((field) => field === '')) return reply.code(400).send({ error: t('formUnreadable') });
  return reply.code(400).send({ errors: Object.fromEntries(fields.map((field) => [field, t(MESSAGE_OF_FIELD[field] ?? 'unreadable')])) });
}
