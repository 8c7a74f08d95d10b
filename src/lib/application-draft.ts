/**
 * The career form's answers kept in sessionStorage, so an accidental reload does not cost an
 * applicant what they typed. Files are never stored (browsers cannot restore a file picker),
 * and the draft dies with the tab and is cleared once the application is accepted.
 */
import type { ApplicationValues, TextField } from './application-schema';

export const APPLICATION_DRAFT_KEY = 'application-draft';

export type ApplicationDraft = Pick<ApplicationValues, TextField>;

const STRING_FIELDS = ['name', 'email', 'phone', 'role', 'ageGroup', 'quote'] as const;

/** The part of the answers that is kept: everything but the files. */
export function draftOf(values: ApplicationValues): ApplicationDraft {
  const { cv: _cv, photo: _photo, ...draft } = values;
  return { ...draft, language: [...draft.language] };
}

export function isEmptyDraft(draft: ApplicationDraft): boolean {
  return STRING_FIELDS.every((field) => draft[field].trim() === '') && draft.language.length === 0;
}

/** Reads a stored draft, ignoring anything that is not one (old format, hand-edited, corrupt). */
export function parseDraft(text: string | null): ApplicationDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const draft: ApplicationDraft = { name: '', email: '', phone: '', language: [], role: '', ageGroup: '', quote: '' };
  for (const field of STRING_FIELDS) {
    if (typeof record[field] === 'string') draft[field] = record[field] as string;
  }
  if (Array.isArray(record.language)) {
    draft.language = record.language.filter((item): item is string => typeof item === 'string');
  }
  return isEmptyDraft(draft) ? null : draft;
}

/** Storage may be missing (SSR) or throw (Safari private mode, blocked cookies): never break the form for it. */
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(storage: DraftStorage | null = sessionStore()): ApplicationDraft | null {
  try {
    return parseDraft(storage?.getItem(APPLICATION_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Saves the text answers; an empty form removes the draft instead of storing blanks. */
export function saveDraft(values: ApplicationValues, storage: DraftStorage | null = sessionStore()): void {
  const draft = draftOf(values);
  try {
    if (isEmptyDraft(draft)) storage?.removeItem(APPLICATION_DRAFT_KEY);
    else storage?.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the form still works, only without a draft.
  }
}

export function clearDraft(storage: DraftStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
