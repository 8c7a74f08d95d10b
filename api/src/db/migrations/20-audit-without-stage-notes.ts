import type { Migration } from './migration';

export const auditWithoutStageNotes: Migration = {
  version: 20,
  description:
    "the audit trail's engagement stage changes without their notes: a note is about the family, kept in the engagement's own history (erased with it, read only by the roles allowed engagements), never in the trail every role reads and no erasure reaches",
  // The trail wrote "from → to: note" (stage codes never hold ": "); what follows the first ": " goes.
  sql: `
      UPDATE audit_log SET detail = substr(detail, 1, instr(detail, ': ') - 1)
      WHERE resource = 'engagements' AND action = 'change stage' AND instr(detail, ': ') > 0;
    `,
};
