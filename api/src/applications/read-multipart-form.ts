/**
 * Reads a whole multipart request into memory, bounded: text fields are collected, each file is
 * kept up to its own byte cap and anything beyond (or any unexpected file) is read and thrown
 * away. Every part is consumed, otherwise busboy stalls and the request never ends. The whole
 * body is capped too, however it is sent: a chunked body has no Content-Length to check first.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { errorCode } from '@efe/shared/error-facts';
import { propertyOf } from '@efe/shared/read-unknown';
import { withoutInvisible } from '@efe/shared/visible-text';
import { errorMessage } from '@efe/shared/error-facts';

/** The body grew past the cap; reading stopped there. */
export class BodyTooLargeError extends Error {
  readonly code = 'BODY_TOO_LARGE';
}

/** The body is not readable multipart (no or wrong boundary, broken part headers, cut short). */
export class MalformedFormError extends Error {
  readonly code = 'MALFORMED_FORM';
}

export interface ReceivedFile {
  originalName: string | null;
  bytes: Buffer;
  /** Bytes received, counted up to just past the cap. */
  size: number;
  /** More bytes than the cap arrived; `bytes` is then empty. */
  tooLarge: boolean;
}

export interface ReceivedForm {
  fields: Map<string, string[]>;
  /** Fields whose value was cut off by the multipart field size limit. */
  truncatedFields: Set<string>;
  files: Map<string, ReceivedFile>;
  /** Field names of file parts that were not wanted (a second CV, an unknown file field). */
  extraFiles: string[];
}

async function discard(part: MultipartFile): Promise<void> {
  for await (const chunk of part.file) void chunk;
}

async function readCapped(part: MultipartFile, cap: number): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of part.file) {
    size += chunk.length;
    if (size > cap) {
      tooLarge = true;
      chunks.length = 0;
      continue; // keep draining, drop the bytes
    }
    chunks.push(chunk);
  }
  // busboy stops at the multipart fileSize limit and flags the stream instead of erroring.
  if (part.file.truncated) tooLarge = true;
  const name = cleanFileName(part.filename);
  return {
    originalName: name || null,
    bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
    size,
    tooLarge,
  };
}

/**
 * The name as staff will see it: no control characters (a NUL byte was stored once) and no bidi
 * overrides (which make "cv\u202Efdp.exe" read as "cvexe.pdf"), at most 255 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const visible = withoutInvisible(name ?? '').trim();
  return Array.from(visible).slice(-255).join('');
}

/**
 * Errors @fastify/multipart raises for a client's mistake carry a 4xx status and pass through
 * (limits, a __proto__ field); busboy's own carry none. A body that is not multipart at all is
 * as unreadable as a broken one.
 */
function isClientMistake(error: unknown): boolean {
  const statusCode = propertyOf(error, 'statusCode');
  if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return false;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Counts the raw body as it arrives and, past `maxBytes`, stops reading it: the multipart parser
 * is handed the error and the rest of the body is left unread.
 */
function capBody(request: FastifyRequest, maxBytes: number): { exceeded: () => boolean; release: () => void } {
  let received = 0;
  let exceeded = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes || exceeded) return;
    exceeded = true;
    request.raw.unpipe();
    request.raw.pause();
    const error = new BodyTooLargeError(`body larger than ${maxBytes} bytes`);
    // @fastify/multipart listens for request errors: it ends the parts iteration with this one.
    // Without a listener an emitted error would crash the process; closing is the safe fallback.
    if (request.raw.listenerCount('error') > 0) request.raw.emit('error', error);
    else request.raw.destroy();
  };
  request.raw.on('data', onData);
  return { exceeded: () => exceeded, release: () => request.raw.off('data', onData) };
}

function fieldValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  // A part sent as application/json is parsed by @fastify/multipart.
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value === null || value === undefined) return [];
  return [String(value)];
}

/** An empty form, for readMultipartForm to fill. */
export const emptyForm = (): ReceivedForm => ({ fields: new Map(), truncatedFields: new Set(), files: new Map(), extraFiles: [] });

/**
 * Reads the request's parts into `form`. When reading stops part-way (a limit, a broken body), what
 * was read before stays in `form`: the page's language, sent before the files, still says in which
 * language to refuse it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  form: ReceivedForm,
  fileCaps: Readonly<Record<string, number>>,
  maxBodyBytes: number,
): Promise<void> {
  const cap = capBody(request, maxBodyBytes);
  try {
    await readParts(request, form, fileCaps);
  } catch (error) {
    if (cap.exceeded()) throw new BodyTooLargeError(`body larger than ${maxBodyBytes} bytes`);
    if (isClientMistake(error)) throw error;
    throw new MalformedFormError(errorMessage(error));
  } finally {
    cap.release();
  }
}

async function readParts(request: FastifyRequest, form: ReceivedForm, fileCaps: Readonly<Record<string, number>>): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const cap = Object.hasOwn(fileCaps, part.fieldname) ? fileCaps[part.fieldname] : undefined;
      if (cap === undefined || form.files.has(part.fieldname)) {
        form.extraFiles.push(part.fieldname);
        await discard(part);
      } else {
        form.files.set(part.fieldname, await readCapped(part, cap));
      }
      continue;
    }
    const values = form.fields.get(part.fieldname) ?? [];
    values.push(...fieldValues(part.value));
    form.fields.set(part.fieldname, values);
    if (part.valueTruncated) form.truncatedFields.add(part.fieldname);
  }
}
