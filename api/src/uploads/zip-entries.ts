/**
 * Reads a ZIP archive's central directory (at the end of the file) and checks a DOCX for real.
 * Entry names come from the central directory: in archives written as a stream (bit 3, "data
 * descriptor", as Google Docs exports DOCX) the local headers carry no sizes, which is what trips
 * up magic-byte sniffers. The deeper check then holds every entry to its local header and inflates
 * the main document, so a zip bomb or HTML named word/document.xml is not taken for a CV.
 */
import zlib from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_MIN_SIZE = 22;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** A 2 MB DOCX of text and pictures inflates to a few tens of MB at most. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/** Word's XML deflates about 10:1; a zip bomb's entries 1000:1. Checked on entries over 1 MiB. */
export const DOCX_MAX_RATIO = 200;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let offset = buffer.length - EOCD_MIN_SIZE; offset >= lowest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** The central directory's entries, or null when the buffer is not a well-formed (non-ZIP64) archive. */
export function zipEntries(buffer: Buffer): ZipEntry[] | null {
  if (buffer.length < EOCD_MIN_SIZE + 4 || buffer.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) return null;
  const entryCount = buffer.readUInt16LE(eocd + 10);
  const directorySize = buffer.readUInt32LE(eocd + 12);
  const directoryOffset = buffer.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > eocd) return null;

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + CENTRAL_HEADER_SIZE > eocd || buffer.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const nameEnd = offset + CENTRAL_HEADER_SIZE + nameLength;
    if (nameEnd > eocd) return null;
    entries.push({
      name: buffer.toString('utf8', offset + CENTRAL_HEADER_SIZE, nameEnd),
      method: buffer.readUInt16LE(offset + 10),
      compressedSize: buffer.readUInt32LE(offset + 20),
      uncompressedSize: buffer.readUInt32LE(offset + 24),
      localHeaderOffset: buffer.readUInt32LE(offset + 42),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Entry names, or null when the buffer is not a well-formed (non-ZIP64) archive. */
export function zipEntryNames(buffer: Buffer): string[] | null {
  return zipEntries(buffer)?.map((entry) => entry.name) ?? null;
}

/** A WordprocessingML package by its entry names: content types plus the main document part. */
export function isWordDocument(buffer: Buffer): boolean {
  const names = zipEntryNames(buffer);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

/** Where the entry's data starts, if its local header is where the directory says and names the same file. */
function dataOffset(buffer: Buffer, entry: ZipEntry): number | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const nameLength = buffer.readUInt16LE(at + 26);
  const extraLength = buffer.readUInt16LE(at + 28);
  const nameStart = at + LOCAL_HEADER_SIZE;
  if (buffer.toString('utf8', nameStart, nameStart + nameLength) !== entry.name) return null;
  const start = nameStart + nameLength + extraLength;
  return start + entry.compressedSize <= buffer.length ? start : null;
}

/** The entry's bytes, inflated no further than its declared size; null if they are not that size. */
function entryBytes(buffer: Buffer, entry: ZipEntry, start: number): Buffer | null {
  const data = buffer.subarray(start, start + entry.compressedSize);
  try {
    const bytes =
      entry.method === STORED
        ? data
        : entry.method === DEFLATED
          ? zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
          : null;
    return bytes && bytes.length === entry.uncompressedSize ? bytes : null;
  } catch {
    return null;
  }
}

/** The root element of WordprocessingML (transitional or strict), after an optional declaration. */
const WORD_DOCUMENT_ROOT = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?<(?:[A-Za-z_][\w.-]*:)?document\b[^>]*wordprocessingml/;

/**
 * A DOCX that staff can safely open: a sound archive whose entries all match their local
 * headers, of bounded inflated size and ratio, with a main document that is WordprocessingML.
 */
export function isSoundWordDocument(buffer: Buffer): boolean {
  const entries = zipEntries(buffer);
  if (!entries) return false;
  let total = 0;
  let document: ZipEntry | undefined;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > DOCX_MAX_UNCOMPRESSED_BYTES) return false;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_CHECKED_FROM_BYTES && ratio > DOCX_MAX_RATIO) return false;
    if (dataOffset(buffer, entry) === null) return false;
    if (entry.name === 'word/document.xml') document = entry;
  }
  if (!document || !entries.some((entry) => entry.name === '[Content_Types].xml')) return false;
  const bytes = entryBytes(buffer, document, dataOffset(buffer, document)!);
  return bytes !== null && WORD_DOCUMENT_ROOT.test(bytes.toString('utf8', 0, Math.min(bytes.length, 4096)));
}
