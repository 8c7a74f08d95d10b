/**
 * The second look at an upload whose magic bytes passed: is the whole file what it claims to be?
 * A magic-byte check lets through polyglots (a PDF header followed by HTML, a PNG with a script
 * appended) and archives that explode when opened. Staff download these files, so:
 * - a picture (an applicant's photo, an editor's image) is decoded and re-encoded with sharp, and
 *   only the re-encoded file is stored. That drops anything appended or hidden in metadata, EXIF
 *   author and location included (personal data, and editors' pictures are public under /media);
 * - a PDF must parse as a document with at least one page;
 * - a DOCX must be a sound archive with a WordprocessingML main document (zip-entries.ts).
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DOCX, type DetectedType } from './file-type';
import { isSoundWordDocument } from './zip-entries';

/** A picture that claims more pixels than this is a decompression bomb, not a portrait or a post's picture. */
const PHOTO_MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;

/** The picture decoded and written again in its own format, upright; null when it does not decode. */
export async function reencodePicture(bytes: Buffer, type: DetectedType): Promise<Buffer | null> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    if (type.mime === 'image/png') return await image.png().toBuffer();
    if (type.mime === 'image/jpeg') return await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    if (type.mime === 'image/webp') return await image.webp({ quality: JPEG_QUALITY }).toBuffer();
    return null;
  } catch {
    return null;
  }
}

async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Whether a CV (an applicant's, or one an editor attaches to a candidate) whose bytes were detected as `type` really is such a document. */
export async function isReadableCv(bytes: Buffer, type: DetectedType): Promise<boolean> {
  if (type.mime === 'application/pdf') return isReadablePdf(bytes);
  if (type.mime === DOCX.mime) return isSoundWordDocument(bytes);
  return false;
}
