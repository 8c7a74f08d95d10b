/**
 * POST /api/teachers/create: a candidate's job application (multipart). Answers 201 only once
 * both files and the row are durable; any rejection or failure leaves no file and no row.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CV_MAX_BYTES, DEFAULT_LANGUAGE, PHOTO_MAX_BYTES, type Language } from '@shared/constants';
import { isLanguage } from '@shared/language';
import { BodyTooLargeError, MalformedFormError, readMultipartForm, type ReceivedForm } from '../applications/read-multipart-form';
import { examineFiles } from '../applications/examine-files';
import { validateApplication } from '../applications/validate-application';
import { FILE_FIELDS, FILE_RULES } from '@shared/application-schema';
import { filterOptionsOf } from '../content/filter-options';
import { checkLeadSource } from '@shared/lead-source';
import type { ContentRepository } from '../db/content-repository';
import type { SubmissionRepository } from '../db/submission-repository';
import type { LocaleMessages } from '../i18n/locale-messages';
import { HttpError } from '../http/errors';
import { refuseUnreadableFields } from '../http/form-refusal';
import { commonErrorResponses, createdSchema, languageQuerySchema, queryLanguage, type LanguageQuery } from '../http/schemas';
import type { UploadStore } from '../uploads/upload-store';
import type { SubmissionRateLimit } from './rate-limit';
import { errorCode } from '@shared/error-facts';

export interface ApplicationRoutesOptions {
  content: ContentRepository;
  submissions: SubmissionRepository;
  uploads: UploadStore;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
}

const FILE_CAPS = Object.fromEntries(FILE_FIELDS.map((field) => [field, FILE_RULES[field].maxBytes]));

/**
 * A body this large cannot be an application, even one whose files are a little too big (those
 * still get their field message): refused before a byte is read when declared, and reading
 * stops here when it is not (chunked).
 */
export const MAX_APPLICATION_BODY_BYTES = 3 * (CV_MAX_BYTES + PHOTO_MAX_BYTES);

/** The form's site_language, the query's when the form has none; null when what was sent is not one of ours. */
function siteLanguageOf(form: ReceivedForm, query: LanguageQuery): Language | null {
  const sent = form.fields.get('site_language')?.[0]?.trim();
  if (sent === undefined || sent === '') return query.site_language ?? DEFAULT_LANGUAGE;
  return isLanguage(sent) ? sent : null;
}

function isFilesLimitError(error: unknown): boolean {
  return errorCode(error) === 'FST_FILES_LIMIT';
}

export async function applicationRoutes(fastify: FastifyInstance, options: ApplicationRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { content, submissions, uploads, messages } = options;

  app.post(
    '/api/teachers/create',
    {
      schema: {
        querystring: languageQuerySchema,
        response: { 201: createdSchema, ...commonErrorResponses },
      },
      // A site_language that is not ours is said as the form's other refusals are (form-refusal.ts).
      attachValidation: true,
      onRequest: [
        options.rateLimit,
        async (request) => {
          const declared = Number(request.headers['content-length']);
          if (declared > MAX_APPLICATION_BODY_BYTES) {
            // Not read: the rest is dropped after the answer (http/unread-body.ts).
            throw new HttpError(413, messages.translator(queryLanguage(request))('bodyTooLarge'));
          }
        },
      ],
    },
    async (request, reply) => {
      if (refuseUnreadableFields(request, reply, messages)) return reply;
      let form: ReceivedForm;
      try {
        form = await readMultipartForm(request, FILE_CAPS, MAX_APPLICATION_BODY_BYTES);
      } catch (error) {
        const t = messages.translator(queryLanguage(request));
        if (isFilesLimitError(error)) return reply.code(400).send({ errors: { files: t('tooManyFiles') } });
        if (error instanceof BodyTooLargeError) {
          // The rest of the body is dropped after this answer (http/unread-body.ts).
          request.log.info({ limit: MAX_APPLICATION_BODY_BYTES }, 'application body too large');
          return reply.code(413).send({ error: t('bodyTooLarge') });
        }
        if (error instanceof MalformedFormError) {
          request.log.info({ reason: error.message }, 'application form unreadable');
          return reply.code(400).send({ error: t('formUnreadable') });
        }
        throw error;
      }
      const siteLanguage = siteLanguageOf(form, request.query);
      if (siteLanguage === null) return reply.code(400).send({ errors: { site_language: messages.translator(DEFAULT_LANGUAGE)('siteLanguage') } });
      const t = messages.translator(siteLanguage);
      const checked = validateApplication(form, await examineFiles(form), filterOptionsOf(content.candidateFacets()), t);
      // Where the visit came from: optional, one value each (shared/lead-source.ts).
      const { source, problems } = checkLeadSource((field) => form.fields.get(field)?.[0]);
      const sourceErrors = Object.fromEntries(Object.keys(problems).map((field) => [field, t('leadSource')]));
      if (!checked.ok || Object.keys(sourceErrors).length > 0) {
        const errors = { ...(checked.ok ? {} : checked.errors), ...sourceErrors };
        request.log.info({ fields: Object.keys(errors) }, 'application rejected');
        return reply.code(400).send({ errors });
      }

      const { cv, photo, ...fields } = checked.value;
      const stored: string[] = [];
      try {
        const cvName = await uploads.save(cv.bytes, cv.type.ext);
        stored.push(cvName);
        const photoName = await uploads.save(photo.bytes, photo.type.ext);
        stored.push(photoName);
        const id = submissions.insertApplication({
          ...fields,
          siteLanguage,
          source,
          consentVersion: fields.consentVersion,
          cv: { storedName: cvName, originalName: cv.file.originalName, mime: cv.type.mime, size: cv.file.size },
          photo: { storedName: photoName, originalName: photo.file.originalName, mime: photo.type.mime, size: photo.bytes.length },
        });
        request.log.info({ applicationId: id }, 'application stored');
        return reply.code(201).send({ id });
      } catch (error) {
        await uploads.remove(stored);
        throw error;
      }
    },
  );
}
