/**
 * An applicant's private link (the key in their acknowledgement mail, private-keys.ts): what
 * families are shown of them, withdrawing their consent to a profile (it leaves the site with the
 * next deploy, and the recruiters are told), and erasing their application with everything made
 * from it. The routes are private-link.ts's: key in the body, the forms' rate limit, refusals in
 * the visitor's language.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { PublicApplication, type ApplicantProfile } from '@efe/shared/contract/applicant';
import { keyHash } from '../booking/private-keys';
import { CandidateStore } from '../content-store/candidate-store';
import { candidateCard } from '../content-store/candidate-card';
import type { Db } from '../db/connection';
import type { ContentChanged } from '../deploy/deploy-scheduler';
import type { ApplicationRecord } from '../db/lead-rows';
import type { SubmissionRepository } from '../db/submission-repository';
import type { MediaUrl } from '../http/media-url';
import type { MediaLibrary } from '../media/media-library';
import { linkLanguage, PrivateKeyField, privateLinkRoute, refuseLinkBody } from '../http/private-link';
import { commonErrorResponses, errorSchema } from '../http/schemas';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { LeadNotifier } from '../mail/lead-notifications';
import type { PersonalData } from '../privacy/personal-data';
import type { SubmissionRateLimit } from './rate-limit';

export interface ApplicantRoutesOptions {
  db: Db;
  submissions: SubmissionRepository;
  personalData: PersonalData;
  notifier: LeadNotifier;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
  mediaUrl: MediaUrl;
  media: MediaLibrary;
  /** Whether /media serves the file to no one (db/media-audience.ts). */
  isWithheld: (file: string) => boolean;
  contentChanged: ContentChanged;
  now?: () => Date;
}

const Language = Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] }));
// A field the page does not send is refused, as the other private links' (shortlist-routes.ts): it would be read by no one.
const linkBody = Type.Object({ token: PrivateKeyField, site_language: Language }, { additionalProperties: false });
const answers = { 200: Type.Object({ data: PublicApplication }), ...commonErrorResponses, 409: errorSchema, 429: errorSchema };
const erasedAnswers = { 200: Type.Object({ data: Type.Object({ erased: Type.Boolean() }) }), ...commonErrorResponses, 429: errorSchema };

export async function applicantRoutes(fastify: FastifyInstance, options: ApplicantRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { submissions, messages } = options;
  const candidates = new CandidateStore(options.db);
  const now = options.now ?? (() => new Date());
  const translate = (language: Language | undefined) => messages.translator(language ?? DEFAULT_LANGUAGE);
  const route = privateLinkRoute(options.rateLimit);
  // Personal data: never kept by a browser or a proxy.
  const fresh = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  /**
   * The profile's photo for its applicant: its public address while the site shows it; the picture
   * itself while /media serves it to no one (a draft, a withdrawn profile).
   */
  const photoOf = (file: string | null): string | null => {
    if (file === null) return null;
    return options.isWithheld(file) ? options.media.pictureDataUrl(file) : options.mediaUrl(file);
  };

  /** The profile made from the application, as the site's card shows it, in the page's language. */
  const profileOf = (application: ApplicationRecord, language: Language): ApplicantProfile | null => {
    const made = candidates.ofApplication(application.id);
    const candidate = made && candidates.get(made.id);
    if (!candidate) return null;
    return { shown: candidate.published, ...candidateCard(candidate, language, photoOf) };
  };
  const shown = (application: ApplicationRecord, language: Language) => ({
    data: {
      name: application.name,
      role: application.role,
      languages: application.languages,
      age_group: application.age_group,
      created_at: application.created_at,
      consent_version: application.consent_version,
      consent_at: application.consent_at,
      consent_withdrawn_at: application.consent_withdrawn_at,
      profile: profileOf(application, language),
    },
  });
  /** The link's application, or the 404 already sent. */
  const applicationOfLink = (token: string, language: Language | undefined, reply: FastifyReply) => {
    const application = submissions.applicationOfKey(keyHash(token));
    if (!application) void reply.code(404).send({ error: translate(language)('applicant.linkUnknown') });
    return application ?? null;
  };

  app.post('/api/applicant/lookup', { ...route, schema: { body: linkBody, response: answers } }, async (request, reply) => {
    fresh(reply);
    if (refuseLinkBody(request, reply, messages, 'applicant.linkUnknown')) return reply;
    const application = applicationOfLink(request.body.token, linkLanguage(request), reply);
    if (!application) return reply;
    return shown(application, request.body.site_language ?? DEFAULT_LANGUAGE);
  });

  app.post('/api/applicant/withdraw', { ...route, schema: { body: linkBody, response: answers } }, async (request, reply) => {
    fresh(reply);
    if (refuseLinkBody(request, reply, messages, 'applicant.linkUnknown')) return reply;
    const language = request.body.site_language ?? DEFAULT_LANGUAGE;
    const application = applicationOfLink(request.body.token, linkLanguage(request), reply);
    if (!application) return reply;
    const withdrawal = submissions.withdrawConsent(application.id, now(), (change) => options.notifier.consentWithdrawn(application, change));
    if (!withdrawal.ok) return reply.code(409).send({ error: translate(linkLanguage(request))(withdrawal.refused === 'withdrawn' ? 'applicant.withdrawn' : 'applicant.notGiven') });
    request.log.info({ applicationId: application.id, unpublished: withdrawal.unpublished }, 'profile consent withdrawn by the applicant');
    if (withdrawal.unpublished !== null) options.contentChanged(`candidate ${withdrawal.unpublished} taken off: the applicant withdrew the consent`, { personalDataRemoved: true });
    return shown(submissions.application(application.id) ?? application, language);
  });

  app.post('/api/applicant/erase', { ...route, schema: { body: linkBody, response: erasedAnswers } }, async (request, reply) => {
    fresh(reply);
    if (refuseLinkBody(request, reply, messages, 'applicant.linkUnknown')) return reply;
    const application = applicationOfLink(request.body.token, linkLanguage(request), reply);
    if (!application) return reply;
    const removed = await options.personalData.eraseApplication(application.id);
    // Erased meanwhile by another click: the outcome the applicant asked for all the same.
    if (removed) {
      options.notifier.applicationErasedByApplicant(application.id, removed.map((candidate) => candidate.id));
      request.log.warn({ applicationId: application.id, candidates: removed.length }, 'application erased by the applicant');
    }
    return { data: { erased: true } };
  });
}
