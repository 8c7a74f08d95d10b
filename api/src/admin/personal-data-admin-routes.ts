/**
 * Requests to see or erase one's data, answered by a recruiter: what is held for an e-mail
 * address, all of it as a ZIP, and its erasure. The address travels in the body (POST), never
 * in a URL a log or a browser's history would keep; the audit trail records each export and
 * erasure with its counts and a salted hash of the address (privacy/personal-data.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '@efe/shared/form-rules';
import { PersonalDataErased, PersonalDataFound } from '@efe/shared/contract/personal-data';
import { addressFingerprint, describeCounts, type PersonalData } from '../privacy/personal-data';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf } from './admin-schemas';
import { noteForAudit } from './audit-trail';
import { FieldErrors } from '../http/errors';

/** A streamed ZIP: Fastify sends streams as they are, this schema only types the answer. */
const zipArchive = Type.Unsafe<NodeJS.ReadableStream>({ description: 'application/zip' });

const AddressBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }) }, { additionalProperties: false });
type AddressBody = Static<typeof AddressBody>;

/** A person's address from the request, or field errors: not an address, or one of the staff's own. */
function addressOf(body: AddressBody, personalData: PersonalData): string {
  if (!isEmailAddress(body.email)) throw new FieldErrors({ email: 'is not an e-mail address' });
  if (personalData.isStaffAddress(body.email)) {
    throw new FieldErrors({ email: "is the staff's own address (the notification inbox, the sender or a staff account), not a person's: it receives mail about everyone" });
  }
  return body.email.trim();
}

export function personalDataAdminRoutes(fastify: FastifyInstance, personalData: PersonalData): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/personal-data';

  app.post(
    `${base}/search`,
    { config: adminRoute('personal-data'), schema: { body: AddressBody, response: { ...adminErrorAnswers, 200: dataOf(PersonalDataFound) } } },
    async (request) => {
      const found = personalData.find(addressOf(request.body, personalData));
      const candidates = found.candidates.flatMap(({ id, made_from: source, first_name, last_name, published }) =>
        source ? [{ id, application_id: source.application_id, first_name, last_name, published }] : [],
      );
      return {
        data: { applications: found.applications, candidates, messages: found.messages, consultations: found.consultations, engagements: found.engagements, mails: found.mails, outbox_files: found.outboxFiles.length },
      };
    },
  );

  app.post(
    `${base}/export`,
    { config: adminRoute('personal-data', 'export'), schema: { body: AddressBody, response: { ...adminErrorAnswers, 200: zipArchive } } },
    async (request, reply) => {
      const email = addressOf(request.body, personalData);
      const at = new Date();
      const { archive, counts } = await personalData.exportArchive(email, at);
      noteForAudit(request, { detail: `${describeCounts(counts)}; address ${addressFingerprint(email)}` });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${at.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.post(
    `${base}/erase`,
    { config: adminRoute('personal-data', 'erase'), schema: { body: AddressBody, response: { ...adminErrorAnswers, 200: dataOf(PersonalDataErased) } } },
    async (request) => {
      const email = addressOf(request.body, personalData);
      const erased = await personalData.erase(email);
      noteForAudit(request, { detail: `${describeCounts(erased)}; address ${addressFingerprint(email)}` });
      request.log.warn({ ...erased }, 'personal data erased on request');
      return {
        data: {
          applications: erased.applications,
          candidates: erased.candidates,
          messages: erased.messages,
          consultations: erased.consultations,
          engagements: erased.engagements,
          mails: erased.mails,
          files: erased.files,
          outbox_files: erased.outboxFiles,
        },
      };
    },
  );
}
