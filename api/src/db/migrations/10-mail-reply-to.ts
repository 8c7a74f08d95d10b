import type { Migration } from './migration';

export const mailReplyTo: Migration = {
  version: 10,
  description: "a staff notification's Reply-To: the family's or applicant's address",
  sql: `
      ALTER TABLE mail_queue ADD COLUMN reply_to TEXT;
    `,
};
