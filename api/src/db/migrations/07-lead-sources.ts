import type { Migration } from './migration';

export const leadSources: Migration = {
  version: 7,
  description: 'where each lead came from: the landing page, the referring host and the campaign tags (shared/lead-source.ts)',
  sql: `
      ALTER TABLE applications ADD COLUMN landing_path TEXT;
      ALTER TABLE applications ADD COLUMN referrer_host TEXT;
      ALTER TABLE applications ADD COLUMN utm_source TEXT;
      ALTER TABLE applications ADD COLUMN utm_medium TEXT;
      ALTER TABLE applications ADD COLUMN utm_campaign TEXT;
      ALTER TABLE contact_messages ADD COLUMN landing_path TEXT;
      ALTER TABLE contact_messages ADD COLUMN referrer_host TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_source TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_medium TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_campaign TEXT;
    `,
};
