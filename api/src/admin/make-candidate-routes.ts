/**
 * "Make a candidate" on an application: a draft candidate filled from it (applications/
 * candidate-from-application.ts), pointing back at it; once per application. The draft is not on
 * the site until published, which its applicant's consent decides (content-store/candidate-consent.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MadeCandidate } from '@efe/shared/contract/lead';
import { candidateDraftOf } from '../applications/candidate-from-application';
import { CandidateStore } from '../content-store/candidate-store';
import type { Db } from '../db/connection';
import type { SubmissionRepository } from '../db/submission-repository';
import { found, HttpError } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import type { MediaLibrary } from '../media/media-library';
import { mediaUsage } from '../db/media-usage';
import type { UploadStore } from '../uploads/upload-store';
import { adminErrorAnswers, dataOf, idParams } from './admin-schemas';
import { noteForAudit } from './audit-trail';
import { APPLICANT_DATA } from './applicant-files';


const alreadyMade = (applicationId: number, candidateId: number) =>
  new HttpError(409, `A candidate was made from application ${applicationId} already: candidate ${candidateId}.`);

export function makeCandidateRoutes(fastify: FastifyInstance, db: Db, submissions: SubmissionRepository, uploads: UploadStore, media: MediaLibrary): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const candidates = new CandidateStore(db);

  app.post(
    '/api/admin/applications/:id/candidate',
    // Whoever may make her profile may change and delete it (content-admin-routes.ts): one rule, APPLICANT_DATA.
    { config: adminRoute(APPLICANT_DATA, 'create'), schema: { params: idParams, response: { ...adminErrorAnswers, 201: dataOf(MadeCandidate) } } },
    async (request, reply) => {
      const application = found(submissions.application(request.params.id), 'application', request.params.id);
      const made = candidates.ofApplication(application.id);
      if (made) throw alreadyMade(application.id, made.id);
      const draft = await candidateDraftOf(application, uploads.dir, media);
      let candidateId: number;
      try {
        candidateId = candidates.createFromApplication(application.id, draft.input);
      } catch (error) {
        // Made meanwhile by another click, or the application erased meanwhile: its files go again.
        media.removeUnused(draft.mediaFiles, mediaUsage(db));
        const other = candidates.ofApplication(application.id);
        if (other) throw alreadyMade(application.id, other.id);
        found(submissions.application(application.id), 'application', application.id);
        throw error;
      }
      noteForAudit(request, { id: application.id, detail: `candidate ${candidateId}` });
      request.log.info({ applicationId: application.id, candidateId, leftOut: draft.leftOut }, 'draft candidate made from an application');
      return reply.code(201).send({ data: { candidate_id: candidateId, left_out: draft.leftOut } });
    },
  );
}
