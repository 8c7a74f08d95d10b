/**
 * Everything the API holds about a person, in one place: what is found for an e-mail address,
 * its copy as a ZIP, and its removal, whether a recruiter deletes one lead, a person asks to be
 * erased, or the retention period ends. Removing a lead removes every copy: its row, its files,
 * the mails about it and their outbox files.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import yazl from 'yazl';
import type { CandidateRecord } from '@efe/shared/contract/candidate';
import type { HeldForAddress, RemovedCandidate, RemovedCounts, RemovedLeads, SubmissionRepository } from '../db/submission-repository';
import type { Outbox } from '../mail/outbox';
import type { ContentChanged } from '../deploy/deploy-scheduler';
import type { UploadStore } from '../uploads/upload-store';
import { errorCode } from '@efe/shared/error-facts';
import { addressKey } from '@efe/shared/address-key';

/**
 * The candidate profiles made from applications, and their files under /media: part of what is
 * held for the applicant (listed and copied with their applications), and removed from the site
 * by the next deploy when their application goes.
 */
export interface PublishedProfiles {
  /** The profiles made from these applications. */
  madeFrom(applicationIds: readonly number[]): CandidateRecord[];
  /** Where a media file a profile names is on disk; null when it is gone. */
  mediaPath(file: string): string | null;
  /** Removes these media files, those nothing else uses any more. */
  removeMedia(files: string[]): void;
  /** Asks for the site to be rebuilt. */
  contentChanged: ContentChanged;
}

export interface ErasedCounts {
  applications: number;
  /** Candidate profiles made from the erased applications, removed with them. */
  candidates: number;
  messages: number;
  consultations: number;
  /** Engagements (with their history and shortlists), the family's hiring processes. */
  engagements: number;
  mails: number;
  files: number;
  outboxFiles: number;
}

/** What was found, as counts (for the audit trail: no names, no address). */
export function describeCounts(counts: Omit<ErasedCounts, 'files' | 'engagements'> & { engagements?: number }): string {
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return [
    plural(counts.applications, 'application'),
    // Only profiles there were: most requests have none.
    ...(counts.candidates ? [plural(counts.candidates, 'candidate profile')] : []),
    plural(counts.messages, 'message'),
    plural(counts.consultations, 'consultation'),
    // Only families' engagements there were: an applicant has none.
    ...(counts.engagements ? [plural(counts.engagements, 'engagement')] : []),
    plural(counts.mails, 'mail'),
    plural(counts.outboxFiles, 'outbox file'),
  ].join(', ');
}

const normalized = (email: string) => email.trim().toLowerCase();
const digest = (salt: string, email: string) => createHash('sha256').update(`${salt}:${normalized(email)}`).digest('hex').slice(0, 32);

/**
 * An address as the audit trail keeps it: salted and hashed, so the trail lists nobody's address,
 * while someone who gives the address can check that their request was answered.
 */
export function addressFingerprint(email: string): string {
  const salt = randomBytes(8).toString('hex');
  return `sha256:${salt}:${digest(salt, email)}`;
}

export function matchesFingerprint(fingerprint: string, email: string): boolean {
  const [scheme, salt, hash] = fingerprint.split(':');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const expected = Buffer.from(digest(salt, email));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address inside "Name <address>", or the text itself. */
const bareAddress = (mailbox: string) => /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox;

export class PersonalData {
  constructor(
    private readonly submissions: SubmissionRepository,
    private readonly uploads: UploadStore,
    private readonly outbox: Outbox,
    /** The staff's own addresses (NOTIFY_TO, MAIL_FROM, the staff accounts), read at each request. */
    private readonly staffAddresses: () => string[] = () => [],
    private readonly profiles: PublishedProfiles | null = null,
  ) {}

  /**
   * Whether an address is the staff's: the notification inbox receives a mail about every lead,
   * so a data request for it would export and erase other people's data. It is not a person's.
   */
  isStaffAddress(email: string): boolean {
    const mailbox = addressKey(email);
    return this.staffAddresses().some((staff) => addressKey(bareAddress(staff)) === mailbox);
  }

  /** Deletes an application with its files, its mails and their outbox files, and the profile made from it; false when there is none. */
  async deleteApplication(id: number): Promise<boolean> {
    return (await this.eraseApplication(id)) !== null;
  }

  /** As deleteApplication; answers the candidates removed with it, null when there was no such application. */
  async eraseApplication(id: number): Promise<RemovedCandidate[] | null> {
    const removed = this.submissions.deleteApplication(id);
    if (!removed) return null;
    await this.removeOutside(removed);
    return removed.candidates;
  }

  async deleteMessage(id: number): Promise<boolean> {
    const removed = this.submissions.deleteContactMessage(id);
    if (removed) await this.removeOutside(removed);
    return removed !== null;
  }

  /** Everything held for the address: its leads, the profiles made from its applications, the mails and their outbox files. */
  find(email: string): HeldForAddress & { candidates: CandidateRecord[]; outboxFiles: string[] } {
    const held = this.submissions.heldFor(email);
    return {
      ...held,
      candidates: this.profiles?.madeFrom(held.applications.map((application) => application.id)) ?? [],
      outboxFiles: this.outbox.filesOf(held.mails.map((mail) => mail.id)),
    };
  }

  /**
   * A ZIP of everything held: `records.json` (the rows, each file named by its path in the
   * archive) and the files themselves (CVs, photos, the profiles' photos and CVs, outbox mails).
   *
   * The files are read before the archive starts: yazl would otherwise stat a file and read it
   * later, and a file deleted or still being written in between makes it emit an error that
   * would end the whole API, not only this download.
   */
  async exportArchive(email: string, at: Date = new Date()): Promise<{ archive: NodeJS.ReadableStream; counts: Omit<ErasedCounts, 'files'> }> {
    const found = this.find(email);
    const zip = new yazl.ZipFile();
    const add = (bytes: Buffer, inArchive: string) => zip.addBuffer(bytes, inArchive, { mtime: at, mode: 0o600 });
    const applications = await Promise.all(
      found.applications.map(async (application) => {
        const { cv, photo, ...rest } = application;
        const entry = async (kind: 'cv' | 'photo', file: typeof cv) => {
          const facts = { original_name: file.original_name, mime: file.mime, size: file.size };
          const bytes = await readIfPresent(path.join(this.uploads.dir, file.file));
          // The backup check reports a missing file; the copy says so instead of failing halfway.
          if (!bytes) return { file: null, missing: true, ...facts };
          const inArchive = `applications/${application.id}-${kind}${path.extname(file.file)}`;
          add(bytes, inArchive);
          return { file: inArchive, ...facts };
        };
        return { ...rest, cv: await entry('cv', cv), photo: await entry('photo', photo) };
      }),
    );
    // The profiles made from them, with the consent each rests on (made_from) and its public files.
    const candidateProfiles = await Promise.all(
      found.candidates.map(async ({ image, attach_cv: cv, image_url: _imageUrl, attach_cv_url: _cvUrl, ...profile }) => {
        const entry = async (kind: 'photo' | 'cv', file: string | null) => {
          if (file === null) return null;
          const where = this.profiles?.mediaPath(file);
          const bytes = where ? await readIfPresent(where) : null;
          if (!bytes) return { file: null, missing: true };
          const inArchive = `candidate-profiles/${profile.id}-${kind}${path.extname(file)}`;
          add(bytes, inArchive);
          return { file: inArchive };
        };
        return { ...profile, photo: await entry('photo', image), cv: await entry('cv', cv) };
      }),
    );
    const outboxFiles: string[] = [];
    for (const name of found.outboxFiles) {
      const bytes = await readIfPresent(path.join(this.outbox.dir, name));
      if (!bytes) continue; // its mail was deleted meanwhile
      outboxFiles.push(`outbox/${name}`);
      add(bytes, `outbox/${name}`);
    }
    const records = {
      email: email.trim(),
      exported_at: at.toISOString(),
      applications,
      candidate_profiles: candidateProfiles,
      contact_messages: found.messages,
      consultations: found.consultations,
      engagements: found.engagements,
      mails: found.mails,
      outbox_files: outboxFiles,
    };
    add(Buffer.from(`${JSON.stringify(records, null, 2)}\n`), 'records.json');
    // Only buffers are added, so yazl has nothing left to fail on; should it still, the download
    // breaks off rather than the process.
    const archive = new PassThrough();
    zip.on('error', (error: Error) => archive.destroy(error));
    zip.outputStream.pipe(archive);
    zip.end();
    return {
      archive,
      counts: {
        applications: found.applications.length,
        candidates: found.candidates.length,
        messages: found.messages.length,
        consultations: found.consultations.length,
        engagements: found.engagements.length,
        mails: found.mails.length,
        outboxFiles: outboxFiles.length,
      },
    };
  }

  /** Removes everything `find` finds. */
  async erase(email: string): Promise<ErasedCounts> {
    const erased = this.submissions.eraseEverythingOf(email);
    const outboxFiles = await this.removeOutside(erased);
    return { ...countsOf(erased), mails: erased.mailIds.length, files: erased.files.length, outboxFiles };
  }

  /** Everything created before `cutoff`, outbox files included (also those whose mail is gone). */
  async purgeOlderThan(cutoff: Date): Promise<ErasedCounts> {
    const purged = this.submissions.purgeOlderThan(cutoff);
    const outboxFiles = (await this.removeOutside(purged)) + this.outbox.removeOlderThan(cutoff);
    return { ...countsOf(purged), mails: purged.mailIds.length, files: purged.files.length, outboxFiles };
  }

  /**
   * The copies outside the database (and the deleted rows' old pages in its log): the uploads, the
   * profiles' media files and, when a profile was on the site, its next build; answers how many
   * outbox files went.
   */
  private async removeOutside(removed: RemovedLeads): Promise<number> {
    this.submissions.forgetDeletedPages();
    await this.uploads.remove(removed.files);
    if (removed.candidates.length > 0) {
      this.profiles?.removeMedia(removed.candidates.flatMap((candidate) => candidate.mediaFiles));
      const shown = removed.candidates.filter((candidate) => candidate.published);
      if (shown.length > 0) {
        this.profiles?.contentChanged(`candidate ${shown.map((candidate) => candidate.id).join(', ')} removed with the application it was made from`, { personalDataRemoved: true });
      }
    }
    return this.outbox.remove(removed.mailIds);
  }
}

/** How many of each kind of lead went. */
function countsOf(removed: RemovedLeads & RemovedCounts): Pick<ErasedCounts, 'applications' | 'candidates' | 'messages' | 'consultations' | 'engagements'> {
  return { applications: removed.applications, candidates: removed.candidates.length, messages: removed.messages, consultations: removed.consultations, engagements: removed.engagements };
}

/** A file's bytes, or null when it is gone. */
async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}
