/**
 * Reads the seed media manifest written by the seed-content step, and the candidate records
 * that give CVs and portraits their details.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MEDIA_MANIFEST, REPO_ROOT } from '../lib/paths';

export type MediaKind = 'blog' | 'candidate' | 'cv';

export interface MediaItem {
  file: string;
  kind: MediaKind;
  subject: string;
}

const KINDS: readonly MediaKind[] = ['blog', 'candidate', 'cv'];
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.(jpg|pdf)$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates one entry; throws a message naming the entry so the manifest can be fixed. */
function parseItem(value: unknown, index: number): MediaItem {
  if (!isRecord(value)) throw new Error(`media-manifest entry ${index} is not an object`);
  const { file, kind, subject } = value;
  if (typeof file !== 'string' || !FILE_NAME.test(file)) throw new Error(`media-manifest entry ${index}: bad file name ${String(file)}`);
  if (typeof kind !== 'string' || !KINDS.includes(kind as MediaKind)) throw new Error(`media-manifest entry ${index}: unknown kind ${String(kind)}`);
  if (typeof subject !== 'string') throw new Error(`media-manifest entry ${index}: subject must be text`);
  const expectedExtension = kind === 'cv' ? '.pdf' : '.jpg';
  if (!file.endsWith(expectedExtension)) throw new Error(`media-manifest entry ${index}: a ${kind} must be a ${expectedExtension} file`);
  return { file, kind: kind as MediaKind, subject };
}

/** Returns null when the manifest does not exist yet. */
export function readManifest(path: string = MEDIA_MANIFEST): MediaItem[] | null {
  if (!existsSync(path)) return null;
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.media) ? data.media : isRecord(data) && Array.isArray(data.items) ? data.items : null;
  if (!list) throw new Error(`${path} must hold an array of { file, kind, subject }`);
  return list.map(parseItem);
}

export interface CandidateRecord {
  first_name: string;
  last_name: string;
  roles: string[];
  languages: string[];
  description: string | null;
  experience_with_ages: string | null;
  country: string | null;
  image: string | null;
  attach_cv: string | null;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string' && value.trim()) return [value.trim()];
  return [];
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Candidate records from api/seed/content/candidates.json, or [] when absent. */
export function readCandidates(path: string = resolve(REPO_ROOT, 'api', 'seed', 'content', 'candidates.json')): CandidateRecord[] {
  if (!existsSync(path)) return [];
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).map((item) => ({
    first_name: String(item.first_name ?? ''),
    last_name: String(item.last_name ?? ''),
    roles: listOf(item.roles),
    languages: listOf(item.language),
    description: isRecord(item.descriptions) ? textOrNull(item.descriptions.en) : null,
    experience_with_ages: textOrNull(item.experience_with_ages),
    country: textOrNull(item.country),
    image: textOrNull(item.image),
    attach_cv: textOrNull(item.attach_cv),
  }));
}
