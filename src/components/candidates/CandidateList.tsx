import React, { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { usePageLanguage } from '../../hooks/use-page-language';
import { FACETS_ATTRIBUTE, NO_FILTERS, applyFilters, candidateFacets, hasFilters, type CandidateFilters, type ShownFilterOptions } from '../../lib/candidate-filters';
import { paginate } from '../../lib/pagination';
import { CANDIDATES_PER_PAGE } from '@efe/shared/constants';
import { CandidateCard } from './CandidateCard';
import type { CandidateDialogProps } from './CandidateDialog';
import { useOnDemand } from '../../hooks/use-on-demand';
import { useAfterFirstGesture } from '../../hooks/use-after-first-gesture';
import { afterNextPaint } from '../../lib/next-task';
import { CandidateFilterForm } from './CandidateFilterForm';
import { CandidatePagination } from './CandidatePagination';
import { useCandidateRefresh } from './use-candidate-refresh';
import { useFilterQuery } from './use-filter-query';
import { useLinkedCandidate } from './use-linked-candidate';
import type { CandidateView } from './candidate-view';
import { Spinner } from '../Spinner/Spinner';
import { useIsomorphicLayoutEffect } from '../../hooks/use-isomorphic-layout-effect';
import { endEarlySearch } from '../../lib/early-candidate-filter';
import * as styles from './CandidateList.module.css';


interface Props {
  /** Candidates from build-time data: in the static HTML before the browser refreshes them. */
  built: CandidateView[];
  options: ShownFilterOptions;
  placeholder: IGatsbyImageData | null;
}

/** The candidate search: filters, the paged grid of cards and the profile dialog. */
export function CandidateList({ built, options, placeholder }: Props) {
  const { t } = useTranslation('candidates');
  const language = usePageLanguage();
  const { candidates, loading, failed } = useCandidateRefresh(built, language);
  const filters = useFilterQuery(options);
  // A filter chosen on this page (before the code ran, or since): its count is shown, not only
  // heard, where the early choice's working line was. Not for filters read from the address when
  // the page opens: the line would push the cards down as the page's code runs.
  const [chosenHere, setChosenHere] = useState(false);
  const [requestedPage, setRequestedPage] = useState(1);
  // Her id, not her record: the open profile always shows the list's current copy of her, and
  // closes once a refreshed list no longer has her (consent withdrawn before the site's rebuild).
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(() => (selectedId === null ? null : (candidates.find((item) => item.id === selectedId) ?? null)), [candidates, selectedId]);
  const [profileGone, setProfileGone] = useState(false);
  // The card tapped, until her dialog is drawn: it shows its working ring meanwhile.
  const [tappedId, setTappedId] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const browserRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const matching = useMemo(() => applyFilters(candidates, filters.applied), [candidates, filters.applied]);
  // While a profile is open, the grid behind it shows her card's page, wherever a refreshed list
  // moved her: focus goes back to her card on close.
  const openIndex = selected ? matching.findIndex((item) => item.id === selected.id) : -1;
  const shownPage = openIndex >= 0 ? Math.floor(openIndex / CANDIDATES_PER_PAGE) + 1 : requestedPage;
  const current = paginate(matching, shownPage);

  // A filter chosen before this code ran left the list and the select she used busy, searching all
  // candidates (lib/early-candidate-filter); the list for the chosen filters, drawn now, is the
  // answer. In the frame that shows it. Not on the first render: the filters are then the initial
  // ones, not yet the choice (the filter form hands it over from its first effect).
  useIsomorphicLayoutEffect(() => {
    if (filters.applied !== NO_FILTERS && browserRef.current) endEarlySearch(browserRef.current);
  }, [filters.applied]);

  const showLoader = loading && candidates.length === 0;
  // With nothing at all to show after a failed load, the error line says it all.
  const showEmpty = !showLoader && matching.length === 0 && !(failed && candidates.length === 0);

  // The handlers keep their identity: the filters, the cards and the paging are drawn again only
  // when what they show changes (a profile opened or closed redraws none of them).
  const goToPage = useCallback((page: number) => {
    setRequestedPage(page);
    // After "next" at the bottom of a long grid, show the new page from its first card.
    const top = resultsRef.current;
    if (top && top.getBoundingClientRect().top < 0 && typeof top.scrollIntoView === 'function') {
      top.scrollIntoView({ block: 'start' });
    }
  }, []);

  const { choose } = filters;
  const chooseFilters = useCallback(
    (next: CandidateFilters) => {
      choose(next);
      setChosenHere(true);
      setRequestedPage(1);
    },
    [choose],
  );

  const showResults = useCallback(() => {
    const results = resultsRef.current;
    results?.focus();
    if (typeof results?.scrollIntoView === 'function') results.scrollIntoView({ block: 'start' });
  }, []);

  const showAll = () => {
    filters.clear();
    setRequestedPage(1);
    // The button that was pressed disappears; keep the keyboard user at the list.
    resultsRef.current?.focus();
  };

  // The profile's code (the dialog, its fields) is not in the page's first view. It is fetched and
  // evaluated in an idle task of its own after the visitor's first gesture (a scroll, a touch), so
  // her first tap on a card finds it there; or, at the latest, when she reaches for a card or a
  // profile is wanted. The face of the profile's bold labels comes with it: fetched at the tap, its
  // arrival laid the open profile out a second time.
  const profile = useOnDemand<CandidateDialogProps>(() =>
    import('./CandidateDialog').then((module) => {
      module.loadLabelFace((key) => t(key));
      return module.CandidateDialog;
    }),
  );
  const { load: loadProfile } = profile;
  useAfterFirstGesture(loadProfile);
  const openProfile = useCallback(
    (candidate: CandidateView, opener: HTMLElement) => {
      openerRef.current = opener;
      setProfileGone(false);
      // The tap's own frame only marks her card as working: drawing the dialog and showing it as a
      // modal (which restyles the whole page) took a phone's CPU 75-110 ms, and the tap's next
      // paint waited for it. The dialog comes in a render of its own after that paint.
      setTappedId(candidate.id);
      loadProfile();
      afterNextPaint(() =>
        startTransition(() => {
          setSelectedId(candidate.id);
          setTappedId(null);
        }),
      );
    },
    [loadProfile],
  );
  const closeProfile = useCallback(() => {
    setRequestedPage(shownPage);
    setSelectedId(null);
  }, [shownPage]);

  // Opened from the address: her card's page is shown (shownPage), and focus goes back to her card on close.
  const openLinked = useCallback(
    (candidate: CandidateView) => {
      openerRef.current = null;
      setSelectedId(candidate.id);
      loadProfile();
    },
    [loadProfile],
  );
  const linkedGone = useCallback(() => setProfileGone(true), []);
  useLinkedCandidate(candidates, loading, openLinked, linkedGone);

  // The refreshed list no longer has the candidate whose profile is open (or opening): her profile
  // closes and the page says why. Her card went with her, so focus, lost with the dialog, goes to
  // the list (before the next paint: a keyboard user is never left on the page's top).
  useIsomorphicLayoutEffect(() => {
    if (selectedId === null || selected) return;
    setSelectedId(null);
    setProfileGone(true);
    openerRef.current = null;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) resultsRef.current?.focus();
  }, [selectedId, selected]);
  useEffect(() => {
    if (selected && !openerRef.current) {
      openerRef.current = document.querySelector<HTMLElement>(`[data-candidate-id="${selected.id}"] button`);
    }
  }, [selected, current.page]);

  return (
    <div ref={browserRef} className={styles.browser}>
      <CandidateFilterForm
        options={options}
        value={filters.applied}
        found={showLoader || (failed && candidates.length === 0) ? null : matching.length}
        onChange={chooseFilters}
        onSubmit={showResults}
      />

      <div ref={resultsRef} tabIndex={-1} className={styles.results} data-testid="candidate-results">
        <div role="status" className={styles.status}>
          {showLoader ? (
            <p className={styles.loading} data-testid="candidates-loading">
              <Spinner variant="medium" />
              {t('loading')}
            </p>
          ) : null}
          {failed ? (
            <p className={styles.error} data-testid="candidates-error">
              {t('error', { message: t('fetchFailed') })}
            </p>
          ) : null}
          {!showLoader && matching.length > 0 ? (
            // Heard by screen readers when a filter changes the list; shown too for a filter chosen
            // here (chosenHere), and otherwise the grid shows it to everyone else.
            <p className={chosenHere && hasFilters(filters.applied) ? `${styles.line} ${styles.count}` : `visually-hidden ${styles.count}`} data-testid="candidates-count">
              {/* Not `count`: that would make i18next start Intl.PluralRules while the page hydrates, for copy without plural forms. */}
              {t('resultCount', { number: matching.length })}
            </p>
          ) : null}
          {selected && profile.state === 'failed' ? (
            <p className={styles.error} data-testid="profile-failed">
              {t('profileFailed')}
            </p>
          ) : null}
          {profileGone ? (
            <p className={styles.emptyText} data-testid="profile-gone">
              {t('profileGone')}
            </p>
          ) : null}
          {showEmpty ? (
            <p className={styles.emptyText} data-testid="candidates-empty">
              {t('empty')}
            </p>
          ) : null}
          {/* Shown only while the list is busy with a filter chosen before this code ran (lib/early-candidate-filter), in place of the count, under the filters: heard as it shows. */}
          <p className={`${styles.line} ${styles.searching}`} data-testid="candidates-searching">
            <span className="working-ring" aria-hidden="true" />
            {t('searching')}
          </p>
        </div>

        {showEmpty ? (
          <div className={styles.empty}>
            <button type="button" className="button" onClick={showAll} data-testid="candidates-show-all">
              {t('filters.allCandidates')}
            </button>
          </div>
        ) : null}

        {current.items.length > 0 ? (
          <ul className={styles.grid} data-testid="candidate-grid" onPointerOver={loadProfile} onFocus={loadProfile}>
            {current.items.map((candidate) => (
              // Her facets let the page's inline script filter the cards before this code runs (lib/early-candidate-filter).
              <li key={candidate.id} {...{ [FACETS_ATTRIBUTE]: JSON.stringify(candidateFacets(candidate)) }}>
                <CandidateCard candidate={candidate} placeholder={placeholder} onOpen={openProfile} opening={tappedId === candidate.id || (selectedId === candidate.id && profile.state === 'loading')} />
              </li>
            ))}
          </ul>
        ) : null}

        <CandidatePagination page={current.page} totalPages={current.totalPages} onChange={goToPage} />
      </div>

      {profile.Component ? <profile.Component candidate={selected} placeholder={placeholder} onClose={closeProfile} returnFocusRef={openerRef} /> : null}
    </div>
  );
}
