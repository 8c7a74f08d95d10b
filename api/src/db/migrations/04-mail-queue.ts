import type { Migration } from './migration';

export const mailQueue: Migration = {
  version: 4,
  description: 'mail queue: notifications and confirmations, kept until sent',
  sql: `
      CREATE TABLE mail_queue (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT
      );
      CREATE INDEX mail_queue_due ON mail_queue(sent_at, next_attempt_at);
    `,
};
