import type { Migration } from './migration';

export const applicantCountry: Migration = {
  version: 17,
  description: "the country an applicant may give on the career form, carried into a profile made from the application",
  sql: 'ALTER TABLE applications ADD COLUMN country TEXT;',
};
