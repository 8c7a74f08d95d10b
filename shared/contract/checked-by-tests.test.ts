/**
 * The tests' checker (test-support/checked.ts) reads the contract's schemas, the plain JSON parts
 * (`Type.Unsafe`: nullable texts, ratings, languages) included: a list of candidates as
 * GET /api/teachers answers it passes, and one wrong field fails, naming where.
 */
import { fc, test } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../constants';
import { checked } from '../../test-support/checked';
import { Teacher } from './candidate';
import { MAX_ID } from './schema-parts';

const TeachersList = Type.Object({ data: Type.Array(Teacher) });

const text = (maxLength: number) => fc.string({ minLength: 1, maxLength });
const orNull = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const listOrText = fc.oneof(fc.array(text(100), { maxLength: 20 }), text(200), fc.constant(null));

const teacher = fc.record(
  {
    id: fc.integer({ min: 1, max: MAX_ID }),
    first_name: text(100),
    last_name: text(100),
    roles: listOrText,
    language: listOrText,
    image: orNull(fc.webUrl()),
    rating: orNull(fc.integer({ min: 1, max: 5 })),
    experience_with_ages: orNull(fc.string({ maxLength: 200 })),
    attach_cv: orNull(fc.webUrl()),
    country: orNull(fc.string({ maxLength: 100 })),
    description: orNull(fc.string({ maxLength: 500 })),
    description_language: orNull(fc.constantFrom(...LANGUAGES)),
    cv_on_request: fc.boolean(),
  },
  { requiredKeys: ['id', 'first_name', 'last_name', 'roles', 'language', 'image', 'rating', 'experience_with_ages', 'attach_cv', 'country', 'description', 'description_language'] },
);

/** Values the Unsafe fields refuse: every one of them refuses these types; a text only a rating and a language refuse. */
const wrongValue = fc.constantFrom<unknown>(7.5, true, {}, [1], 'xx');
const unsafeField = fc.constantFrom('rating', 'description', 'country', 'description_language', 'image');

test.prop([fc.array(teacher, { minLength: 1, maxLength: 6 })])('a list of candidates as the API answers it passes the check unchanged', (data) => {
  const answer = { data };
  expect(checked(TeachersList, answer)).toBe(answer);
  expect(answer.data).toEqual(data);
});

test.prop([fc.array(teacher, { minLength: 1, maxLength: 6 }), fc.nat(), unsafeField, wrongValue])(
  'one wrong field fails the check, naming the candidate and the field',
  (data, pick, field, value) => {
    const index = pick % data.length;
    fc.pre(typeof value !== 'string' || field === 'rating' || field === 'description_language');
    const damaged = { data: data.map((item, at) => (at === index ? { ...item, [field]: value } : item)) };
    expect(() => checked(TeachersList, damaged)).toThrow(`unexpected shape at /data/${index}/${field}`);
  },
);
