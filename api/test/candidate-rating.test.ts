/**
 * A candidate families see has the recruiters' rating, over real HTTP: publishing one without a
 * rating is refused with the reason (families compare candidates by their stars), a draft may wait
 * for it, and a rating outside 1 to 5 is no rating at all.
 */
import { fc, test as property } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import { UNRATED_REFUSAL } from '../src/content-store/candidate-rating-rule';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN } });

const Saved = Type.Object({ data: Type.Object({ id: Type.Integer(), rating: Type.Union([Type.Integer(), Type.Null()]), published: Type.Boolean() }) });
const Teachers = Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), rating: Type.Union([Type.Number(), Type.Null()]) })) });
const shownOnSite = async () => checked(Teachers, await (await fetch(`${server.baseUrl}/api/teachers?site_language=en`)).json()).data;

const body = (rating: unknown, published: boolean | undefined) => ({
  first_name: 'Grace',
  last_name: 'Wanjiru',
  roles: ['Nanny'],
  language: ['English'],
  descriptions: { en: 'Calm and kind.' },
  ...(rating === 'left out' ? {} : { rating }),
  ...(published === undefined ? {} : { published }),
});

const RATINGS = ['left out', null, 0, 1, 2, 3, 4, 5, 6, -1, 2.5, 100] as const;

describe("a candidate's rating", () => {
  property.prop([fc.constantFrom(...RATINGS), fc.constantFrom(undefined, true, false), fc.constantFrom('new', 'a draft saved')], { numRuns: 60 })(
    'is needed to publish her, not to keep her a draft; outside 1 to 5 it is refused',
    async (rating, published, how) => {
      let id: number | null = null;
      if (how === 'a draft saved') {
        const draft = await adminCall(server.baseUrl, 'POST', '/api/admin/candidates', { json: body(null, false) });
        expect(draft.status).toBe(201);
        id = checked(Saved, draft.body).data.id;
      }
      const saved = await adminCall(server.baseUrl, id === null ? 'POST' : 'PUT', id === null ? '/api/admin/candidates' : `/api/admin/candidates/${id}`, { json: body(rating, published) });
      // Left out on a new candidate, "published" shows her; on a draft, keeps her one.
      const shown = published ?? id === null;
      const given = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
      if (rating !== 'left out' && rating !== null && !given) {
        expect([rating, saved.status]).toEqual([rating, 400]);
      } else if (shown && !given) {
        expect(saved).toMatchObject({ status: 409, body: { errors: { rating: UNRATED_REFUSAL } } });
      } else {
        expect([rating, saved.status]).toEqual([rating, id === null ? 201 : 200]);
        const candidate = checked(Saved, saved.body).data;
        expect(candidate).toMatchObject({ rating: given ? rating : null, published: shown });
        id = candidate.id;
      }
      const onSite = (await shownOnSite()).filter((each) => each.id === id).map((each) => ({ id: each.id, rating: each.rating }));
      // What the site shows of her: her rating when published, nothing while a draft or refused.
      expect(onSite).toEqual(saved.status < 300 && shown ? [{ id, rating }] : []);
    },
    240_000,
  );
});
