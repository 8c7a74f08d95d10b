import { addressKey } from '@efe/shared/address-key';
import type { Migration } from './migration';

export const leadMailboxKeys: Migration = {
  version: 15,
  description: "applications and contact messages keep their address's mailbox key (shared/address-key.ts), as bookings do: a data request finds a person's leads however the address was written",
  sql: `
      ALTER TABLE applications ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE contact_messages ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX applications_email_key ON applications(email_key);
      CREATE INDEX contact_messages_email_key ON contact_messages(email_key);
    `,
  run: (db) => {
    for (const table of ['applications', 'contact_messages']) {
      const setKey = db.prepare<[string, number]>(`UPDATE ${table} SET email_key = ? WHERE id = ?`);
      for (const row of db.prepare<[], { id: number; email: string }>(`SELECT id, email FROM ${table}`).all()) setKey.run(addressKey(row.email), row.id);
    }
  },
};
