import { useCallback, useSyncExternalStore } from 'react';
import { isFreeSlot } from '@efe/shared/contract/answer-checks';
import { propertyOf } from '@efe/shared/read-unknown';
import { freeSlots } from '../../lib/api-request';
import type { FreeSlot } from '@efe/shared/contract/booking';

/** `idle`: the static HTML, before the page's code asks the API (FreeTimes does, as the page opens). */
export type FreeSlotsState = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; slots: FreeSlot[] } | { state: 'failed' };

/** The free slots of an answer (`{ slots }`, or `{ data: { slots } }`); null when it holds none readable. */
export function slotsOf(answer: unknown): FreeSlot[] | null {
  const slots = propertyOf(answer, 'slots') ?? propertyOf(propertyOf(answer, 'data'), 'slots');
  return Array.isArray(slots) && slots.every(isFreeSlot) ? slots : null;
}

/**
 * What the free times (FreeTimes, with the page's code) and the booking form (BookingForm, loaded
 * when it is first used) share on the booking page: the free slots, the time chosen from them, the
 * form's word on that choice, whether a draft was restored, and whether the booking is made. The
 * times are on screen, and can be chosen, before the form's code has come.
 */
export interface BookingChoice {
  slots: FreeSlotsState;
  /** The chosen slot's start ('' for none). */
  start: string;
  /** The form's message about the choice, once it has checked it. */
  startError: string | undefined;
  draftRestored: boolean;
  booked: boolean;
}

const FIRST: BookingChoice = { slots: { state: 'idle' }, start: '', startError: undefined, draftRestored: false, booked: false };
let choice = FIRST;
const listeners = new Set<() => void>();

/**
 * The store outlives the page on a client-side visit elsewhere: once the page's last part has let
 * go of it, it is reset, so a visit back starts afresh (not its times, its choice, its restored
 * draft or its booking: after a booking the page would open on the confirmation's layout).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) choice = FIRST;
  };
}

export function updateBookingChoice(change: Partial<BookingChoice>): void {
  choice = { ...choice, ...change };
  for (const listener of listeners) listener();
}

export function useBookingChoice(): BookingChoice {
  return useSyncExternalStore(subscribe, () => choice, () => FIRST);
}

/**
 * The chosen time's radio group (one booking form per page): the form moves focus here when a time
 * is missing. The form's element is `${FREE_TIMES_ID}-form`: the times, drawn before it as the
 * page's own code, belong to it (`form=`), so Enter on a time sends it. (Not an export of its own:
 * the booking page's first view has no bytes to spare.)
 */
export const FREE_TIMES_ID = 'booking-times';
export const FREE_TIMES_ERROR_ID = 'booking-times-error';

/**
 * The consultation times still free (they change with every booking, so the build cannot hold
 * them): `reload` asks the API, `replace` takes a newer list (a 409's).
 */
export function useFreeSlots() {
  const { slots } = useBookingChoice();

  const reload = useCallback(async () => {
    updateBookingChoice({ slots: { state: 'loading' } });
    const result = await freeSlots();
    const read = result.ok ? slotsOf(result.data) : null;
    updateBookingChoice({ slots: read ? { state: 'ready', slots: read } : { state: 'failed' } });
  }, []);

  const replace = useCallback((next: FreeSlot[]) => updateBookingChoice({ slots: { state: 'ready', slots: next } }), []);
  return { slots, reload, replace };
}
