/**
 * Content written in English only, put into the test database before the site is built (by
 * global-setup.ts): a post, a testimonial and a candidate's description. On the Arabic and Russian
 * pages the API falls back to the English text, and the site must mark it as English.
 */
import Database from 'better-sqlite3';

export const ENGLISH_ONLY = {
  post: { slug: 'a-note-in-english-only', title: 'A note in English only', text: 'We write this one in English first; the translations follow.' },
  testimonial: { name: 'Hannah, Emirates Hills', text: 'Kind, careful people who listened first.' },
  /** A candidate the seed gives no description (Dmitry): here one in English only. */
  candidateFirstName: 'Dmitry',
  candidateDescription: 'Maths and physics tutor, patient with exam nerves.',
} as const;

export function addEnglishOnlyContent(databasePath: string): void {
  const db = new Database(databasePath);
  try {
    db.transaction(() => {
      // The oldest post, so the lists' first pages and the newest posts stay as the seed has them.
      const post = db.prepare<[string], { id: number }>("INSERT INTO blog_posts (slug, image, published_at) VALUES (?, NULL, '2020-01-06T08:00:00.000Z') RETURNING id").get(ENGLISH_ONLY.post.slug);
      if (!post) throw new Error('the post was not stored');
      db.prepare("INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description) VALUES (?, 'en', ?, ?, 'Notes', 'Layla Haddad', NULL)").run(
        post.id,
        ENGLISH_ONLY.post.title,
        `<p>${ENGLISH_ONLY.post.text}</p>`,
      );
      const testimonial = db.prepare<[], { id: number }>('INSERT INTO testimonials (position) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM testimonials)) RETURNING id').get();
      if (!testimonial) throw new Error('the testimonial was not stored');
      db.prepare("INSERT INTO testimonial_translations (testimonial_id, language, name, testimonial) VALUES (?, 'en', ?, ?)").run(
        testimonial.id,
        ENGLISH_ONLY.testimonial.name,
        `<p>${ENGLISH_ONLY.testimonial.text}</p>`,
      );
      const changed = db
        .prepare("INSERT INTO candidate_descriptions (candidate_id, language, description) SELECT id, 'en', ? FROM candidates WHERE first_name = ?")
        .run(ENGLISH_ONLY.candidateDescription, ENGLISH_ONLY.candidateFirstName).changes;
      if (changed !== 1) throw new Error(`expected one candidate named ${ENGLISH_ONLY.candidateFirstName} in the seed, found ${changed}`);
    })();
  } finally {
    db.close();
  }
}
