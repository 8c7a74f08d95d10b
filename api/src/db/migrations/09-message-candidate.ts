import type { Migration } from './migration';

export const messageCandidate: Migration = {
  version: 9,
  description: 'the candidate a message asks about: her id and her name as the family saw it',
  // The name is kept because a candidate may be removed from the site while her messages stay;
  // no foreign key, for the same reason.
  sql: `
      ALTER TABLE contact_messages ADD COLUMN candidate_id INTEGER;
      ALTER TABLE contact_messages ADD COLUMN candidate_name TEXT;
    `,
};
