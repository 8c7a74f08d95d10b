import type { Migration } from './migration';

export const leadsHandled: Migration = {
  version: 5,
  description: 'leads marked handled: when and by whom a recruiter answered an application or a message',
  sql: `
      ALTER TABLE applications ADD COLUMN handled_at TEXT;
      ALTER TABLE applications ADD COLUMN handled_by TEXT;
      ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
      ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;
    `,
};
