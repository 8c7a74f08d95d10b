/**
 * Unsaved changes of a content form, kept in this browser until they are saved or discarded, so
 * that work survives what the unsaved-changes question cannot catch: a session that ended while
 * the editor was typing (the admin then returns to its login), a crash, a closed laptop.
 * Kept per staff account, record and form; chosen files are left out (a browser cannot store
 * them), and the editor is told so.
 */
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

export interface KeptDraft {
  values: Record<string, unknown>;
  savedAt: string;
  filesLeftOut: boolean;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A new record's form is "new"; an existing record's is its id. */
export function draftKey(account: string, resource: string, id: string | number | undefined): string {
  return `admin-draft:${account}:${resource}:${id ?? 'new'}`;
}

/** react-admin's file inputs hold `{ rawFile: File, src: 'blob:…' }` for a file just chosen. */
const isChosenFile = (value: unknown) => value instanceof Blob || propertyOf(value, 'rawFile') instanceof Blob;

export function keepDraft(key: string, values: Record<string, unknown>, now = new Date(), storage = localStore()): void {
  let filesLeftOut = false;
  const json = JSON.stringify(values, (_field, value: unknown) => {
    if (!isChosenFile(value)) return value;
    filesLeftOut = true;
    return undefined;
  });
  const kept: unknown = JSON.parse(json);
  const draft = { values: isRecord(kept) ? kept : {}, savedAt: now.toISOString(), filesLeftOut };
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only without this safety net.
  }
}

/** The draft kept under `key`, or null (none, or not a draft: hand-edited, another version). */
export function keptDraft(key: string, storage = localStore()): KeptDraft | null {
  try {
    const draft: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    const values = propertyOf(draft, 'values');
    const savedAt = propertyOf(draft, 'savedAt');
    if (!isRecord(values) || typeof savedAt !== 'string') return null;
    return { values, savedAt, filesLeftOut: propertyOf(draft, 'filesLeftOut') === true };
  } catch {
    return null;
  }
}

export function dropDraft(key: string, storage = localStore()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to drop when storage is blocked.
  }
}
