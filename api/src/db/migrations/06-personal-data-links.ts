import type { Migration } from './migration';

export const personalDataLinks: Migration = {
  version: 6,
  description:
    'personal data: mails linked to their lead (deleted with it), failed logins counted per e-mail and client, audit details',
  // Mails queued before this version name their lead only in the text: a notification by its
  // admin link (".../#/applications/12/show"), a confirmation by the applicant's address.
  sql: `
      ALTER TABLE mail_queue ADD COLUMN lead_kind TEXT CHECK (lead_kind IN ('application', 'message'));
      ALTER TABLE mail_queue ADD COLUMN lead_id INTEGER;
      UPDATE mail_queue SET lead_kind = 'application',
        lead_id = CAST(substr(body, instr(body, '#/applications/') + length('#/applications/')) AS INTEGER)
        WHERE kind = 'application-notification' AND instr(body, '#/applications/') > 0;
      UPDATE mail_queue SET lead_kind = 'message',
        lead_id = CAST(substr(body, instr(body, '#/messages/') + length('#/messages/')) AS INTEGER)
        WHERE kind = 'contact-notification' AND instr(body, '#/messages/') > 0;
      UPDATE mail_queue SET lead_kind = 'application',
        lead_id = (SELECT a.id FROM applications a WHERE a.email = mail_queue.to_address COLLATE NOCASE
                   ORDER BY abs(julianday(a.created_at) - julianday(mail_queue.created_at)) LIMIT 1)
        WHERE kind = 'application-confirmation';
      CREATE INDEX mail_queue_lead ON mail_queue(lead_kind, lead_id);

      -- Keyed by a hash of the e-mail given (known account or not) and the client's address, so a
      -- stranger elsewhere cannot lock the owner out and the answers do not tell accounts apart.
      CREATE TABLE login_throttle (
        account TEXT NOT NULL,
        client TEXT NOT NULL,
        failures INTEGER NOT NULL,
        locked_until TEXT,
        last_attempt_at TEXT NOT NULL,
        PRIMARY KEY (account, client)
      );

      ALTER TABLE audit_log ADD COLUMN detail TEXT;
    `,
};
