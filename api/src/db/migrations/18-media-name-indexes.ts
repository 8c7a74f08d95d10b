import type { Migration } from './migration';

export const mediaNameIndexes: Migration = {
  version: 18,
  description: 'what uses a media file, found by its name: /media asks on every request whether anything shows the file (db/media-audience.ts)',
  sql: `
      CREATE INDEX candidates_image ON candidates(image);
      CREATE INDEX candidates_attach_cv ON candidates(attach_cv);
      CREATE INDEX blog_posts_image ON blog_posts(image);
    `,
};
