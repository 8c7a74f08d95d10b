/**
 * The admin API under /api/admin: editors change content, staff read what visitors sent. Every
 * route needs the bearer token; without ADMIN_TOKEN nothing here is mounted. Content changes
 * reach the public site through the deploy webhook (deploy/deploy-scheduler.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { SubmissionRepository } from '../db/submission-repository';
import type { DeployRepository } from '../deploy/deploy-repository';
import type { DeployScheduler } from '../deploy/deploy-scheduler';
import type { MediaUrl } from '../http/media-url';
import { AdminContentRepository } from './admin-content-repository';
import { requireAdminToken } from './auth';
import { contentAdminRoutes } from './content-admin-routes';
import { deployAdminRoutes } from './deploy-admin-routes';
import { installFieldErrorHandler } from './field-errors';
import type { MediaLibrary } from './media-library';
import { mediaAdminRoutes } from './media-admin-routes';
import { submissionAdminRoutes } from './submission-admin-routes';
import { useStrictValidation } from './strict-validation';

export interface AdminApiOptions {
  token: string;
  submissions: SubmissionRepository;
  uploadsDir: string;
  media: MediaLibrary;
  mediaUrl: MediaUrl;
  deploys: DeployRepository;
  scheduler: DeployScheduler | null;
}

export async function adminApi(app: FastifyInstance, options: AdminApiOptions): Promise<void> {
  const { scheduler } = options;
  app.addHook('onRequest', requireAdminToken(options.token));
  installFieldErrorHandler(app);
  useStrictValidation(app);

  const contentChanged = (reason: string) => {
    if (scheduler) scheduler.contentChanged(reason);
    else app.log.info({ reason }, 'content changed; no DEPLOY_HOOK_URL, so no deploy is triggered');
  };
  contentAdminRoutes(app, new AdminContentRepository(app.db), options.mediaUrl, {
    mediaExists: (fileName) => options.media.exists(fileName),
    contentChanged,
  });
  mediaAdminRoutes(app, options.media, options.mediaUrl);
  submissionAdminRoutes(app, options.submissions, options.uploadsDir);
  deployAdminRoutes(app, options.deploys, scheduler);
}
