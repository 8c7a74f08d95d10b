/**
 * The Deploys log names no one: every staff role reads it and no erasure reaches it. Reasons
 * written before named a candidate or a testimonial's author ("candidate updated: Lena Petrova");
 * the migration leaves each change's kind and drops the name, every other reason as it was.
 * (That a new reason holds no name is held over HTTP by applicant-consent.test.ts's erasure.)
 */
import Database from 'better-sqlite3';
import { fc, test as property } from '@fast-check/jest';
import { migrate } from '../src/db/migrate';

/** One change of a reason as written before: its text then, and what the migration leaves of it. */
const named = fc
  .record({
    kind: fc.constantFrom('candidate', 'testimonial'),
    change: fc.constantFrom('created', 'updated'),
    name: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter((name) => !name.includes('; ')),
  })
  .map(({ kind, change, name }) => ({ before: `${kind} ${change}: ${name}`, after: `${kind} ${change}` }));
const kept = fc
  .constantFrom('blog post created: how-to-choose-a-nanny', 'blog post updated: nanny-or-governess', 'candidate 7 deleted', 'testimonial 2 deleted', 'requested by hand', 'candidate 4 taken off: the applicant withdrew the consent', 'candidate 3, 9 removed with the application it was made from')
  .map((reason) => ({ before: reason, after: reason }));
const reasons = fc.record({ changes: fc.array(fc.oneof(named, kept), { minLength: 1, maxLength: 5 }), more: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }) }).map(({ changes, more }) => {
  const tail = more === undefined ? '' : ` (+${more} more)`;
  return { before: changes.map((change) => change.before).join('; ') + tail, after: changes.map((change) => change.after).join('; ') + tail };
});

describe('deploy reasons written before', () => {
  property.prop([fc.array(reasons, { minLength: 1, maxLength: 6 })], { numRuns: 60 })('lose the names of candidates and testimonials, and nothing else', (written) => {
    const old = new Database(':memory:');
    try {
      migrate(old, 20);
      const write = old.prepare("INSERT INTO deploys (reason, changes, status, requested_at) VALUES (?, 1, 'succeeded', '2026-11-27T10:00:00.000Z')");
      for (const reason of written) write.run(reason.before);
      migrate(old);
      expect(old.prepare('SELECT reason FROM deploys ORDER BY id').pluck().all()).toEqual(written.map((reason) => reason.after));
    } finally {
      old.close();
    }
  });

  it('as the Deploys log showed them', () => {
    const old = new Database(':memory:');
    try {
      migrate(old, 20);
      old.prepare("INSERT INTO deploys (reason, changes, status, requested_at) VALUES (?, 6, 'succeeded', '2026-11-27T10:00:00.000Z')").run(
        'candidate updated: ليلى عبد الرحمن الحسيني; blog post created: a-slug; testimonial created: Anna K.; candidate updated: Александра-Виктория; candidate 25 taken off: the applicant withdrew the consent (+1 more)',
      );
      migrate(old);
      expect(old.prepare('SELECT reason FROM deploys').pluck().get()).toBe(
        'candidate updated; blog post created: a-slug; testimonial created; candidate updated; candidate 25 taken off: the applicant withdrew the consent (+1 more)',
      );
    } finally {
      old.close();
    }
  });
});
