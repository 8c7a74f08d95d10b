/** An application's CV and photo, for the staff: streamed from the uploads, never shown inline. */
import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { SubmissionRepository } from '../db/submission-repository';
import { found, HttpError } from '../http/errors';
import type { UploadStore } from '../uploads/upload-store';
import { FILE_FIELDS } from '@efe/shared/application-schema';
import { adminRoute } from '../http/route-rules';
import { idParams } from './admin-schemas';

export function applicationFileRoutes(fastify: FastifyInstance, submissions: SubmissionRepository, uploads: UploadStore): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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

}
