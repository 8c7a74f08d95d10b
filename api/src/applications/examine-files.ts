/**
 * What each uploaded file of an application is, by its bytes, and what would be stored: the
 * photo re-encoded, the CV as sent, or nothing when the file does not open as what its magic
 * bytes claim (uploads/inspect-upload.ts says why that second look matters).
 */
import { detectFileType, type DetectedType } from '../uploads/file-type';
import { isReadableCv, reencodePicture } from '../uploads/inspect-upload';
import type { ReceivedForm } from './read-multipart-form';
import { FILE_FIELDS, FILE_RULES, type FileField } from '@efe/shared/application-schema';

export interface ExaminedFile {
  type: DetectedType;
  /** The bytes to store; null when the file is of an accepted type but does not open as one. */
  bytes: Buffer | null;
}

async function storedBytes(field: FileField, bytes: Buffer, type: DetectedType): Promise<Buffer | null> {
  if (field === 'photo') return reencodePicture(bytes, type);
  return (await isReadableCv(bytes, type)) ? bytes : null;
}

export async function examineFiles(form: ReceivedForm): Promise<Partial<Record<FileField, ExaminedFile>>> {
  const examined: Partial<Record<FileField, ExaminedFile>> = {};
  for (const field of FILE_FIELDS) {
    const file = form.files.get(field);
    if (!file || file.tooLarge || file.size === 0) continue;
    const type = await detectFileType(file.bytes);
    if (!type) continue;
    const accepted = FILE_RULES[field].mimeTypes.includes(type.mime);
    examined[field] = { type, bytes: accepted ? await storedBytes(field, file.bytes, type) : null };
  }
  return examined;
}
