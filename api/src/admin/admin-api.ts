/**
 * The admin API under /api/admin: editors change content, recruiters read what visitors sent,
 * the owner does both and manages the staff accounts.
 * Every route declares its resource of the role table (admin-route.ts) and is refused to anyone
 * else; all but the login need a staff session or, for automation, the bearer token
 * (ADMIN_TOKEN; without it no token is accepted). Every write is in the audit trail. Content
 * changes reach the public site through the deploy webhook (deploy/deploy-scheduler.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { SubmissionRepository } from '../db/submission-repository';
import type { DeployRepository } from '../deploy/deploy-repository';
import type { ContentChanged, DeployScheduler } from '../deploy/deploy-scheduler';
import type { MediaUrl } from '../http/media-url';
import type { MailQueue } from '../mail/mail-queue';
import type { PersonalData } from '../privacy/personal-data';
import type { LoginThrottle } from '../staff/login-throttle';
import type { Staff } from '../staff/staff';
import type { UploadStore } from '../uploads/upload-store';
import { installErrorHandler } from '../http/errors';
import { requireDeclaredRoutes } from '../http/route-rules';
import { useStrictValidation } from '../http/validation';
import { auditTrail } from './audit-trail';
import { requireStaffOrToken } from './auth';
import { mayUseApplicantData, refuseSharedApplicantFiles, requireApplicantDataRole } from './applicant-files';
import { contentAdminRoutes } from './content-admin-routes';
import { deployAdminRoutes, type DeployHooks } from './deploy-admin-routes';
import type { MediaLibrary } from '../media/media-library';
import { mediaUsage } from '../db/media-usage';
import { mailAdminRoutes } from './mail-admin-routes';
import { mediaAdminRoutes } from './media-admin-routes';
import { personalDataAdminRoutes } from './personal-data-admin-routes';
import { sessionAdminRoutes } from './session-admin-routes';
import { staffAdminRoutes } from './staff-admin-routes';
import { submissionAdminRoutes } from './submission-admin-routes';
import { makeCandidateRoutes } from './make-candidate-routes';
import { statsAdminRoutes } from './stats-admin-routes';
import { consultationAdminRoutes } from './consultation-admin-routes';
import type { ConsultationRepository } from '../booking/consultation-repository';
import type { EngagementRepository } from '../engagements/engagement-repository';
import { engagementAdminRoutes } from './engagement-admin-routes';

export interface AdminApiOptions {
  /** Bearer token for automation; null accepts none. */
  token: string | null;
  staff: Staff;
  loginThrottle: LoginThrottle;
  /** Login attempts a minute per client (RATE_LIMIT_MAX, as for the forms). */
  loginsPerMinute: number;
  /** The public site's origin, for "view on site" links. */
  siteUrl: string;
  mailQueue: MailQueue;
  submissions: SubmissionRepository;
  consultations: ConsultationRepository;
  engagements: EngagementRepository;
  uploads: UploadStore;
  personalData: PersonalData;
  media: MediaLibrary;
  /** The staff's URL of a media file: the public one, or the admin's own route for one /media does not serve (http/media-url.ts). */
  mediaUrl: MediaUrl;
  deploys: DeployRepository;
  deployHooks: DeployHooks;
  scheduler: DeployScheduler | null;
  /** Asks for the site to be rebuilt (through the scheduler, when there is a deploy hook). */
  contentChanged: ContentChanged;
}

export async function adminApi(app: FastifyInstance, options: AdminApiOptions): Promise<void> {
  const { scheduler } = options;
  app.decorate('adminScope', true);
  requireDeclaredRoutes(app);
  app.addHook('onRequest', requireStaffOrToken({ token: options.token, staff: options.staff }));
  installErrorHandler(app, 'fields');
  useStrictValidation(app);
  auditTrail(app, options.staff.auditLog);
  sessionAdminRoutes(app, options.staff, options.loginThrottle, { loginsPerMinute: options.loginsPerMinute, siteUrl: options.siteUrl });

  const { contentChanged } = options;
  contentAdminRoutes(app, app.db, options.mediaUrl, {
    mediaExists: (fileName) => options.media.exists(fileName),
    removeUnusedMedia: (fileNames) => options.media.removeUnused(fileNames, mediaUsage(app.db)),
    refuseSharedFiles: (namer, named) => refuseSharedApplicantFiles(app.db, namer, named),
    mayUseApplicantData,
    requireApplicantDataRole,
    contentChanged,
  });
  mediaAdminRoutes(app, app.db, options.media, options.mediaUrl);
  submissionAdminRoutes(app, options.submissions, options.uploads, options.personalData, options.mediaUrl);
  makeCandidateRoutes(app, app.db, options.submissions, options.uploads, options.media);
  personalDataAdminRoutes(app, options.personalData);
  deployAdminRoutes(app, options.deploys, scheduler, options.deployHooks);
  mailAdminRoutes(app, options.mailQueue);
  consultationAdminRoutes(app, options.consultations, options.mailQueue);
  engagementAdminRoutes(app, options.engagements, options.mailQueue);
  statsAdminRoutes(app);
  staffAdminRoutes(app, options.staff, options.loginThrottle);
}
