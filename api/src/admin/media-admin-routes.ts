/**
 * Content media: uploads of pictures (JPEG, PNG, WebP) for posts and candidates and of PDF CVs
 * for candidates, the type decided by the bytes as for applications (the answer's `file` is what
 * content bodies then reference); each file opened for the staff; the list of the uploads and of
 * the site's own files with where each is used; and the deletion of an upload nothing uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_IMAGE_MAX_BYTES, CV_MAX_BYTES } from '@efe/shared/constants';
import type { Db } from '../db/connection';
import type { MediaUse } from '@efe/shared/contract/media-use';
import { mediaUseLabel } from '@efe/shared/media-use-label';
import { MEDIA_FILE_NAME, MEDIA_FILE_NAME_MAX_LENGTH } from '@efe/shared/contract/schema-parts';
import { mediaUsage } from '../db/media-usage';
import { FieldErrors, HttpError } from '../http/errors';
import type { MediaUrl } from '../http/media-url';
import { detectFileType } from '../uploads/file-type';
import { isReadableCv, reencodePicture } from '../uploads/inspect-upload';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, errorAnswer, listOf } from './admin-schemas';
import { noteForAudit } from './audit-trail';
import { requireApplicantDataRole } from './applicant-files';
import { applicantFiles, isApplicantFile } from '../db/applicant-media';
import { MediaItem, UploadedFile } from '@efe/shared/contract/media-item';
import { PICTURE_TYPES, type MediaLibrary } from '../media/media-library';

interface UploadKind {
  resource: 'images' | 'files';
  field: string;
  maxBytes: number;
  accepted: Record<string, string>;
  describe: string;
}

const IMAGE: UploadKind = {
  resource: 'images',
  field: 'image',
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  accepted: PICTURE_TYPES,
  describe: 'a JPEG, PNG or WebP picture',
};
const DOCUMENT: UploadKind = { resource: 'files', field: 'file', maxBytes: CV_MAX_BYTES, accepted: { 'application/pdf': 'pdf' }, describe: 'a PDF' };

const FileParams = Type.Object({ file: Type.String({ pattern: MEDIA_FILE_NAME, maxLength: MEDIA_FILE_NAME_MAX_LENGTH }) });
type FileParams = Static<typeof FileParams>;

/**
 * busboy's own errors (no boundary, a cut-off body, broken part headers) carry no status: they
 * are the sender's mistake all the same, a 400 and not a fault of ours.
 */
function unreadable(kind: UploadKind, error: unknown): FieldErrors | HttpError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const statusCode = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FieldErrors({ [kind.field]: `must be at most ${Math.round(kind.maxBytes / 1024 / 1024)} MiB` }, 413);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && code !== 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(statusCode, error instanceof Error ? error.message : 'Bad request');
  }
  return new FieldErrors({ [kind.field]: `could not be read: send ${kind.describe} as multipart/form-data (the body was cut off or is not valid multipart)` });
}

async function readSingleFile(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  if (!request.isMultipart()) throw new FieldErrors({ [kind.field]: `send ${kind.describe} as multipart/form-data field "${kind.field}"` }, 415);
  let bytes: Buffer;
  let truncated: boolean;
  try {
    const part = await request.file({ limits: { fileSize: kind.maxBytes, files: 1 } });
    if (!part || part.fieldname !== kind.field) throw new FieldErrors({ [kind.field]: `is required (${kind.describe})` });
    bytes = await part.toBuffer();
    truncated = part.file.truncated;
  } catch (error) {
    throw error instanceof FieldErrors ? error : unreadable(kind, error);
  }
  if (truncated) throw unreadable(kind, { code: 'FST_REQ_FILE_TOO_LARGE' });
  if (bytes.length === 0) throw new FieldErrors({ [kind.field]: 'is empty' });
  return bytes;
}

export function mediaAdminRoutes(fastify: FastifyInstance, db: Db, media: MediaLibrary, mediaUrl: MediaUrl): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const kind of [IMAGE, DOCUMENT]) {
    app.post(`/api/admin/${kind.resource}`, { config: adminRoute(kind.resource, 'upload'), schema: { response: { ...adminErrorAnswers, 201: dataOf(UploadedFile), 413: adminErrorAnswers[400], 415: adminErrorAnswers[400] } } }, async (request, reply) => {
      const bytes = await readSingleFile(request, kind);
      const detected = await detectFileType(bytes);
      const ext = detected ? kind.accepted[detected.mime] : undefined;
      if (!detected || !ext) throw new FieldErrors({ [kind.field]: `must be ${kind.describe} (the content is ${detected?.mime ?? 'not a known type'})` }, 415);
      // Published under /media as stored: a picture is re-encoded (no EXIF author or location, nothing
      // appended), a PDF must open with a page, as for applications (uploads/inspect-upload.ts).
      const stored = kind === IMAGE ? await reencodePicture(bytes, detected) : (await isReadableCv(bytes, detected)) ? bytes : null;
      if (!stored) throw new FieldErrors({ [kind.field]: `could not be read as ${kind.describe}: it is damaged or not what its first bytes say` }, 415);
      const file = await media.save(stored, ext);
      noteForAudit(request, { detail: file });
      request.log.info({ file, mime: detected.mime, size: stored.length }, 'content media uploaded');
      return reply.code(201).send({ data: { file, url: mediaUrl(file) ?? '', mime: detected.mime, size: stored.length } });
    });
  }

  // A picture or a PDF for the staff, whether or not /media serves it to the public (a draft's photo,
  // the CV of a profile made from an application): the admin's pages open it here (http/media-url.ts,
  // staffMediaPath). Personal data: never kept by a browser; a CV downloaded, never shown inline.
  // An applicant's file only for those who may open her application (admin/applicant-files.ts).
  for (const kind of [IMAGE, DOCUMENT]) {
    const mimeOf = new Map(Object.entries(kind.accepted).map(([mime, ext]) => [ext, mime]));
    app.get(`/api/admin/${kind.resource}/:file`, { config: adminRoute(kind.resource), schema: { params: FileParams } }, async (request, reply) => {
      const { file } = request.params;
      const mime = mimeOf.get(path.extname(file).slice(1).toLowerCase());
      const found = mime ? media.pathOf(file) : null;
      if (!mime || !found) throw new HttpError(404, `No ${kind.describe} ${file}`);
      if (isApplicantFile(db, file)) requireApplicantDataRole(request, "open an applicant's photo or CV");
      return reply
        .header('content-type', mime)
        .header('content-disposition', `${kind === IMAGE ? 'inline' : 'attachment'}; filename="${file}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(found));
    });
  }

  // Every file /media serves: the uploads, newest first, then the site's own (the seed's pictures
  // and CVs, which the site shows too), each with what uses it. An applicant's photo and CV are not
  // among them: they are her profile's alone, never to be chosen for anything else.
  const library = (): Array<Omit<MediaItem, 'url' | 'used_by'>> => {
    const applicants = applicantFiles(db);
    return [
      ...media.uploaded().map((item) => ({ ...item, origin: 'upload' as const })),
      ...media.seed().map((item) => ({ ...item, uploaded_at: null, origin: 'seed' as const })),
    ].filter((item) => !applicants.has(item.file));
  };
  const present = (item: Omit<MediaItem, 'url' | 'used_by'>, usage: Map<string, MediaUse[]>): MediaItem => ({
    ...item,
    url: mediaUrl(item.file) ?? '',
    used_by: usage.get(item.file) ?? [],
  });

  app.get('/api/admin/media', { config: adminRoute('media'), schema: { response: { ...adminErrorAnswers, 200: listOf(MediaItem) } } }, async () => {
    const usage = mediaUsage(db);
    return { data: library().map((item) => present(item, usage)) };
  });

  app.get(
    '/api/admin/media/:file',
    { config: adminRoute('media'), schema: { params: FileParams, response: { ...adminErrorAnswers, 200: dataOf(MediaItem) } } },
    async (request) => {
      const item = library().find((entry) => entry.file === request.params.file);
      if (!item) throw new HttpError(404, `No media file ${request.params.file}`);
      return { data: present(item, mediaUsage(db)) };
    },
  );

  // Only what nothing uses: a post or candidate naming a deleted file would lose its picture
  // on the next build. The refusal names what uses it.
  app.delete(
    '/api/admin/media/:file',
    { config: adminRoute('media', 'delete'), schema: { params: FileParams, response: { ...adminErrorAnswers, 409: errorAnswer, 204: { type: 'null' } } } },
    async (request, reply) => {
      const { file } = request.params;
      if (!media.isUploaded(file)) throw new HttpError(404, `No uploaded file ${file}`);
      if (isApplicantFile(db, file)) throw new HttpError(409, `${file} is an applicant's photo or CV: it goes when her profile lets it go.`);
      const users = mediaUsage(db).get(file) ?? [];
      if (users.length > 0) {
        const named = users.map(mediaUseLabel);
        throw new HttpError(409, `${file} is in use: ${named.join('; ')}. Choose another file there first.`);
      }
      media.removeUploaded(file);
      noteForAudit(request, { detail: file });
      return reply.code(204).send();
    },
  );
}
