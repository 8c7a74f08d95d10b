import { useEffect, useRef } from 'react';
import { CANDIDATE_QUERY } from '@efe/shared/routes';
import type { CandidateView } from './candidate-view';

/** The candidate id an address names (?candidate=5), if it names one. */
export function linkedCandidateId(search: string): number | null {
  const value = new URLSearchParams(search).get(CANDIDATE_QUERY) ?? '';
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * A link to one candidate (the staff's mail about a family's question, or an address a family
 * shares) opens her profile once she is in the list; if the list, fully loaded, no longer has her,
 * the page shows everyone and `gone` lets it say that her profile is no longer there.
 */
export function useLinkedCandidate(
  candidates: readonly CandidateView[],
  loading: boolean,
  open: (candidate: CandidateView) => void,
  gone: () => void,
): void {
  const wanted = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (wanted.current === undefined) wanted.current = linkedCandidateId(window.location.search);
    if (wanted.current === null) return;
    const candidate = candidates.find((item) => item.id === wanted.current);
    if (candidate) open(candidate);
    else if (!loading) gone();
    if (candidate || !loading) wanted.current = null;
  }, [candidates, loading, open, gone]);
}
