/** The database stores media file names; answers carry absolute URLs the site can download. */
export type MediaUrl = (fileName: string | null) => string | null;

export const MEDIA_PREFIX = '/media/';

export function mediaUrlBuilder(publicUrl: string): MediaUrl {
  return (fileName) => (fileName ? `${publicUrl}${MEDIA_PREFIX}${encodeURIComponent(fileName)}` : null);
}

/** Where the staff open a media file /media does not serve: a PDF under /api/admin/files, a picture under /api/admin/images (admin/media-admin-routes.ts). */
export const staffMediaPath = (fileName: string): string => `/api/admin/${fileName.toLowerCase().endsWith('.pdf') ? 'files' : 'images'}/${encodeURIComponent(fileName)}`;

/**
 * The admin's URL of a media file: its public one, or, while the public may not see it (a draft
 * candidate's photo, an applicant's CV: db/media-audience.ts), the staff's own route, which the
 * admin's pages (same origin, the staff's session) can open.
 */
export function staffMediaUrlBuilder(publicUrl: string, isWithheld: (fileName: string) => boolean): MediaUrl {
  const publicOne = mediaUrlBuilder(publicUrl);
  return (fileName) => (fileName && isWithheld(fileName) ? `${publicUrl}${staffMediaPath(fileName)}` : publicOne(fileName));
}
