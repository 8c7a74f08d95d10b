import type { RefObject } from 'react';
import { enteredValues, type EnteredValues } from '../lib/entered-values';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * Once, right after the form hydrates and before anything re-renders it, hands `adopt` what the
 * visitor entered into the static HTML (lib/entered-values.ts). Only called when there is any.
 */
export function useEnteredValues(form: RefObject<HTMLFormElement>, adopt: (entered: EnteredValues) => void): void {
  useIsomorphicLayoutEffect(() => {
    const entered = enteredValues(form.current);
    if (Object.keys(entered.text).length > 0 || Object.keys(entered.files).length > 0) adopt(entered);
    // Only what was there before the form's code ran counts: run once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
