/**
 * The candidate mapping (docs/product-rules.md, Candidates). The API may send roles and languages as a JSON list, a JSON
 * string holding a list, or a plain comma-separated string; the site always works with lists.
 * Display defaults that are words ('No description', ...) are translated, so the UI applies them.
 */
import { MAX_CANDIDATE_RATING, type Language } from './constants';
import { languageOrNull } from './language';
import type { TeacherAnswer } from './contract/candidate';

export interface Candidate {
  id: number;
  name: string;
  roles: string[];
  languages: string[];
  imageUrl: string | null;
  /** The recruiters' stars, 1 to 5; null when none was given, and the site then shows none. */
  rating: number | null;
  description: string | null;
  /** The description's language (English on other pages where it has no translation); null without one. */
  descriptionLanguage: Language | null;
  experienceWithAges: string | null;
  cvUrl: string | null;
  /** No CV to download, but one families are sent privately on request. */
  cvOnRequest: boolean;
  country: string | null;
}

export function parseList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return parseList(JSON.parse(text));
    } catch {
      // Not JSON after all: treat it as a plain list below.
    }
  }
  return text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.replace(/^["']|["']$/g, '').trim())
    .filter(Boolean);
}

function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * The stars to draw, or null for none. A missing or unreadable rating is no rating: drawing the old
 * site's default of five would tell families of a judgement no recruiter made.
 */
export function normalizeRating(value: unknown): number | null {
  const rating = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  const stars = Math.min(MAX_CANDIDATE_RATING, Math.round(rating));
  return stars >= 1 ? stars : null;
}

/** A candidate's name as the site shows it; also how a family's question names her (api/src/routes/contact-routes.ts). */
export function candidateName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** Our API's Teacher or another API's answer of the seed's contract (TeacherAnswer), missing fields as empty. */
export function toCandidate(teacher: TeacherAnswer): Candidate {
  const name = candidateName(teacher.first_name, teacher.last_name);
  const description = blankToNull(teacher.description);
  const cvUrl = blankToNull(teacher.attach_cv);
  return {
    id: teacher.id,
    name,
    roles: parseList(teacher.roles),
    languages: parseList(teacher.language),
    imageUrl: blankToNull(teacher.image),
    rating: normalizeRating(teacher.rating),
    description,
    descriptionLanguage: description ? languageOrNull(teacher.description_language) : null,
    experienceWithAges: blankToNull(teacher.experience_with_ages),
    cvUrl,
    cvOnRequest: cvUrl === null && teacher.cv_on_request === true,
    country: blankToNull(teacher.country),
  };
}
