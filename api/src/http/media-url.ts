/** The database stores media file names; answers carry absolute URLs the site can download. */
export type MediaUrl = (fileName: string | null) => string | null;

export const MEDIA_PREFIX = '/media/';

export function mediaUrlBuilder(publicUrl: string): MediaUrl {
  return (fileName) => (fileName ? `${publicUrl}${MEDIA_PREFIX}${encodeURIComponent(fileName)}` : null);
}
