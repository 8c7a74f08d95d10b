/**
 * A form's text answers kept in sessionStorage, so a reload, or a tab left and reopened after the
 * network failed, does not cost the visitor what they typed. Files are never stored (browsers
 * cannot restore a file picker); the draft dies with the tab and is cleared once the form is
 * accepted.
 */
import { EMPTY_APPLICATION, type ApplicationValues, type TextField } from '@efe/shared/application-schema';
import { EMPTY_BOOKING_FORM } from '@efe/shared/booking-schema';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from '@efe/shared/contact-schema';
import { isRecord } from '@efe/shared/read-unknown';

type DraftValues<D> = { [K in keyof D]: string | string[] };

/** Storage may be missing (SSR) or throw (Safari private mode, blocked cookies): never break a form for it. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface FormDraft<D extends DraftValues<D>> {
  readonly key: string;
  /** Reads a stored draft, ignoring anything that is not one (old format, hand-edited, corrupt). */
  parse(text: string | null): D | null;
  load(storage?: DraftStorage | null): D | null;
  /** Saves the fields the draft keeps (not files); an empty form removes the draft instead of storing blanks. */
  save(values: D, storage?: DraftStorage | null): void;
  clear(storage?: DraftStorage | null): void;
}

/**
 * A draft of the fields in `empty`, each a text or a list of texts as it is there (a form that
 * starts filled in passes its start: only a change from it is worth a draft). `notAlone`:
 * fields kept with the others but no draft on their own (a choice a page's address can make).
 */
export function formDraft<D extends DraftValues<D>>(key: string, empty: D, notAlone: ReadonlyArray<keyof D> = []): FormDraft<D> {
  const fields = Object.keys(empty);
  const isEmpty = (draft: Record<string, unknown>) =>
    fields.every((field) => {
      if (notAlone.some((kept) => kept === field)) return true;
      const value = draft[field];
      const start: unknown = Reflect.get(empty, field);
      return Array.isArray(value) ? value.length === 0 : String(value).trim() === (typeof start === 'string' ? start.trim() : '');
    });
  /** Each field of the draft as it was in `empty`: a text, or a list of texts. */
  const isDraft = (value: unknown): value is D =>
    isRecord(value) &&
    fields.every((field) => {
      const start: unknown = Reflect.get(empty, field);
      const given = value[field];
      return Array.isArray(start) ? Array.isArray(given) && given.every((item) => typeof item === 'string') : typeof given === 'string';
    });
  /** The draft's fields of `source`, each taken when it has the field's kind (lists copied, their texts only), else the start's. */
  const draftOf = (source: Record<string, unknown>): D | null => {
    const draft: Record<string, unknown> = {};
    for (const field of fields) {
      const start: unknown = Reflect.get(empty, field);
      const value = source[field];
      if (Array.isArray(start)) draft[field] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [...start];
      else draft[field] = typeof value === 'string' ? value : start;
    }
    return isDraft(draft) ? draft : null;
  };

  const parse = (text: string | null): D | null => {
    if (!text) return null;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return null;
    }
    const draft = isRecord(data) ? draftOf(data) : null;
    return draft && !isEmpty(draft) ? draft : null;
  };

  return {
    key,
    parse,
    load(storage = sessionStore()) {
      try {
        return parse(storage?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    save(values, storage = sessionStore()) {
      const draft = isRecord(values) ? draftOf(values) : null;
      try {
        if (!draft || isEmpty(draft)) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(draft));
      } catch {
        // Quota exceeded or storage blocked: the form still works, only without a draft.
      }
    },
    clear(storage = sessionStore()) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear when storage is unavailable.
      }
    },
  };
}

export type ApplicationDraft = Pick<ApplicationValues, TextField>;

const { cv: _cv, photo: _photo, ...emptyApplicationDraft } = EMPTY_APPLICATION;

/** The career form's draft: every answer but the CV and the photo. */
export const applicationDraft = formDraft<ApplicationDraft>('application-draft', emptyApplicationDraft);

/** The contact form's draft: every field; the service alone (a service page's button chose it) is none. */
export const contactDraft = formDraft('contact-draft', EMPTY_CONTACT_FORM, ['service']);

/** The booking form's draft: the details and how to meet; a time alone, or a service alone, is none. */
export const bookingDraft = formDraft('booking-draft', EMPTY_BOOKING_FORM, ['service', 'meeting', 'start']);

/** The question about one candidate from her card: kept per candidate, from the text it starts with. */
export const inquiryDraft = (candidateId: number, start: ContactFormValues) => formDraft(`inquiry-draft-${candidateId}`, start, ['service']);
