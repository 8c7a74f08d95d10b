/** The media library as the admin API lists it (GET /api/admin/media): each file under /media, its URL and the content using it. */
import { Type, type Static } from '@sinclair/typebox';
import { MediaUse } from './media-use';

/** Where a file under /media comes from: an editor's upload, or the site's own content (the seed, in the repository). */
export const MediaOrigin = Type.Union([Type.Literal('upload'), Type.Literal('seed')]);
export type MediaOrigin = Static<typeof MediaOrigin>;

export const MediaItem = Type.Object({
  file: Type.String(),
  url: Type.String(),
  size: Type.Integer(),
  /** When an editor uploaded it; null for the site's own files, which came with it. */
  uploaded_at: Type.Union([Type.String(), Type.Null()]),
  /** The site's own files cannot be deleted or replaced through the admin: they are part of the repository. */
  origin: MediaOrigin,
  used_by: Type.Array(MediaUse),
});
export type MediaItem = Static<typeof MediaItem>;

/** An upload as the admin API answers it (POST /api/admin/images, /files): the name content points at, and its URL. */
export const UploadedFile = Type.Object({ file: Type.String(), url: Type.String(), mime: Type.String(), size: Type.Integer() });
export type UploadedFile = Static<typeof UploadedFile>;
