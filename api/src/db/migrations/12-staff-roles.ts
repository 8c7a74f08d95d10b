import type { Migration } from './migration';

export const staffRoles: Migration = {
  version: 12,
  // No account is made owner here: on a running server the oldest account may be anyone's.
  // `npm run admin:user -- roles <email> --role owner` names the owner.
  description: 'staff: an account holds one or more roles (owner, editor, recruiter), and may be disabled',
  sql: `
      CREATE TABLE staff_roles (
        user_id INTEGER NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'recruiter')),
        PRIMARY KEY (user_id, role)
      ) WITHOUT ROWID;
      INSERT INTO staff_roles (user_id, role) SELECT id, role FROM staff_users;
      ALTER TABLE staff_users DROP COLUMN role;
      ALTER TABLE staff_users ADD COLUMN disabled_at TEXT;
    `,
};
