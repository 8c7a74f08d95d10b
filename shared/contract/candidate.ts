/** A candidate (docs/product-rules.md, Candidates and The content API): what editors and the seed write, and what the API answers. */
import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage, Id, ListOrText, MediaFileName, NullableInteger, NullableRating, NullableString, NullableUrl, PerLanguage, Position, Text } from './schema-parts';

const CandidateFields = {
  first_name: Text(100),
  last_name: Text(100),
  roles: Type.Optional(ListOrText),
  language: Type.Optional(ListOrText),
  image: Type.Optional(MediaFileName),
  rating: Type.Optional(NullableRating),
  experience_with_ages: Type.Optional(NullableString(200)),
  attach_cv: Type.Optional(MediaFileName),
  country: Type.Optional(NullableString(100)),
};

/**
 * The body of POST/PUT /api/admin/candidates and an item of the seed's candidates.json.
 * `published`: whether the site shows her (left out: as she is, a new one shown); a candidate made
 * from an application is published only while its applicant's consent stands.
 */
export const CandidateInput = Type.Object(
  { ...CandidateFields, position: Type.Optional(Position), published: Type.Optional(Type.Boolean()), descriptions: Type.Optional(PerLanguage(Text(5000), false)) },
  { additionalProperties: false },
);
export type CandidateInput = Static<typeof CandidateInput>;

const StoredCandidate = Type.Required(Type.Object(CandidateFields));

/** The application a candidate was made from, and the consent her profile rests on. */
export const CandidateSource = Type.Object({
  application_id: Id,
  name: Type.String(),
  /** The wording's version agreed to, when, from the page in which language; null: never given. */
  consent_version: NullableInteger(),
  consent_at: NullableString(),
  consent_language: Type.String(),
  consent_withdrawn_at: NullableString(),
});
export type CandidateSource = Static<typeof CandidateSource>;

const RecordFields = {
  id: Id,
  position: Position,
  published: Type.Boolean(),
  ...StoredCandidate.properties,
  image_url: Type.Optional(NullableString()),
  attach_cv_url: Type.Optional(NullableString()),
  descriptions: PerLanguage(Text(5000), false),
};
/** Null for a candidate typed in by hand (or whose application is gone). */
const MadeFrom = Type.Union([CandidateSource, Type.Null()]);

/** A candidate with every description, as stored. */
export const CandidateRecord = Type.Object({ ...RecordFields, made_from: MadeFrom });
export type CandidateRecord = Static<typeof CandidateRecord>;

/**
 * A candidate as the admin API answers it: `made_from` (whose application, her consent) is left
 * out for a caller who may not open applications.
 */
export const CandidateAnswer = Type.Object({ ...RecordFields, made_from: Type.Optional(MadeFrom) });
export type CandidateAnswer = Static<typeof CandidateAnswer>;

/** GET /api/teachers: the description in one language; image and attach_cv are URLs. */
export const Teacher = Type.Object({
  id: Id,
  ...StoredCandidate.properties,
  image: NullableString(),
  attach_cv: NullableString(),
  description: NullableString(),
  /** The description's language; null without one. */
  description_language: Type.Union([ContentLanguage, Type.Null()]),
  /**
   * Whether she has a CV families are sent privately on request (a profile made from an
   * application: attach_cv is null, the CV is never offered). Always sent by this API; optional so
   * that the browser's refresh also reads an API of the older contract (absent: false).
   */
  cv_on_request: Type.Optional(Type.Boolean()),
});
export type Teacher = Static<typeof Teacher>;

/** Roles or languages as another API may send them: a list, a text (empty for none), or null. */
const AnyListOrText = Type.Union([Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }), Type.String({ maxLength: 2000 }), Type.Null()]);

/**
 * A candidate as the build accepts it from any API that speaks the seed's contract: only id must be
 * there; a missing or empty field gets the site's display default (roles 'Nanny, Nanny-housekeeper,
 * Part Time Nanny', languages 'English, Arabic', 'No description', 'No experience', 'No CV', the
 * placeholder photo); a missing or unreadable rating draws no stars (none is made up). Our
 * description_language is optional (the language asked for), and so is cv_on_request (absent: no
 * CV on request).
 */
export const TeacherAnswer = Type.Object({
  id: Id,
  first_name: Type.Optional(NullableString(100)),
  last_name: Type.Optional(NullableString(100)),
  roles: Type.Optional(AnyListOrText),
  language: Type.Optional(AnyListOrText),
  image: Type.Optional(NullableUrl),
  rating: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  description: Type.Optional(NullableString(5000)),
  experience_with_ages: Type.Optional(NullableString(200)),
  attach_cv: Type.Optional(NullableUrl),
  country: Type.Optional(NullableString(100)),
  description_language: Type.Optional(Type.Union([ContentLanguage, Type.Null()])),
  cv_on_request: Type.Optional(Type.Boolean()),
});
export type TeacherAnswer = Static<typeof TeacherAnswer>;

/** GET /api/teachers/filterforsearch/teacher: the search's options, also the roles and languages an application may name. */
export const FilterOptions = Type.Object({
  roles: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
});
export type FilterOptions = Static<typeof FilterOptions>;
