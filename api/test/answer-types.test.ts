/**
 * The compiler holds each route's answer to its response schemas. It did not while the shared
 * error schemas were plain JSON: typed `unknown`, one of them let any answer through the union.
 * The proof is `npm run typecheck` (api/tsconfig.json includes the tests): a `@ts-expect-error`
 * below that no longer meets an error fails it. Jest only runs the routes.
 */
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { adminErrorAnswers, dataOf, idParams } from '../src/admin/admin-schemas';
import { commonErrorResponses, createdSchema } from '../src/http/schemas';

test('an answer its response schemas do not allow does not compile', async () => {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  const admin = { params: idParams, response: { ...adminErrorAnswers, 200: dataOf(Type.Object({ id: Type.Integer() })) } };
  app.get('/admin/right', { schema: admin }, async () => ({ data: { id: 1 } }));
  // @ts-expect-error the id is an integer
  app.get('/admin/wrong', { schema: admin }, async () => ({ data: { id: 'x' } }));
  const visitor = { response: { 201: createdSchema, ...commonErrorResponses } };
  app.post('/right', { schema: visitor }, async (_request, reply) => reply.code(201).send({ id: 1 }));
  // @ts-expect-error a created answer names its id
  app.post('/wrong', { schema: visitor }, async (_request, reply) => reply.code(201).send({ created: 1 }));
  await app.ready();
  await app.close();
});
