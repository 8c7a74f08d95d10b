/** What visitors sent, for the consultancy's staff: applications with their files, and messages; and deleting them. */
import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ApplicationAnswer,
  ApplicationFilter,
  ContactMessageAnswer,
  MessageFilter,
  type ApplicationRecord,
  type ContactMessageView,
  type SubmissionRepository,
} from '../db/submission-repository';
import { HttpError } from '../http/errors';
import type { MediaUrl } from '../http/media-url';
import type { PersonalData } from '../privacy/personal-data';
import type { UploadStore } from '../uploads/upload-store';
import { FILE_FIELDS } from '../../../src/lib/application-schema';
import { adminRoute } from './admin-route';
import { adminErrorAnswers, dataOf, idParams, pagedListOf, pageQuery, type PageQuery } from './admin-schemas';

const applicationQuery = Type.Object({ ...pageQuery.properties, ...ApplicationFilter.properties }, { additionalProperties: false });
const messageQuery = Type.Object({ ...pageQuery.properties, ...MessageFilter.properties }, { additionalProperties: false });

/** The files travel as links to the routes below, which check the staff session. */
const presentApplication = (application: ApplicationRecord): ApplicationAnswer => ({
  ...application,
  cv: { ...application.cv, download: `/api/admin/applications/${application.id}/cv` },
  photo: { ...application.photo, download: `/api/admin/applications/${application.id}/photo` },
});

const presentIfFound = (application: ApplicationRecord | undefined) => application && presentApplication(application);

const presentMessage =
  (mediaUrl: MediaUrl) =>
  ({ candidate_image, ...message }: ContactMessageView): ContactMessageAnswer => ({ ...message, candidate_photo: mediaUrl(candidate_image) });

const notFound = (noun: string, id: number) => new HttpError(404, `No ${noun} with id ${id}`);

/** One page of a lead list, as the paged answer: the query's filters go to `list` with it. */
function pageOf<Query extends PageQuery, Row, Answer>(
  query: Query,
  list: (page: number, perPage: number, filter: Query) => { rows: Row[]; total: number },
  present: (row: Row) => Answer,
) {
  const { rows, total } = list(query.page, query.per_page, query);
  return { data: rows.map(present), page: query.page, per_page: query.per_page, total };
}

/** The lead, or a 404 naming it. */
function found<Lead>(lead: Lead | undefined, noun: string, id: number): Lead {
  if (!lead) throw notFound(noun, id);
  return lead;
}

export function submissionAdminRoutes(
  fastify: FastifyInstance,
  submissions: SubmissionRepository,
  uploads: UploadStore,
  personalData: PersonalData,
  mediaUrl: MediaUrl,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const presentMessageWith = presentMessage(mediaUrl);
  const presentMessageIfFound = (message: ContactMessageView | undefined) => message && presentMessageWith(message);

  app.get(
    '/api/admin/applications',
    { config: adminRoute('applications'), schema: { querystring: applicationQuery, response: { ...adminErrorAnswers, 200: pagedListOf(ApplicationAnswer) } } },
    async (request) => pageOf(request.query, (page, perPage, filter) => submissions.applications(page, perPage, filter), presentApplication),
  );

  app.get(
    '/api/admin/applications/:id',
    { config: adminRoute('applications'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: dataOf(ApplicationAnswer) } } },
    async (request) => ({ data: presentApplication(found(submissions.application(request.params.id), 'application', request.params.id)) }),
  );

  for (const kind of FILE_FIELDS) {
    app.get(`/api/admin/applications/:id/${kind}`, { config: adminRoute('applications'), schema: { params: idParams } }, async (request, reply) => {
      const application = found(submissions.application(request.params.id), 'application', request.params.id);
      const file = application[kind];
      const stream = fs.createReadStream(path.join(uploads.dir, file.file));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      }).catch((error: unknown) => {
        request.log.error({ err: error, applicationId: application.id, kind }, 'stored application file is missing');
        throw new HttpError(410, `The ${kind} file of application ${application.id} is missing`);
      });
      // The stored name's extension was chosen from the file's bytes, never from the sender.
      const filename = `application-${application.id}-${kind}${path.extname(file.file)}`;
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    });
  }

  // A person's data goes when they ask for it (or a recruiter decides): the row, its files, the
  // mails about it and their outbox copies.
  app.delete('/api/admin/applications/:id', { config: adminRoute('applications', 'delete'), schema: { params: idParams } }, async (request, reply) => {
    if (!(await personalData.deleteApplication(request.params.id))) throw notFound('application', request.params.id);
    return reply.code(204).send();
  });

  app.delete('/api/admin/messages/:id', { config: adminRoute('messages', 'delete'), schema: { params: idParams } }, async (request, reply) => {
    if (!(await personalData.deleteMessage(request.params.id))) throw notFound('message', request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/api/admin/messages',
    { config: adminRoute('messages'), schema: { querystring: messageQuery, response: { ...adminErrorAnswers, 200: pagedListOf(ContactMessageAnswer) } } },
    async (request) => pageOf(request.query, (page, perPage, filter) => submissions.contactMessages(page, perPage, filter), presentMessageWith),
  );

  app.get(
    '/api/admin/messages/:id',
    { config: adminRoute('messages'), schema: { params: idParams, response: { ...adminErrorAnswers, 200: dataOf(ContactMessageAnswer) } } },
    async (request) => ({ data: presentMessageWith(found(submissions.contactMessage(request.params.id), 'message', request.params.id)) }),
  );

  // A lead answered (by phone, mail, a meeting) is marked so the other recruiters see it is taken
  // care of; PUT marks it, DELETE takes the mark back. Both answer the lead as it now is.
  const leads = [
    { kind: 'application', resource: 'applications', path: '/api/admin/applications', answer: ApplicationAnswer, read: (id: number) => presentIfFound(submissions.application(id)) },
    { kind: 'message', resource: 'messages', path: '/api/admin/messages', answer: ContactMessageAnswer, read: (id: number) => presentMessageIfFound(submissions.contactMessage(id)) },
  ] as const;
  for (const lead of leads) {
    for (const method of ['PUT', 'DELETE'] as const) {
      app.route({
        method,
        url: `${lead.path}/:id/handled`,
        config: adminRoute(lead.resource, method === 'PUT' ? 'mark handled' : 'mark not handled'),
        schema: { params: idParams, response: { ...adminErrorAnswers, 200: dataOf(lead.answer) } },
        handler: async (request) => {
          const { id } = request.params;
          const by = method === 'PUT' ? (request.actor?.name ?? 'unknown') : null;
          if (!submissions.setHandled(lead.kind, id, by)) throw notFound(lead.kind, id);
          return { data: lead.read(id) };
        },
      });
    }
  }
}
