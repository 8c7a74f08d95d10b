/**
 * Pictures and CVs in the content forms. A record stores a file name (`image`) and the API adds
 * its URL (`image_url`); react-admin's file inputs hold `{ src, title, rawFile? }`. Loading fills
 * the input from the record; saving uploads a newly chosen file first and stores its name.
 */
import { propertyOf } from '@efe/shared/read-unknown';
type Row = Record<string, unknown>;

export interface MediaField {
  /** The form input's source. */
  input: string;
  /** The record's file name field, and the one the API adds with its URL. */
  stored: string;
  url: string;
  /** Upload route: /api/admin/images or /api/admin/files. */
  uploadPath: string;
  /** The multipart field that route reads. */
  uploadField: string;
}

const picture: MediaField = { input: 'picture', stored: 'image', url: 'image_url', uploadPath: '/api/admin/images', uploadField: 'image' };

export const MEDIA_FIELDS: Record<string, readonly MediaField[]> = {
  blog: [picture],
  candidates: [picture, { input: 'cv', stored: 'attach_cv', url: 'attach_cv_url', uploadPath: '/api/admin/files', uploadField: 'file' }],
};

export interface FileInputValue {
  src?: string;
  title?: string;
  rawFile?: File;
}

/** The record as the form shows it: each stored file also as its input's value. */
export function withMediaInputs(resource: string, record: Row): Row {
  const shown = { ...record };
  for (const field of MEDIA_FIELDS[resource] ?? []) {
    const name = record[field.stored];
    shown[field.input] = typeof name === 'string' && name ? { src: record[field.url] ?? undefined, title: name } : null;
  }
  return shown;
}

/** What saving must do with a media input: upload a new file, keep the stored one, or clear it. */
export type MediaChange = { kind: 'upload'; file: File } | { kind: 'keep'; name: string } | { kind: 'clear' };

export function mediaChange(field: MediaField, values: Row): MediaChange {
  const value = values[field.input];
  const chosen = propertyOf(value, 'rawFile');
  if (chosen instanceof File) return { kind: 'upload', file: chosen };
  // null: the editor removed the file; undefined: the form never showed the input.
  const stored = values[field.stored];
  return value !== null && typeof stored === 'string' && stored ? { kind: 'keep', name: stored } : { kind: 'clear' };
}
