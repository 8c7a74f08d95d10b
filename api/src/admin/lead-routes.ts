/**
 * What the staff do with one lead (an application or a contact message), the same for both: read
 * it, erase it with everything about it, and mark it handled or take the mark back.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { ApplicationAnswer, ContactMessageAnswer } from '@efe/shared/contract/lead';
import type { SubmissionRepository } from '../db/submission-repository';
import { found, notFound } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, idParams, type PageQuery } from './admin-schemas';

interface LeadOf<Answer extends TSchema> {
  noun: 'application' | 'message';
  resource: 'applications' | 'messages';
  answer: Answer;
  /** The lead as the staff see it, if it exists. */
  read: (id: number) => Static<Answer> | undefined;
  /** The lead, its files, the mails about it and their outbox copies; false when there was none. */
  erase: (id: number) => Promise<boolean>;
}

/** One of the two: concrete, so the compiler can hold each route's answers to their schemas. */
export type Lead = LeadOf<typeof ApplicationAnswer> | LeadOf<typeof ContactMessageAnswer>;

/** One page of a lead list, as the paged answer: the query's filters go to `list` with it. */
export function pageOf<Query extends PageQuery, Row, Answer>(
  query: Query,
  list: (page: number, perPage: number, filter: Query) => { rows: Row[]; total: number },
  present: (row: Row) => Answer,
) {
  const { rows, total } = list(query.page, query.per_page, query);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total };
}

export function leadRoutes(fastify: FastifyInstance, submissions: SubmissionRepository, lead: Lead): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const url = `/api/admin/${lead.resource}/:id`;
  const oneAnswer = { ...adminErrorAnswers, 200: dataOf(lead.answer) };

  app.get(url, { config: adminRoute(lead.resource), schema: { params: idParams, response: oneAnswer } }, async (request) => ({
    data: found(lead.read(request.params.id), lead.noun, request.params.id),
  }));

  // A person's data goes when they ask for it (or a recruiter decides).
  app.delete(url, { config: adminRoute(lead.resource, 'delete'), schema: { params: idParams } }, async (request, reply) => {
    if (!(await lead.erase(request.params.id))) throw notFound(lead.noun, request.params.id);
    return reply.code(204).send();
  });

  // A lead answered (by phone, mail, a meeting) is marked so the other recruiters see it is taken
  // care of; PUT marks it, DELETE takes the mark back. Both answer the lead as it now is.
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: `${url}/handled`,
      config: adminRoute(lead.resource, method === 'PUT' ? 'mark handled' : 'mark not handled'),
      schema: { params: idParams, response: oneAnswer },
      handler: async (request) => {
        const { id } = request.params;
        const by = method === 'PUT' ? (request.actor?.name ?? 'unknown') : null;
        if (!submissions.setHandled(lead.noun, id, by)) throw notFound(lead.noun, id);
        return { data: found(lead.read(id), lead.noun, id) };
      },
    });
  }
}
