/**
 * A family's shortlist link (the key in the mail that presents it, private-keys.ts): the
 * candidates sent to it, each one's CV (served only here, through the key), and the family's
 * answer to each, "We'd like to interview" or "Not for us" with a reason, which the staff are
 * mailed. The link works while the engagement is open: a closed one answers 410. The routes are
 * private-link.ts's: key in the body, the forms' rate limit, refusals in the family's language.
 */
import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { SHORTLIST_ANSWERS, SHORTLIST_REASON_MAX_LENGTH, type ShortlistAnswer } from '@efe/shared/contract/engagement';
import { PublicShortlist, type ShortlistCandidate } from '@efe/shared/contract/shortlist';
import { Id } from '@efe/shared/contract/schema-parts';
import { hasControlCharacters } from '@efe/shared/form-rules';
import { CandidateStore } from '../content-store/candidate-store';
import { candidateCard } from '../content-store/candidate-card';
import type { Db } from '../db/connection';
import type { EngagementRepository } from '../engagements/engagement-repository';
import type { ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import type { EngagementRow } from '../db/engagement-rows';
import type { MediaUrl } from '../http/media-url';
import { linkLanguage, PrivateKeyField, privateLinkRoute, refuseLinkBody } from '../http/private-link';
import { commonErrorResponses, errorSchema } from '../http/schemas';
import type { LocaleMessages } from '../i18n/locale-messages';
import type { MediaLibrary } from '../media/media-library';
import type { SubmissionRateLimit } from './rate-limit';

/**
 * A candidate the family was sent and the site still publishes: one taken off since (her consent
 * withdrawn, an editor's choice) leaves the shortlist, her CV with her.
 */
const shownToFamily = (entry: ShortlistEntry) => entry.sent_at !== null && entry.published;

export interface ShortlistRoutesOptions {
  db: Db;
  engagements: EngagementRepository;
  media: MediaLibrary;
  messages: LocaleMessages;
  rateLimit: SubmissionRateLimit;
  mediaUrl: MediaUrl;
}

const Language = Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] }));
const linkBody = Type.Object({ token: PrivateKeyField, site_language: Language }, { additionalProperties: false });
const cvBody = Type.Object({ token: PrivateKeyField, candidate_id: Id, site_language: Language }, { additionalProperties: false });
const answerBody = Type.Object(
  {
    token: PrivateKeyField,
    candidate_id: Id,
    answer: Type.Unsafe<ShortlistAnswer>({ type: 'string', enum: [...SHORTLIST_ANSWERS] }),
    // Its length is counted trimmed by the route, as it is stored; the schema only stops a flood.
    reason: Type.Optional(Type.String({ maxLength: SHORTLIST_REASON_MAX_LENGTH * 2 })),
    site_language: Language,
  },
  { additionalProperties: false },
);
const answers = { 200: Type.Object({ data: PublicShortlist }), ...commonErrorResponses, 410: errorSchema };

export async function shortlistRoutes(fastify: FastifyInstance, options: ShortlistRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { engagements, messages } = options;
  const candidates = new CandidateStore(options.db);
  const translate = (language: Language | undefined) => messages.translator(language ?? DEFAULT_LANGUAGE);
  const route = privateLinkRoute(options.rateLimit);
  // Personal data: never kept by a browser or a proxy.
  const fresh = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  /** The link's open engagement, or the 404 (no such key) or 410 (closed) already sent. */
  const engagementOfLink = (token: string, language: Language | undefined, reply: FastifyReply): EngagementRow | null => {
    const engagement = engagements.byKey(token);
    if (!engagement) {
      void reply.code(404).send({ error: translate(language)('shortlist.linkUnknown') });
      return null;
    }
    if (engagement.stage === 'closed') {
      void reply.code(410).send({ error: translate(language)('shortlist.closed') });
      return null;
    }
    return engagement;
  };

  /** The candidates sent to this family, as the site's card shows each, in the page's language. */
  const shown = (engagement: EngagementRow, language: Language) => {
    const sent = engagements.shortlist(engagement.id).filter(shownToFamily);
    const list = sent.flatMap((entry): ShortlistCandidate[] => {
      const candidate = candidates.get(entry.candidate_id);
      if (!candidate) return [];
      return [
        { id: candidate.id, ...candidateCard(candidate, language, options.mediaUrl), answer: entry.answer, reason: entry.reason },
      ];
    });
    return { data: { family_name: engagement.family_name, service: engagement.service, candidates: list } };
  };
  const onShortlist = (engagement: EngagementRow, candidateId: number) =>
    engagements.shortlist(engagement.id).some((entry) => entry.candidate_id === candidateId && shownToFamily(entry));

  app.post('/api/shortlist/lookup', { ...route, schema: { body: linkBody, response: answers } }, async (request, reply) => {
    fresh(reply);
    if (refuseLinkBody(request, reply, messages, 'shortlist.linkUnknown')) return reply;
    const engagement = engagementOfLink(request.body.token, linkLanguage(request), reply);
    if (!engagement) return reply;
    return shown(engagement, request.body.site_language ?? DEFAULT_LANGUAGE);
  });

  app.post('/api/shortlist/answer', { ...route, schema: { body: answerBody, response: answers } }, async (request, reply) => {
    fresh(reply);
    if (refuseLinkBody(request, reply, messages, 'shortlist.linkUnknown')) return reply;
    const { token, candidate_id: candidateId, answer, site_language: language } = request.body;
    const t = translate(linkLanguage(request));
    const reason = request.body.reason?.trim() ?? '';
    if (hasControlCharacters(reason)) return reply.code(400).send({ errors: { reason: t('controlCharacters') } });
    if (reason.length > SHORTLIST_REASON_MAX_LENGTH) return reply.code(400).send({ errors: { reason: t('tooLong', { max: SHORTLIST_REASON_MAX_LENGTH }) } });
    if (answer === 'decline' && reason === '') return reply.code(400).send({ errors: { reason: t('shortlist.reasonRequired') } });
    const engagement = engagementOfLink(token, linkLanguage(request), reply);
    if (!engagement) return reply;
    const result = engagements.answer(engagement, candidateId, answer, reason === '' ? null : reason);
    if (!result.ok) return result.refused === 'closed' ? reply.code(410).send({ error: t('shortlist.closed') }) : reply.code(404).send({ error: t('shortlist.notOnList') });
    request.log.info({ engagementId: engagement.id, candidateId, answer }, 'shortlist answered by the family');
    return shown(engagement, language ?? DEFAULT_LANGUAGE);
  });

  app.post(
    '/api/shortlist/cv',
    // The file's bytes: no JSON schema for its 200.
    { ...route, schema: { body: cvBody } },
    async (request, reply) => {
      fresh(reply);
      if (refuseLinkBody(request, reply, messages, 'shortlist.linkUnknown')) return reply;
      const { token, candidate_id: candidateId } = request.body;
      const t = translate(linkLanguage(request));
      const engagement = engagementOfLink(token, linkLanguage(request), reply);
      if (!engagement) return reply;
      if (!onShortlist(engagement, candidateId)) return reply.code(404).send({ error: t('shortlist.notOnList') });
      const file = candidates.get(candidateId)?.attach_cv;
      const where = file ? options.media.pathOf(file) : null;
      if (!where) return reply.code(404).send({ error: t('shortlist.noCv') });
      // The site takes PDF CVs only; anything else is handed over as a download, never shown inline.
      const pdf = where.toLowerCase().endsWith('.pdf');
      return reply
        .type(pdf ? 'application/pdf' : 'application/octet-stream')
        .header('Content-Disposition', `${pdf ? 'inline' : 'attachment'}; filename="cv-${candidateId}${pdf ? '.pdf' : ''}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(where));
    },
  );
}
