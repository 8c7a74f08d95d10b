import type { Migration } from './migration';

export const deployReasonsWithoutNames: Migration = {
  version: 21,
  description:
    "the Deploys log without names: a candidate's or a testimonial's author's name in a deploy's reason goes (the log is read by every role and no erasure reaches it); a change is named by its kind since",
  sql: '',
  run: (db) => {
    const rows = db.prepare<[], { id: number; reason: string }>("SELECT id, reason FROM deploys WHERE reason LIKE '%candidate %' OR reason LIKE '%testimonial %'").all();
    const rewrite = db.prepare<[string, number]>('UPDATE deploys SET reason = ? WHERE id = ?');
    for (const { id, reason } of rows) {
      const nameless = withoutNamesInReasons(reason);
      if (nameless !== reason) rewrite.run(nameless, id);
    }
  },
};

/**
 * A deploy's reason as written before version 21 without the names in it: "candidate updated: Lena
 * Petrova; blog post created: a-slug (+2 more)" → "candidate updated; blog post created: a-slug (+2 more)".
 * A reason is up to five changes joined by "; ", each beginning with its kind (or "requested by
 * hand"), and a count of the others at the end: a name runs until the next of these.
 */
function withoutNamesInReasons(reason: string): string {
  return reason.replace(/(^|; )(candidate|testimonial) (created|updated): .*?(?=; (?:blog post|candidate|testimonial|requested by hand)\b|(?: \(\+\d+ more\))?$)/gs, '$1$2 $3');
}
