/**
 * Reads a whole multipart request into memory, bounded: text fields are collected, each file is
 * kept up to its own byte cap and anything beyond (or any unexpected file) is read and thrown
 * away. Every part is consumed, otherwise busboy stalls and the request never ends.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';

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
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
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
  const name = part.filename?.trim();
  return {
    originalName: name ? name.slice(-255) : null,
    bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
    size,
    tooLarge,
  };
}

function fieldValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  // A part sent as application/json is parsed by @fastify/multipart.
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (value === null || value === undefined) return [];
  return [String(value)];
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileCaps: Readonly<Record<string, number>>,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map(), truncatedFields: new Set(), files: new Map(), extraFiles: [] };
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
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
  return form;
}
