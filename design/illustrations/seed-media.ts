/** Seed media for the content API: blog pictures, candidate portraits and sample CV PDFs. */
import { resolve } from 'node:path';
import { SEED_MEDIA_DIR } from './lib/paths';
import { writeIfChanged, writeJpeg } from './lib/output';
import { BUDGET } from './site-images';
import { topicForSubject } from './seed/blog-topics';
import { blogScene } from './seed/blog-scenes';
import { buildCvPdf, type CvDetails } from './seed/cv';
import { parseCvSubject } from './seed/cv-subject';
import { readCandidates, readManifest, type CandidateRecord, type MediaItem } from './seed/manifest';
import { PDFDocument } from 'pdf-lib';
import { portraitScene } from './seed/portrait';

/** "cv-maria-santos.pdf" -> "Maria Santos" (used only when no candidate record names the file). */
export function nameFromFile(file: string): string {
  return file
    .replace(/\.[a-z]+$/, '')
    .replace(/^(cv|candidate|photo)-/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The subject line is the source of the CV; the candidate record adds profile, ages and country. */
function cvDetails(item: MediaItem, candidate: CandidateRecord | undefined): CvDetails {
  const subject = parseCvSubject(item.subject);
  return {
    name: subject.name ?? (candidate ? `${candidate.first_name} ${candidate.last_name}`.trim() : nameFromFile(item.file)),
    roles: subject.roles.length > 0 ? subject.roles : (candidate?.roles ?? []),
    languages: subject.languages.length > 0 ? subject.languages : (candidate?.languages ?? []),
    profile: candidate?.description ?? null,
    experience: subject.summary,
    qualifications: subject.qualifications,
    skills: subject.skills,
    ages: candidate?.experience_with_ages ?? null,
    country: candidate?.country ?? null,
  };
}

export interface SeedMediaResult {
  manifestFound: boolean;
  counts: Record<MediaItem['kind'], number>;
}

export async function generateSeedMedia(): Promise<SeedMediaResult> {
  const manifest = readManifest();
  const counts = { blog: 0, candidate: 0, cv: 0 };
  if (!manifest) return { manifestFound: false, counts };
  const candidates = readCandidates();
  for (const item of manifest) {
    const target = resolve(SEED_MEDIA_DIR, item.file);
    if (item.kind === 'blog') {
      await writeJpeg(target, blogScene(item.file, item.subject, topicForSubject(item.subject), 1200, 675), BUDGET.illustration);
    } else if (item.kind === 'candidate') {
      await writeJpeg(target, portraitScene(item.file, item.subject, 600), BUDGET.candidate);
    } else {
      const pdf = await buildCvPdf(cvDetails(item, candidates.find((record) => record.attach_cv === item.file)));
      await PDFDocument.load(pdf); // a CV that does not parse back fails the run
      writeIfChanged(target, pdf);
    }
    counts[item.kind] += 1;
  }
  return { manifestFound: true, counts };
}
