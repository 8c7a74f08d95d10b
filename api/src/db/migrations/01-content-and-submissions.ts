import type { Migration } from './migration';

export const contentAndSubmissions: Migration = {
  version: 1,
  description: 'content tables (blog, testimonials, candidates) and submissions',
  sql: `
      CREATE TABLE blog_posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        image TEXT,
        published_at TEXT NOT NULL
      );
      CREATE TABLE blog_post_translations (
        post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        category TEXT,
        author TEXT,
        meta_description TEXT,
        PRIMARY KEY (post_id, language)
      );
      CREATE INDEX blog_posts_published_at ON blog_posts(published_at DESC);

      CREATE TABLE testimonials (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL
      );
      CREATE TABLE testimonial_translations (
        testimonial_id INTEGER NOT NULL REFERENCES testimonials(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        testimonial TEXT NOT NULL,
        PRIMARY KEY (testimonial_id, language)
      );

      -- roles and language hold the JSON encoding of what the seed gave: a list, a plain string or null.
      CREATE TABLE candidates (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        roles TEXT,
        language TEXT,
        image TEXT,
        rating INTEGER,
        experience_with_ages TEXT,
        attach_cv TEXT,
        country TEXT
      );
      CREATE TABLE candidate_descriptions (
        candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (candidate_id, language)
      );

      CREATE TABLE applications (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        languages TEXT NOT NULL,
        role TEXT NOT NULL,
        age_group TEXT NOT NULL,
        quote TEXT NOT NULL,
        site_language TEXT NOT NULL,
        cv_file TEXT NOT NULL UNIQUE,
        cv_original_name TEXT,
        cv_mime TEXT NOT NULL,
        cv_size INTEGER NOT NULL,
        photo_file TEXT NOT NULL UNIQUE,
        photo_original_name TEXT,
        photo_mime TEXT NOT NULL,
        photo_size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        site_language TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
};
