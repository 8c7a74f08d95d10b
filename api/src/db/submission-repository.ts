/** Write side for what visitors send: job applications and contact messages. */
import type { Db } from './connection';

export interface StoredFile {
  /** Random name inside the uploads directory. */
  storedName: string;
  originalName: string | null;
  mime: string;
  size: number;
}

export interface NewApplication {
  name: string;
  email: string;
  phone: string;
  languages: string[];
  role: string;
  ageGroup: string;
  quote: string;
  siteLanguage: string;
  cv: StoredFile;
  photo: StoredFile;
}

export interface NewContactMessage {
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  site_language: string;
}

export class SubmissionRepository {
  constructor(private readonly db: Db) {}

  insertApplication(application: NewApplication, createdAt: Date = new Date()): number {
    const insert = this.db.prepare(
      `INSERT INTO applications (name, email, phone, languages, role, age_group, quote, site_language,
         cv_file, cv_original_name, cv_mime, cv_size, photo_file, photo_original_name, photo_mime, photo_size, created_at)
       VALUES (@name, @email, @phone, @languages, @role, @ageGroup, @quote, @siteLanguage,
         @cvFile, @cvOriginalName, @cvMime, @cvSize, @photoFile, @photoOriginalName, @photoMime, @photoSize, @createdAt)`,
    );
    const run = this.db.transaction(() =>
      insert.run({
        name: application.name,
        email: application.email,
        phone: application.phone,
        languages: JSON.stringify(application.languages),
        role: application.role,
        ageGroup: application.ageGroup,
        quote: application.quote,
        siteLanguage: application.siteLanguage,
        cvFile: application.cv.storedName,
        cvOriginalName: application.cv.originalName,
        cvMime: application.cv.mime,
        cvSize: application.cv.size,
        photoFile: application.photo.storedName,
        photoOriginalName: application.photo.originalName,
        photoMime: application.photo.mime,
        photoSize: application.photo.size,
        createdAt: createdAt.toISOString(),
      }),
    );
    return Number(run().lastInsertRowid);
  }

  insertContactMessage(message: NewContactMessage, createdAt: Date = new Date()): number {
    const result = this.db
      .prepare(
        `INSERT INTO contact_messages (full_name, email, phone, subject, message, site_language, created_at)
         VALUES (@full_name, @email, @phone, @subject, @message, @site_language, @createdAt)`,
      )
      .run({ ...message, createdAt: createdAt.toISOString() });
    return Number(result.lastInsertRowid);
  }

  /** Every upload file name some application row points at. */
  referencedUploads(): Set<string> {
    const rows = this.db.prepare('SELECT cv_file, photo_file FROM applications').all() as Array<{
      cv_file: string;
      photo_file: string;
    }>;
    return new Set(rows.flatMap((row) => [row.cv_file, row.photo_file]));
  }
}
