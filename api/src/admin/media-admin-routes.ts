/**
 * Uploads of content media: pictures (JPEG, PNG, WebP) for posts and candidates, and PDF CVs for
 * candidates. The type is decided by the bytes, as for applications; the answer's `file` is what
 * content bodies then reference.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_IMAGE_MAX_BYTES, CV_MAX_BYTES } from '../../../src/lib/constants';
import type { MediaUrl } from '../http/media-url';
import { detectFileType } from '../uploads/file-type';
import { adminErrorAnswers, dataOf } from './admin-schemas';
import { FieldErrors } from './field-errors';
import type { MediaLibrary } from './media-library';

interface UploadKind {
  field: string;
  maxBytes: number;
  accepted: Record<string, string>;
  describe: string;
}

const IMAGE: UploadKind = {
  field: 'image',
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  accepted: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  describe: 'a JPEG, PNG or WebP picture',
};
const DOCUMENT: UploadKind = { field: 'file', maxBytes: CV_MAX_BYTES, accepted: { 'application/pdf': 'pdf' }, describe: 'a PDF' };

const uploadedAnswer = {
  type: 'object',
  properties: { file: { type: 'string' }, url: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } },
} as const;

async function readSingleFile(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  if (!request.isMultipart()) throw new FieldErrors({ [kind.field]: `send ${kind.describe} as multipart/form-data field "${kind.field}"` }, 415);
  const part = await request.file({ limits: { fileSize: kind.maxBytes, files: 1 } });
  if (!part || part.fieldname !== kind.field) throw new FieldErrors({ [kind.field]: `is required (${kind.describe})` });
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  if (bytes === null || part.file.truncated) {
    throw new FieldErrors({ [kind.field]: `must be at most ${Math.round(kind.maxBytes / 1024 / 1024)} MiB` }, 413);
  }
  if (bytes.length === 0) throw new FieldErrors({ [kind.field]: 'is empty' });
  return bytes;
}

export function mediaAdminRoutes(app: FastifyInstance, media: MediaLibrary, mediaUrl: MediaUrl): void {
  for (const [path, kind] of [
    ['/api/admin/images', IMAGE],
    ['/api/admin/files', DOCUMENT],
  ] as const) {
    app.post(path, { schema: { response: { ...adminErrorAnswers, 201: dataOf(uploadedAnswer), 413: adminErrorAnswers[400], 415: adminErrorAnswers[400] } } }, async (request, reply) => {
      const bytes = await readSingleFile(request, kind);
      const detected = await detectFileType(bytes);
      const ext = detected ? kind.accepted[detected.mime] : undefined;
      if (!detected || !ext) throw new FieldErrors({ [kind.field]: `must be ${kind.describe} (the content is ${detected?.mime ?? 'not a known type'})` }, 415);
      const file = await media.save(bytes, ext);
      request.log.info({ file, mime: detected.mime, size: bytes.length }, 'content media uploaded');
      return reply.code(201).send({ data: { file, url: mediaUrl(file), mime: detected.mime, size: bytes.length } });
    });
  }
}
