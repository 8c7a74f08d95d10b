/**
 * "Make a candidate": a draft profile filled from an application, for a recruiter to finish (the
 * description, the rating) and publish. Its pictures and CV are public files under
 * /media, so they are made as every published file is: the photo decoded and re-encoded (no EXIF
 * author or location, nothing appended), the CV only when it is a PDF that opens (a Word CV is
 * left out: the site offers PDF CVs only).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CandidateInput } from '@efe/shared/contract/candidate';
import type { ApplicationRecord } from '../db/lead-rows';
import type { MediaLibrary } from '../media/media-library';
import { detectFileType } from '../uploads/file-type';
import { isReadableCv, reencodePicture } from '../uploads/inspect-upload';

/** What the draft could not take from the application, for the recruiter to add by hand. */
export type LeftOut = 'photo' | 'cv' | 'last_name';

export interface CandidateDraft {
  input: CandidateInput;
  leftOut: LeftOut[];
  /** The media files made for it (to remove should the draft not be stored). */
  mediaFiles: string[];
}

/** "Maria Elena Santos": first name "Maria", last name "Elena Santos", as families read a card. */
export function splitName(name: string): { first: string; last: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.length > 0 ? rest.join(' ') : null };
}

async function publicPhoto(bytes: Buffer, media: MediaLibrary): Promise<string | null> {
  const type = await detectFileType(bytes);
  if (!type) return null;
  const picture = await reencodePicture(bytes, type);
  return picture ? media.save(picture, type.ext) : null;
}

async function publicCv(bytes: Buffer, media: MediaLibrary): Promise<string | null> {
  const type = await detectFileType(bytes);
  if (type?.mime !== 'application/pdf' || !(await isReadableCv(bytes, type))) return null;
  return media.save(bytes, 'pdf');
}

async function readUpload(uploadsDir: string, file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(path.join(uploadsDir, file));
  } catch {
    return null;
  }
}

export async function candidateDraftOf(application: ApplicationRecord, uploadsDir: string, media: MediaLibrary): Promise<CandidateDraft> {
  const leftOut: LeftOut[] = [];
  const photoBytes = await readUpload(uploadsDir, application.photo.file);
  const image = photoBytes && (await publicPhoto(photoBytes, media));
  if (!image) leftOut.push('photo');
  const cvBytes = await readUpload(uploadsDir, application.cv.file);
  const cv = cvBytes && (await publicCv(cvBytes, media));
  if (!cv) leftOut.push('cv');
  const { first, last } = splitName(application.name);
  // The contract needs a last name: one name given stands in for both until the recruiter corrects it.
  if (last === null) leftOut.push('last_name');
  return {
    input: {
      first_name: first.slice(0, 100),
      last_name: (last ?? first).slice(0, 100),
      roles: [application.role],
      language: application.languages,
      image: image ?? null,
      attach_cv: cv ?? null,
      experience_with_ages: application.age_group,
      country: application.country,
      rating: null,
      published: false,
    },
    leftOut,
    mediaFiles: [image, cv].filter((file): file is string => typeof file === 'string'),
  };
}
