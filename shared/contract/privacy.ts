/**
 * What the privacy notice states about the API's own settings (GET /api/privacy), read at build
 * time so the notice says what the server really does.
 */
import { Type, type Static } from '@sinclair/typebox';

export const PrivacyFacts = Type.Object({
  /** Days a lead (with its files and mails) is kept before it is deleted (RETENTION_DAYS). */
  retention_days: Type.Integer({ minimum: 1 }),
});
export type PrivacyFacts = Static<typeof PrivacyFacts>;
