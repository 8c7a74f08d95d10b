/** A read-only list of the admin, newest first, a page at a time: `?page=&per_page=`. */
import type { FastifyInstance } from 'fastify';
import type { AdminRouteRule } from './admin-route';
import { adminErrorAnswers, pagedListOf, pageQuery, type PageQuery } from './admin-schemas';

export function pagedListRoute(
  app: FastifyInstance,
  url: string,
  config: { admin: AdminRouteRule },
  answer: object,
  page: (limit: number, offset: number) => { data: object[]; total: number },
): void {
  app.get<{ Querystring: PageQuery }>(
    url,
    { config, schema: { querystring: pageQuery, response: { ...adminErrorAnswers, 200: pagedListOf(answer) } } },
    async (request) => {
      const { page: number, per_page: perPage } = request.query;
      return { ...page(perPage, (number - 1) * perPage), page: number, per_page: perPage };
    },
  );
}
