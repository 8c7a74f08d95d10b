/** Where content uses a media file, as the admin API's media list and its refusal to delete a used file answer it. */
import { Type, type Static } from '@sinclair/typebox';

export const MediaUse = Type.Object({
  resource: Type.Union([Type.Literal('blog'), Type.Literal('candidates')]),
  id: Type.Integer(),
  /** The post's slug, the candidate's name. */
  label: Type.String(),
  field: Type.Union([Type.Literal('image'), Type.Literal('attach_cv'), Type.Literal('content')]),
});
export type MediaUse = Static<typeof MediaUse>;
