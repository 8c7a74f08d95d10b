import type { Migration } from './migration';

export const applicantConsent: Migration = {
  version: 16,
  description:
    "an applicant's consent to a profile (the wording's version and when; its language is the application's), the applicant's private keys (only their hashes), and candidates made from an application, kept as drafts until published",
  // A candidate points at the application it was made from; the application's rows are deleted
  // with their candidate by the code that deletes them (its media files go too), the foreign key
  // only keeps a dangling id out.
  sql: `
      ALTER TABLE applications ADD COLUMN consent_version INTEGER;
      ALTER TABLE applications ADD COLUMN consent_at TEXT;
      ALTER TABLE applications ADD COLUMN consent_withdrawn_at TEXT;
      CREATE TABLE application_keys (
        key_hash TEXT PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        made_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX application_keys_of ON application_keys(application_id);
      ALTER TABLE candidates ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
      ALTER TABLE candidates ADD COLUMN application_id INTEGER REFERENCES applications(id) ON DELETE SET NULL;
      CREATE UNIQUE INDEX candidates_of_application ON candidates(application_id) WHERE application_id IS NOT NULL;
    `,
};
