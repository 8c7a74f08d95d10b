/**
 * Checks a DOCX for real, reading the archive with yauzl. Entry names come from the central
 * directory: in archives written as a stream (bit 3, "data descriptor", as Google Docs exports
 * DOCX) the local headers carry no sizes, which is what trips up magic-byte sniffers. The deeper
 * check then holds every entry to its local header (same name, data inside the file) and bounds
 * the inflated size and ratio before it inflates the main document (yauzl checks its size as it
 * goes), so a zip bomb or HTML named word/document.xml is not taken for a CV.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const LOCAL_HEADER = 0x04034b50;

/** A 2 MB DOCX of text and pictures inflates to a few tens of MB at most. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/** Word's XML deflates about 10:1; a zip bomb's entries 1000:1. Checked on entries over 1 MiB. */
export const DOCX_MAX_RATIO = 200;
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;

interface Archive {
  zip: ZipFile;
  entries: Entry[];
}

/** The archive and its central directory's entries, or null when the buffer is not a sound ZIP that starts with its first entry. */
async function openArchive(buffer: Buffer): Promise<Archive | null> {
  // Something in front of the first entry (an HTML page with a ZIP appended) is not a document.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== LOCAL_HEADER) return null;
  try {
    const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true });
    const entries = await new Promise<Entry[]>((resolve, reject) => {
      const found: Entry[] = [];
      zip.on('entry', (entry: Entry) => {
        found.push(entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve(found));
      zip.once('error', reject);
      zip.readEntry();
    });
    return { zip, entries };
  } catch {
    return null;
  }
}

const hasWordParts = (entries: Entry[]) =>
  entries.some((entry) => entry.fileName === '[Content_Types].xml') && entries.some((entry) => entry.fileName === 'word/document.xml');

/** A WordprocessingML package by its entry names: content types plus the main document part. */
export async function isWordDocument(buffer: Buffer): Promise<boolean> {
  const archive = await openArchive(buffer);
  return archive !== null && hasWordParts(archive.entries);
}

/** Whether the entry's local header names the same file and its data lies inside the buffer. */
async function matchesLocalHeader(zip: ZipFile, entry: Entry, size: number): Promise<boolean> {
  const header = await zip.readLocalFileHeaderPromise(entry);
  return header.fileName.equals(entry.fileNameRaw) && header.fileDataStart + entry.compressedSize <= size;
}

/** The entry inflated (yauzl refuses one whose size is not what the directory says). */
async function entryBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The root element of WordprocessingML (transitional or strict), after an optional declaration. */
const WORD_DOCUMENT_ROOT = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?<(?:[A-Za-z_][\w.-]*:)?document\b[^>]*wordprocessingml/;

/**
 * A DOCX that staff can safely open: a sound archive whose entries all match their local
 * headers, of bounded inflated size and ratio, with a main document that is WordprocessingML.
 */
export async function isSoundWordDocument(buffer: Buffer): Promise<boolean> {
  const archive = await openArchive(buffer);
  if (!archive || !hasWordParts(archive.entries)) return false;
  const { zip, entries } = archive;
  let total = 0;
  try {
    for (const entry of entries) {
      total += entry.uncompressedSize;
      if (total > DOCX_MAX_UNCOMPRESSED_BYTES) return false;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > RATIO_CHECKED_FROM_BYTES && ratio > DOCX_MAX_RATIO) return false;
      if (!(await matchesLocalHeader(zip, entry, buffer.length))) return false;
    }
    const document = entries.find((entry) => entry.fileName === 'word/document.xml');
    const bytes = document ? await entryBytes(zip, document) : null;
    return bytes !== null && WORD_DOCUMENT_ROOT.test(bytes.toString('utf8', 0, Math.min(bytes.length, 4096)));
  } catch {
    return false;
  }
}
