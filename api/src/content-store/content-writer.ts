/** Replaces the content tables with seed content, written by the admin API's own stores. Submissions are never touched. */
import { BlogPostStore } from './blog-post-store';
import { CandidateStore } from './candidate-store';
import { TestimonialStore } from './testimonial-store';
import type { SeedContent } from '../seed/seed-format';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

const ANY_POST = sql<[], { found: number }>('SELECT 1 AS found FROM blog_posts LIMIT 1');

export function hasContent(db: Db): boolean {
  return on(db, ANY_POST).get() !== undefined;
}

export function replaceContent(db: Db, content: SeedContent): void {
  const posts = new BlogPostStore(db);
  const testimonials = new TestimonialStore(db);
  const candidates = new CandidateStore(db);
  db.transaction(() => {
    // Children go with their parents (ON DELETE CASCADE).
    db.exec('DELETE FROM blog_posts; DELETE FROM testimonials; DELETE FROM candidates;');
    for (const post of content.blog) posts.create(post);
    // The seed's order is the site's order unless an item says otherwise.
    content.testimonials.forEach((testimonial, position) => testimonials.create({ position, ...testimonial }));
    content.candidates.forEach((candidate, position) => candidates.create({ position, ...candidate }));
  })();
}
