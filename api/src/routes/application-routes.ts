/**
 * POST /api/teachers/create: a candidate's job application (multipart). Answers 201 only once
 * both files and the row are durable; any rejection or failure leaves no file and no row.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CV_MAX_BYTES, DEFAULT_LANGUAGE, PHOTO_MAX_BYTES, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';
import { BodyTooLargeError, MalformedFormError, emptyForm, readMultipartForm, type ReceivedForm } from '../applications/read-multipart-form';
import { examineFiles } from '../applications/examine-files';
import { validateApplication } from '../applications/validate-application';
import { FILE_FIELDS, FILE_RULES } from '@efe/shared/application-schema';
import { filterOptionsOf } from '../content/filter-options';
import { checkLeadSource, LEAD_SOURCE_FIELDS, type LeadSourceField } from '@efe/shared/lead-source';
import type { ContentRepository } from '../db/content-repository';
import type { SubmissionRepository } from '../db/submission-repository';
import type { LocaleMessages } from '../i18n/locale-messages';
import { HttpError } from '../http/errors';
import { refuseUnreadableFields } from '../http/form-refusal';
import { commonErrorResponses, createdSchema, languageQuerySchema, queryLanguage, type LanguageQuery } from '../http/schemas';
import type { UploadStore } from '../uploads/upload-store';
import type { SubmissionRateLimit } from './rate-limit';
import { errorCode } from '@efe/shared/error-facts';

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

/**
 * The language to answer in: the form's site_language, the query's when the form has none.
 * `refused` when what the form sent cannot be taken: not one of ours (answered in English, the
 * language left), or sent twice (in the language both said, if they agree on one of ours).
 */
function siteLanguageOf(form: ReceivedForm, query: LanguageQuery): { language: Language; refused: boolean } {
  const sent = (form.fields.get('site_language') ?? []).map((value) => value.trim());
  const [first] = sent;
  if (first === undefined || (sent.length === 1 && first === '')) return { language: query.site_language ?? DEFAULT_LANGUAGE, refused: false };
  const agreed = isLanguage(first) && sent.every((value) => value === first) ? first : null;
  return { language: agreed ?? DEFAULT_LANGUAGE, refused: sent.length > 1 || agreed === null };
}

/** The visit's source fields sent more than once: which was meant cannot be known. */
const sourceSentTwice = (form: ReceivedForm): LeadSourceField[] => LEAD_SOURCE_FIELDS.filter((field) => (form.fields.get(field)?.length ?? 0) > 1);

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
      const form = emptyForm();
      try {
        await readMultipartForm(request, form, FILE_CAPS, MAX_APPLICATION_BODY_BYTES);
      } catch (error) {
        // In the language the fields read before the failure said (the site's form sends it before
        // the files), else the query's.
        const t = messages.translator(siteLanguageOf(form, request.query).language);
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
      const { language: siteLanguage, refused } = siteLanguageOf(form, request.query);
      if (refused) return reply.code(400).send({ errors: { site_language: messages.translator(siteLanguage)('siteLanguage') } });
      const t = messages.translator(siteLanguage);
      const checked = validateApplication(form, await examineFiles(form), filterOptionsOf(content.candidateFacets()), t);
      // Where the visit came from: optional, one value each (shared/lead-source.ts).
      const { source, problems } = checkLeadSource((field) => form.fields.get(field)?.[0]);
      const sourceErrors = Object.fromEntries([...Object.keys(problems), ...sourceSentTwice(form)].map((field) => [field, t('leadSource')]));
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
