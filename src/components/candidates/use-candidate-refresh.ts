import { startTransition, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import type { Language } from '@efe/shared/constants';
import { mergeRefreshed, teachersOf, type CandidateView } from './candidate-view';

export interface CandidateRefresh {
  candidates: CandidateView[];
  /** The browser is still asking the API for the current list. */
  loading: boolean;
  /** The last refresh failed; the list shown is the one from before. */
  failed: boolean;
}

/**
 * Starts from the list built into the page (so it is in the static HTML) and replaces it with
 * the API's current list once that arrives. A failed refresh keeps what is shown.
 */
export function useCandidateRefresh(built: CandidateView[], language: Language): CandidateRefresh {
  const [state, setState] = useState<CandidateRefresh>({ candidates: built, loading: true, failed: false });
  const builtRef = useRef(built);
  builtRef.current = built;

  useEffect(() => {
    let current = true;
    // Unchanged on the first run (the page starts loading): React then renders nothing again.
    setState((previous) => (previous.loading && !previous.failed ? previous : { ...previous, loading: true, failed: false }));
    void api.teachers(language).then((result) => {
      if (!current) return;
      const teachers = result.ok ? teachersOf(result.data) : null;
      // Not urgent: the list is redrawn in React's slices of a few milliseconds, with input and
      // paints between them, instead of in one task (37 ms on a phone's CPU while the page hydrates).
      startTransition(() => {
        if (teachers) setState({ candidates: mergeRefreshed(teachers, builtRef.current), loading: false, failed: false });
        else setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    });
    return () => {
      current = false;
    };
  }, [language]);

  return state;
}
