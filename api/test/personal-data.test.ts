/**
 * Personal data goes when it should: a recruiter deletes an application (with its CV and photo)
 * or a message, and the API deletes what is older than RETENTION_DAYS by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { applicationForm, postForm, postJson } from './support/forms';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

const MESSAGE = { full_name: 'Omar Haddad', email: 'omar@example.com', phone: '+971501234567', subject: 'Twins', message: 'From March.' };

function storedFiles(server: RunningServer, id: number): string[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const row = db.prepare('SELECT cv_file, photo_file FROM applications WHERE id = ?').get(id) as { cv_file: string; photo_file: string };
    return [row.cv_file, row.photo_file].map((name) => path.join(server.uploadsDir, name));
  } finally {
    db.close();
  }
}

describe('deleting a lead', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_TOKEN } });
  });
  afterAll(async () => {
    await server.stop();
    removeServerFiles(server);
  });

  it('removes an application with its CV and photo, and a contact message', async () => {
    const { body } = await postForm(server.baseUrl, applicationForm());
    const id = body.id!;
    const files = storedFiles(server, id);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(204);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect((await adminCall(server.baseUrl, 'GET', `/api/admin/applications/${id}/cv`)).status).toBe(404);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(404);

    const message = await postJson(server.baseUrl, '/api/contact', MESSAGE);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/messages/${message.body.id}`)).status).toBe(204);
    const list = await adminCall<{ data: Array<{ id: number }> }>(server.baseUrl, 'GET', '/api/admin/messages');
    expect(list.body.data.map((item) => item.id)).not.toContain(message.body.id);
  });
});

describe('RETENTION_DAYS', () => {
  it('deletes applications, messages and sent mails older than the retention period when the API starts', async () => {
    const first = await startServer({ env: { RETENTION_DAYS: '30' } });
    let restarted: RunningServer | undefined;
    try {
      const old = (await postForm(first.baseUrl, applicationForm({ name: 'Old Applicant' }))).body.id!;
      const recent = (await postForm(first.baseUrl, applicationForm({ name: 'Recent Applicant' }))).body.id!;
      const oldMessage = (await postJson(first.baseUrl, '/api/contact', MESSAGE)).body.id!;
      const oldFiles = storedFiles(first, old);
      const recentFiles = storedFiles(first, recent);
      await first.stop();

      const db = new Database(first.databasePath);
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
      db.prepare('UPDATE applications SET created_at = ? WHERE id = ?').run(longAgo, old);
      db.prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?').run(longAgo, oldMessage);
      db.prepare("UPDATE mail_queue SET created_at = ?, sent_at = ? WHERE subject LIKE '%Old Applicant%'").run(longAgo, longAgo);
      db.close();

      restarted = await startServer({ files: first, env: { RETENTION_DAYS: '30' } });
      const check = new Database(first.databasePath, { readonly: true });
      try {
        const ids = (check.prepare('SELECT id FROM applications').all() as Array<{ id: number }>).map((row) => row.id);
        expect(ids).toEqual([recent]);
        expect(check.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE id = ?').get(oldMessage)).toEqual({ n: 0 });
        expect(check.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE subject LIKE '%Old Applicant%'").get()).toEqual({ n: 0 });
        expect(check.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE subject LIKE '%Recent Applicant%'").get()).toEqual({ n: 1 });
      } finally {
        check.close();
      }
      // The files are removed right after the rows, without holding up the start.
      for (let wait = 0; wait < 50 && oldFiles.some((file) => fs.existsSync(file)); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(oldFiles.some((file) => fs.existsSync(file))).toBe(false);
      expect(recentFiles.every((file) => fs.existsSync(file))).toBe(true);
      expect(restarted.output()).toContain('personal data older than the retention period deleted');
    } finally {
      await restarted?.stop();
      removeServerFiles(first);
    }
  }, 30_000);
});
