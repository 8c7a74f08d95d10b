/** Replaces the content tables with seed content, written as the admin API writes. Submissions are never touched. */
import { AdminContentRepository } from '../admin/admin-content-repository';
import type { SeedContent } from '../seed/seed-format';
import type { Db } from './connection';

export function hasContent(db: Db): boolean {
  return db.prepare('SELECT 1 FROM blog_posts LIMIT 1').get() !== undefined;
}

export function replaceContent(db: Db, content: SeedContent): void {
  const repository = new AdminContentRepository(db);
  db.transaction(() => {
    // Children go with their parents (ON DELETE CASCADE).
    db.exec('DELETE FROM blog_posts; DELETE FROM testimonials; DELETE FROM candidates;');
    for (const post of content.blog) repository.createBlogPost(post);
    // The seed's order is the site's order unless an item says otherwise.
    content.testimonials.forEach((testimonial, position) => repository.createTestimonial({ position, ...testimonial }));
    content.candidates.forEach((candidate, position) => repository.createCandidate({ position, ...candidate }));
  })();
}
