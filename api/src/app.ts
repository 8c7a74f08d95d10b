/**
 * Builds the content API: database (migrated, seeded when empty), upload store (orphans swept),
 * security plugins, the public routes, the admin API (staff sessions, and ADMIN_TOKEN for
 * automation) and the deploy webhook.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CV_MAX_BYTES, DEFAULT_LANGUAGE } from '@efe/shared/constants';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import { ContentRepository } from './db/content-repository';
import { hasContent } from './content-store/content-writer';
import { CandidateStore } from './content-store/candidate-store';
import { SubmissionRepository } from './db/submission-repository';
import { leadOwners } from './privacy/lead-owners';
import { HttpError, installErrorHandler, installNotFoundHandler } from './http/errors';
import { dropUnreadBodies } from './http/unread-body';
import { installPublicCache } from './http/public-cache';
import { OperatorLog } from './http/request-log';
import { recordRoutes } from './http/route-table';
import { queryLanguage, requestLanguage } from './http/schemas';
import { saidLanguage } from './http/form-refusal';
import { linkLanguage } from './http/private-link';
import { SLUG_MAX_LENGTH } from '@efe/shared/contract/schema-parts';
import { mediaUrlBuilder, staffMediaUrlBuilder } from './http/media-url';
import { mediaAudience } from './db/media-audience';
import { LocaleMessages } from './i18n/locale-messages';
import { applicationRoutes } from './routes/application-routes';
import { adminAppRoutes } from './routes/admin-app';
import { contactRoutes } from './routes/contact-routes';
import { bookingRoutes } from './routes/booking-routes';
import { applicantRoutes } from './routes/applicant-routes';
import { ConsultationRepository } from './booking/consultation-repository';
import { EngagementRepository } from './engagements/engagement-repository';
import { shortlistRoutes } from './routes/shortlist-routes';
import { contentRoutes } from './routes/content-routes';
import { healthRoutes } from './routes/health';
import { privacyRoutes } from './routes/privacy-routes';
import { mediaRoutes } from './routes/media';
import { submissionRateLimit } from './routes/rate-limit';
import { mediaDirOf } from './seed/read-seed';
import { seedDatabase } from './seed/seed-database';
import { UploadStore } from './uploads/upload-store';
import { adminApi } from './admin/admin-api';
import { MediaLibrary } from './media/media-library';
import { mediaUsage } from './db/media-usage';
import { Staff } from './staff/staff';
import { backupsDirOf } from './backup/backup-rotation';
import { LoginThrottle } from './staff/login-throttle';
import { PersonalData } from './privacy/personal-data';
import { DeployRepository } from './deploy/deploy-repository';
import { DeployScheduler, type ContentChanged } from './deploy/deploy-scheduler';
import { startHousekeeping } from './housekeeping';
import { startMail } from './mail/mail-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for modules registered on top of the app (e.g. an admin API). */
    db: Db;
  }
}

/** Multipart caps: two files, a handful of fields, none of them large, so floods stop early. */
const MULTIPART_LIMITS = {
  files: 2,
  // 8 form fields and 5 of the visit's source (shared/lead-source.ts), plus one per chosen
  // language (the form may repeat `language`).
  fields: 40,
  parts: 42,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  headerPairs: 50,
  // Past this busboy stops reading the file and flags it truncated; the photo's smaller cap is
  // counted by the route, since the plugin has no per-field limit.
  fileSize: CV_MAX_BYTES,
} as const;

function trustNearest(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The server with its timeouts and proxy trust; its routes are recorded for the route table. */
function createServer(config: AppConfig, logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: SLUG_MAX_LENGTH },
    // A hop count as Fastify does it (its types take no number): trust the nearest n proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearest(config.trustProxy) : config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    // Node looks for requests past their timeout every 30 s by default: a slow body would get
    // up to 30 s more than the limit says.
    http: { connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs) },
    connectionTimeout: config.connectionTimeoutMs,
    logController: new OperatorLog(),
  });
  recordRoutes(app);
  dropUnreadBodies(app);
  // Node 20 enforces requestTimeout only when headersTimeout (60 s by default) is not longer
  // (seen: a 1-byte-per-200-ms body ran on forever); Fastify has no option for it.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  return app;
}

/** Caching, security headers, CORS, compression, rate limits and multipart, in the order they must run. */
async function registerHttpPlugins(app: FastifyInstance, db: Db, config: AppConfig, messages: LocaleMessages): Promise<void> {
  // First: a cached answer is written before any other plugin works on the request.
  installPublicCache(app, db);
  await app.register(fastifyHelmet);
  await app.register(fastifyCors, { origin: config.siteOrigins, methods: ['GET', 'HEAD', 'POST'] });
  // After the cache's onSend: answers it keeps are compressed by it, once.
  await app.register(fastifyCompress);
  await app.register(fastifyRateLimit, {
    global: false,
    // An IPv6 subscriber holds a whole /64 and may use any address in it.
    ipv6Subnet: 64,
    // In the language the page said: the submission routes count once the body is parsed. A private
    // link's route says it as its other refusals do.
    errorResponseBuilder: (request) =>
      new HttpError(429, messages.translator(request.routeOptions.config.privateLink ? linkLanguage(request) : saidLanguage(request))('rateLimited')),
  });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  // A body that is not JSON (no page of ours sends one) is answered as a body that is no form: the query may say the language.
  // A body too large to read says nothing of its language: the query or the browser's languages may.
  installErrorHandler(app, 'message', {
    unparsable: (request) => messages.translator(queryLanguage(request))('formUnreadable'),
    tooLarge: (request) => messages.translator(requestLanguage(request))('requestTooLarge'),
  });
  installNotFoundHandler(app);
}

export async function buildApp(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): Promise<FastifyInstance> {
  const app = createServer(config, logger);

  const db = openDatabase(config.databasePath);
  app.decorate('db', db);

  const deploys = new DeployRepository(db);
  const abandoned = deploys.failAbandoned(new Date());
  if (abandoned > 0) app.log.warn({ abandoned }, 'deploys left pending by the previous run marked failed');
  const scheduler = config.deploy.hookUrl ? new DeployScheduler({ ...config.deploy, hookUrl: config.deploy.hookUrl }, deploys, app.log) : null;
  const mail = startMail(app, db, config);
  // The scheduler and the mail worker record their last attempt in the database, so they stop first.
  app.addHook('onClose', async () => {
    await Promise.all([scheduler?.close(), mail.worker.close()]);
    db.close();
  });

  if (!hasContent(db)) {
    const summary = seedDatabase(db, config.seedDir, app.log);
    app.log.info({ ...summary, seedDir: config.seedDir }, 'empty database seeded');
  }

  // Staff see it in the admin (Availability) too; the log says it once per stored row that cannot be read.
  const consultations = new ConsultationRepository(db, mail.bookings, (problem) =>
    app.log.error({ problem }, 'the saved availability cannot be read: no consultation times are offered until it is saved again'),
  );
  consultations.settingsProblem();
  // The families' engagements and bookings: data requests and the purge reach them through the submissions.
  const engagements = new EngagementRepository(db, mail.shortlists);
  const submissions = new SubmissionRepository(db, leadOwners(db, engagements, consultations), mail.notifier);
  const uploads = new UploadStore(config.uploadsDir);
  const staff = new Staff(db);
  const media = new MediaLibrary(mediaDirOf(config.seedDir), config.mediaDir);
  const candidateStore = new CandidateStore(db);
  /** Content changed: the site is rebuilt through the deploy hook, when there is one. */
  const contentChanged: ContentChanged = (reason, change) => {
    if (scheduler) scheduler.contentChanged(reason, change);
    else app.log.info({ reason }, 'content changed; no DEPLOY_HOOK_URL, so no deploy is triggered');
  };
  const personalData = new PersonalData(
    submissions,
    uploads,
    mail.outbox,
    () => [config.mail.notifyTo, config.mail.from, ...staff.accounts.listUsers().map((user) => user.email)],
    {
      madeFrom: (applicationIds) => candidateStore.madeFrom(applicationIds),
      mediaPath: (file) => media.pathOf(file),
      removeMedia: (files) => media.removeUnused(files, mediaUsage(db)),
      contentChanged,
    },
  );
  startHousekeeping(app, { submissions, consultations, engagements, uploads, personalData, retentionDays: config.retentionDays, backupsDir: backupsDirOf(config.databasePath) });

  const messages = new LocaleMessages(config.localesDir);
  if (!messages.hasDefaultLanguage) {
    throw new Error(`no validation messages at ${config.localesDir}/${DEFAULT_LANGUAGE}/validation.json`);
  }

  await registerHttpPlugins(app, db, config, messages);

  const content = new ContentRepository(db);
  const mediaUrl = mediaUrlBuilder(config.publicUrl);
  const audienceOf = (file: string) => mediaAudience(db, file);
  const isWithheld = (file: string) => audienceOf(file) === 'no one';
  const rateLimit = submissionRateLimit(app, config.rateLimitMax);
  await app.register(healthRoutes);
  await app.register(privacyRoutes, { retentionDays: config.retentionDays });
  await app.register(contentRoutes, { content, mediaUrl });
  await app.register(applicationRoutes, { content, submissions, uploads, messages, rateLimit });
  await app.register(contactRoutes, { content, submissions, messages, rateLimit });
  await app.register(bookingRoutes, { consultations, messages, rateLimit, bookingsPerClientPerDay: config.bookingsPerClientPerDay });
  await app.register(applicantRoutes, { db, submissions, personalData, notifier: mail.notifier, messages, rateLimit, mediaUrl, media, isWithheld, contentChanged });
  await app.register(shortlistRoutes, { db, engagements, media, messages, rateLimit, mediaUrl });
  await app.register(mediaRoutes, { media, audienceOf });
  await app.register(adminAppRoutes, { dir: config.adminAppDir });
  const loginThrottle = new LoginThrottle(db);
  await app.register(adminApi, { token: config.adminToken, staff, loginThrottle, personalData, loginsPerMinute: config.rateLimitMax, siteUrl: config.siteOrigins[0], mailQueue: mail.queue, submissions, consultations, engagements, uploads, media, mediaUrl: staffMediaUrlBuilder(config.publicUrl, isWithheld), deploys, scheduler, contentChanged, deployHooks: { hookUrl: config.deploy.hookUrl, hookToken: config.deploy.hookToken, statusUrl: config.deploy.statusUrl, runsRefreshMs: config.deploy.runsRefreshMs } });
  app.log.info(
    { staffAccounts: staff.accounts.countUsers(), bearerToken: Boolean(config.adminToken), deployHook: config.deploy.hookUrl ? new URL(config.deploy.hookUrl).origin : null },
    config.adminToken ? 'admin API: staff sessions and the bearer token' : 'admin API: staff sessions only (ADMIN_TOKEN not set)',
  );

  return app;
}
