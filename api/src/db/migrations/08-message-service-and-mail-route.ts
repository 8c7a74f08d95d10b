import type { Migration } from './migration';

export const messageServiceAndMailRoute: Migration = {
  version: 8,
  description: 'the service a contact message asks about, and how each mail went out (SMTP or only the outbox)',
  sql: `
      ALTER TABLE contact_messages ADD COLUMN service TEXT;
      ALTER TABLE mail_queue ADD COLUMN sent_via TEXT CHECK (sent_via IN ('smtp', 'outbox'));
    `,
};
