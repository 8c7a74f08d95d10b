import type { RefObject } from 'react';
import { enteredValues, type EnteredValues } from '../lib/entered-values';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * Once, right after the form hydrates and before anything re-renders it, hands `adopt` what the
 * visitor entered into the static HTML (lib/entered-values.ts), which may be nothing.
 */
export function useEnteredValues(form: RefObject<HTMLFormElement>, adopt: (entered: EnteredValues) => void): void {
  useIsomorphicLayoutEffect(() => {
    adopt(enteredValues(form.current));
    // Only what was there before the form's code ran counts: run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
