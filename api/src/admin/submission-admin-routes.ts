/** What visitors sent, for the consultancy's staff: applications with their files, and messages; and deleting them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApplicationAnswer, ContactMessageAnswer } from '@efe/shared/contract/lead';
import { ApplicationFilter, MessageFilter } from '../db/lead-filters';
import { type ApplicationRecord, type ContactMessageView } from '../db/lead-rows';
import { CandidateStore } from '../content-store/candidate-store';
import { type SubmissionRepository } from '../db/submission-repository';
import type { MediaUrl } from '../http/media-url';
import type { PersonalData } from '../privacy/personal-data';
import type { UploadStore } from '../uploads/upload-store';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, pagedListOf, pageQuery } from './admin-schemas';
import { applicationFileRoutes } from './application-file-routes';
import { leadRoutes, pageOf } from './lead-routes';

const applicationQuery = Type.Object({ ...pageQuery.properties, ...ApplicationFilter.properties }, { additionalProperties: false });
const messageQuery = Type.Object({ ...pageQuery.properties, ...MessageFilter.properties }, { additionalProperties: false });

/** The files travel as links to the routes below, which check the staff session. */
const presentApplication =
  (candidates: CandidateStore) =>
  (application: ApplicationRecord): ApplicationAnswer => ({
    ...application,
    cv: { ...application.cv, download: `/api/admin/applications/${application.id}/cv` },
    photo: { ...application.photo, download: `/api/admin/applications/${application.id}/photo` },
    candidate_id: candidates.ofApplication(application.id)?.id ?? null,
  });

const presentMessage =
  (mediaUrl: MediaUrl) =>
  ({ candidate_image, ...message }: ContactMessageView): ContactMessageAnswer => ({ ...message, candidate_photo: mediaUrl(candidate_image) });

export function submissionAdminRoutes(
  fastify: FastifyInstance,
  submissions: SubmissionRepository,
  uploads: UploadStore,
  personalData: PersonalData,
  mediaUrl: MediaUrl,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const presentMessageWith = presentMessage(mediaUrl);
  const presentApplicationOf = presentApplication(new CandidateStore(fastify.db));

  app.get(
    '/api/admin/applications',
    { config: adminRoute('applications'), schema: { querystring: applicationQuery, response: { ...adminErrorAnswers, 200: pagedListOf(ApplicationAnswer) } } },
    async (request) => pageOf(request.query, (page, perPage, filter) => submissions.applications(page, perPage, filter), presentApplicationOf),
  );

  applicationFileRoutes(fastify, submissions, uploads);

  app.get(
    '/api/admin/messages',
    { config: adminRoute('messages'), schema: { querystring: messageQuery, response: { ...adminErrorAnswers, 200: pagedListOf(ContactMessageAnswer) } } },
    async (request) => pageOf(request.query, (page, perPage, filter) => submissions.contactMessages(page, perPage, filter), presentMessageWith),
  );

  leadRoutes(fastify, submissions, {
    noun: 'application',
    resource: 'applications',
    answer: ApplicationAnswer,
    read: (id) => {
      const application = submissions.application(id);
      return application && presentApplicationOf(application);
    },
    erase: (id) => personalData.deleteApplication(id),
  });
  leadRoutes(fastify, submissions, {
    noun: 'message',
    resource: 'messages',
    answer: ContactMessageAnswer,
    read: (id) => {
      const message = submissions.contactMessage(id);
      return message && presentMessageWith(message);
    },
    erase: (id) => personalData.deleteMessage(id),
  });
}
