/** Replaces the content tables with seed content. Submissions are never touched. */
import type { SeedContent } from '../seed/seed-format';
import type { Db } from './connection';

export function hasContent(db: Db): boolean {
  return db.prepare('SELECT 1 FROM blog_posts LIMIT 1').get() !== undefined;
}

export function replaceContent(db: Db, content: SeedContent): void {
  const insertPost = db.prepare('INSERT INTO blog_posts (slug, image, published_at) VALUES (?, ?, ?)');
  const insertPostTranslation = db.prepare(
    `INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description)
     VALUES (@postId, @language, @title, @content, @category, @author, @meta_description)`,
  );
  const insertTestimonial = db.prepare('INSERT INTO testimonials (position) VALUES (?)');
  const insertTestimonialTranslation = db.prepare(
    'INSERT INTO testimonial_translations (testimonial_id, language, name, testimonial) VALUES (?, ?, ?, ?)',
  );
  const insertCandidate = db.prepare(
    `INSERT INTO candidates (position, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country)
     VALUES (@position, @first_name, @last_name, @roles, @language, @image, @rating, @experience_with_ages, @attach_cv, @country)`,
  );
  const insertDescription = db.prepare(
    'INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (?, ?, ?)',
  );
  const jsonOrNull = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

  db.transaction(() => {
    // Children go with their parents (ON DELETE CASCADE).
    db.exec('DELETE FROM blog_posts; DELETE FROM testimonials; DELETE FROM candidates;');

    for (const post of content.blog) {
      const postId = Number(insertPost.run(post.slug, post.image, post.published_at).lastInsertRowid);
      for (const [language, translation] of Object.entries(post.translations)) {
        insertPostTranslation.run({ postId, language, ...translation });
      }
    }
    content.testimonials.forEach((testimonial, position) => {
      const id = Number(insertTestimonial.run(position).lastInsertRowid);
      for (const [language, translation] of Object.entries(testimonial.translations)) {
        insertTestimonialTranslation.run(id, language, translation.name, translation.testimonial);
      }
    });
    content.candidates.forEach((candidate, position) => {
      const id = Number(
        insertCandidate.run({
          position,
          first_name: candidate.first_name,
          last_name: candidate.last_name,
          roles: jsonOrNull(candidate.roles),
          language: jsonOrNull(candidate.language),
          image: candidate.image,
          rating: candidate.rating,
          experience_with_ages: candidate.experience_with_ages,
          attach_cv: candidate.attach_cv,
          country: candidate.country,
        }).lastInsertRowid,
      );
      for (const [language, description] of Object.entries(candidate.description ?? {})) {
        insertDescription.run(id, language, description);
      }
    });
  })();
}
