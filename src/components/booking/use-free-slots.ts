import { useCallback, useEffect, useState } from 'react';
import { isFreeSlot } from '@shared/contract/answer-checks';
import { propertyOf } from '@shared/read-unknown';
import { api } from '../../lib/api-client';
import type { FreeSlot } from '../../lib/booking-calendar';

/** `idle`: the static HTML, before the form's code runs (its first effect asks the API). */
export type FreeSlotsState = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; slots: FreeSlot[] } | { state: 'failed' };

/** The free slots of an answer (`{ slots }`, or `{ data: { slots } }`); null when it holds none readable. */
export function slotsOf(answer: unknown): FreeSlot[] | null {
  const slots = propertyOf(answer, 'slots') ?? propertyOf(propertyOf(answer, 'data'), 'slots');
  return Array.isArray(slots) && slots.every(isFreeSlot) ? slots : null;
}

/**
 * The consultation times still free, fetched when the page opens (they change with every
 * booking, so the build cannot hold them); `replace` takes a newer list (a 409's), `reload` asks again.
 */
export function useFreeSlots() {
  const [slots, setSlots] = useState<FreeSlotsState>({ state: 'idle' });

  const reload = useCallback(async () => {
    setSlots({ state: 'loading' });
    const result = await api.freeSlots();
    const read = result.ok ? slotsOf(result.data) : null;
    setSlots(read ? { state: 'ready', slots: read } : { state: 'failed' });
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((next: FreeSlot[]) => setSlots({ state: 'ready', slots: next }), []);
  return { slots, reload, replace };
}
