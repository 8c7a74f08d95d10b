import fs from 'node:fs';
import path from 'node:path';
import { mediaFilesOf, parseSeedContent, SeedFormatError, type SeedContent } from './seed-format';
import { errorMessage } from '@efe/shared/error-facts';

export interface SeedFiles {
  content: SeedContent;
  /** Media names the content uses that are not in `<seedDir>/media`. */
  missingMedia: string[];
}

function readJson(file: string): unknown {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SeedFormatError(`cannot read seed file ${file}: ${errorMessage(error)}`);
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new SeedFormatError(`${file} is not valid JSON: ${errorMessage(error)}`);
  }
}

export function mediaDirOf(seedDir: string): string {
  return path.join(seedDir, 'media');
}

export function readSeed(seedDir: string): SeedFiles {
  const contentDir = path.join(seedDir, 'content');
  const content = parseSeedContent({
    blog: readJson(path.join(contentDir, 'blog.json')),
    testimonials: readJson(path.join(contentDir, 'testimonials.json')),
    candidates: readJson(path.join(contentDir, 'candidates.json')),
  });
  const mediaDir = mediaDirOf(seedDir);
  const missingMedia = mediaFilesOf(content).filter((name) => !fs.existsSync(path.join(mediaDir, name)));
  return { content, missingMedia };
}
