/** A read-only list of the admin, newest first, a page at a time: `?page=&per_page=`. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AdminRouteRule } from '../http/route-rules';
import { adminErrorAnswers, pagedListOf, pageQuery } from './admin-schemas';

export function pagedListRoute<Item extends TSchema>(
  fastify: FastifyInstance,
  url: string,
  config: { admin: AdminRouteRule },
  answer: Item,
  page: (limit: number, offset: number) => { data: Array<Static<Item>>; total: number },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    url,
    { config, schema: { querystring: pageQuery, response: { ...adminErrorAnswers, 200: pagedListOf(answer) } } },
    async (request) => {
      const { page: number, per_page: perPage } = request.query;
      return { ...page(perPage, (number - 1) * perPage), page: number, per_page: perPage };
    },
  );
}
