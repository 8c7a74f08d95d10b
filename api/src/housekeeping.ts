/**
 * What the API does on its own while it runs: upload files no application references are swept
 * (left by a crash between writing the files and committing the row), leads past the
 * retention period are deleted with their files and mails, and the staff are reminded of trials
 * and replacement windows about to end. Both run once at start and then on a
 * timer, stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { SubmissionRepository } from './db/submission-repository';
import type { ConsultationRepository } from './booking/consultation-repository';
import type { EngagementRepository } from './engagements/engagement-repository';
import type { PersonalData } from './privacy/personal-data';
import type { UploadStore } from './uploads/upload-store';
import { BACKUP_RETENTION_DAYS } from '@efe/shared/constants';
import { removeOldBackups } from './backup/backup-rotation';

const DAY_MS = 24 * 60 * 60_000;
/** An unreferenced upload this old cannot belong to a request still in progress. */
const ORPHAN_GRACE_MS = 10 * 60_000;
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;
const REMINDER_CHECK_MS = 60 * 60_000;

export interface Housekeeping {
  submissions: SubmissionRepository;
  /** Which clients booked in the last day: kept for the per-client cap, and no longer. */
  consultations: Pick<ConsultationRepository, 'forgetOldClients'>;
  /** The staff's reminders before a trial or a free replacement's window ends. */
  engagements: Pick<EngagementRepository, 'remind'>;
  uploads: UploadStore;
  personalData: PersonalData;
  retentionDays: number;
  /** Where `npm run api:backup` keeps backups: those older than BACKUP_RETENTION_DAYS go daily too. */
  backupsDir: string;
}

export function startHousekeeping(app: FastifyInstance, { submissions, consultations, engagements, uploads, personalData, retentionDays, backupsDir }: Housekeeping): void {
  const sweepOrphans = (graceMs: number) => {
    const removed = uploads.removeOrphans(submissions.referencedUploads(), graceMs);
    if (removed.length > 0) app.log.warn({ removed: removed.length }, 'removed upload files no application references');
  };
  // Before this process listens, no request of its own can be between writing files and
  // committing the row: what is unreferenced now was left by a crash, whatever its age. (One
  // API process per uploads directory is assumed; the periodic sweep keeps a grace period.)
  sweepOrphans(0);

  const purgeOldLeads = async () => {
    const oldBackups = removeOldBackups(backupsDir, BACKUP_RETENTION_DAYS);
    if (oldBackups.length > 0) app.log.warn({ removed: oldBackups, days: BACKUP_RETENTION_DAYS }, 'backups older than their retention deleted');
    consultations.forgetOldClients();
    const purged = await personalData.purgeOlderThan(new Date(Date.now() - retentionDays * DAY_MS));
    if (purged.applications + purged.messages + purged.mails + purged.outboxFiles > 0) {
      app.log.warn({ ...purged, retentionDays }, 'personal data older than the retention period deleted');
    }
  };
  const purgeLogged = () => purgeOldLeads().catch((error: unknown) => app.log.error({ err: error }, 'deleting personal data past the retention period failed'));
  // The rows go before this process answers anything; their files right after, without holding up the start.
  void purgeLogged();

  // Hourly: an office day starts at 20:00 UTC, and a reminder is due from its first hour.
  const remind = () => {
    try {
      const due = engagements.remind();
      if (due > 0) app.log.info({ due }, 'reminders of trials and replacement windows ending queued');
    } catch (error) {
      app.log.error({ err: error }, 'queuing the reminders of ending trials failed');
    }
  };
  remind();

  const timers = [
    setInterval(() => void purgeLogged(), DAY_MS).unref(),
    setInterval(() => sweepOrphans(ORPHAN_GRACE_MS), ORPHAN_SWEEP_INTERVAL_MS).unref(),
    setInterval(remind, REMINDER_CHECK_MS).unref(),
  ];
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}
