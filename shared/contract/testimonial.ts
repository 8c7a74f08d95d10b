/** A family's testimonial (docs/product-rules.md, The content API): what editors and the seed write, and what the API answers. */
import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage, Id, PerLanguage, Position, Text } from './schema-parts';

export const TestimonialTranslation = Type.Object({ name: Text(200), testimonial: Text(5000) }, { additionalProperties: false });
export type TestimonialTranslation = Static<typeof TestimonialTranslation>;

/** The body of POST/PUT /api/admin/testimonials and an item of the seed's testimonials.json. */
export const TestimonialInput = Type.Object(
  { position: Type.Optional(Position), translations: PerLanguage(TestimonialTranslation, true) },
  { additionalProperties: false },
);
export type TestimonialInput = Static<typeof TestimonialInput>;

/** A testimonial with every translation, as the admin API answers it. */
export const TestimonialRecord = Type.Object({ id: Id, position: Position, translations: PerLanguage(TestimonialTranslation, false) });
export type TestimonialRecord = Static<typeof TestimonialRecord>;

/** GET /api/testimonials: one language (English where it lacks that one). */
export const Testimonial = Type.Object({ id: Id, ...TestimonialTranslation.properties, content_language: ContentLanguage });
export type Testimonial = Static<typeof Testimonial>;

/** GET /api/testimonials as the build accepts it from any API of the seed's contract: `{name, testimonial}`; our id and content_language optional. */
export const TestimonialAnswer = Type.Object({
  id: Type.Optional(Id),
  ...TestimonialTranslation.properties,
  content_language: Type.Optional(ContentLanguage),
});
export type TestimonialAnswer = Static<typeof TestimonialAnswer>;
