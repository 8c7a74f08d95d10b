/**
 * Decides what an uploaded file is from its bytes (never from its name or the browser's MIME
 * type). file-type is ESM-only; the import is built at run time so the CommonJS output keeps a
 * real `import()` instead of a `require()` that Node 20 cannot use on ESM.
 */
import { isWordDocument } from './zip-entries';

export interface DetectedType {
  ext: string;
  mime: string;
}

type FileTypeFromBuffer = (buffer: Uint8Array) => Promise<DetectedType | undefined>;

// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a Function built from text has no signature; this one is import(), typed by what file-type exports.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ fileTypeFromBuffer: FileTypeFromBuffer }>;

let fileTypeFromBuffer: Promise<FileTypeFromBuffer> | undefined;

export const DOCX: DetectedType = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const ZIP: DetectedType = { ext: 'zip', mime: 'application/zip' };

/** What the bytes are, or undefined when they match no known format. */
export async function detectFileType(buffer: Buffer): Promise<DetectedType | undefined> {
  fileTypeFromBuffer ??= importEsm('file-type').then((module) => module.fileTypeFromBuffer);
  const sniff = await fileTypeFromBuffer;
  let detected: DetectedType | undefined;
  try {
    detected = await sniff(buffer);
  } catch {
    // file-type throws on some malformed containers; those are simply unknown.
    detected = undefined;
  }
  if (detected === undefined || detected.ext === 'zip' || detected.ext === 'docx') {
    // Streaming writers (data descriptors, as Google Docs exports) can make local-header sniffing
    // see a plain zip, and file-type trusts [Content_Types].xml alone; the central directory
    // settles both ways: a DOCX must really contain its main document part.
    if (await isWordDocument(buffer)) return DOCX;
    if (detected?.ext === 'docx') return ZIP;
  }
  return detected;
}
