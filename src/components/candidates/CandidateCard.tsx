import React, { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CandidatePhoto } from './CandidatePhoto';
import { StarRating } from './StarRating';
import { useValueLabels } from './use-value-labels';
import type { CandidateView } from './candidate-view';
import { useEarlyTap } from '../../hooks/use-early-tap';
import { EARLY_TAP } from '../../lib/early-actions';
import * as styles from './CandidateCard.module.css';

interface Props {
  candidate: CandidateView;
  placeholder: IGatsbyImageData | null;
  onOpen: (candidate: CandidateView, opener: HTMLElement) => void;
  /** Her profile is on its way (its code loading, or her dialog drawn after the tap's paint): the card shows it is working. */
  opening: boolean;
}

/**
 * One candidate in the grid. The name is a button that opens the profile; its click area is
 * stretched over the whole card, so the card is one big target with one accessible name. A tap
 * before the page's code has run is kept and opens the profile when it runs (lib/early-actions).
 * Drawn again only when its props change: opening a profile redraws her card at most, not the grid.
 */
export const CandidateCard = memo(function CandidateCard({ candidate, placeholder, onOpen, opening }: Props) {
  const { t } = useTranslation('candidates');
  const openRef = useRef<HTMLButtonElement>(null);
  useEarlyTap(openRef);
  const { label, list } = useValueLabels();
  const languages = candidate.languages.length > 0 ? list('languages', candidate.languages) : t('defaults.languages');

  return (
    <article className={styles.card} data-testid="candidate-card" data-candidate-id={candidate.id}>
      <CandidatePhoto candidate={candidate} placeholder={placeholder} className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button
            ref={openRef}
            type="button"
            className={styles.open}
            aria-label={t('card.viewProfile', { name: candidate.name })}
            aria-haspopup="dialog"
            aria-busy={opening || undefined}
            onClick={(event) => onOpen(candidate, event.currentTarget)}
            {...{ [EARLY_TAP]: `candidate-${candidate.id}` }}
          >
            {candidate.name}
            <span className="working-ring" aria-hidden="true" />
          </button>
        </h3>
        {/* No rating given: no stars, rather than a judgement no recruiter made. */}
        {candidate.rating !== null ? <StarRating rating={candidate.rating} /> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('card.languages')}</dt>
            <dd>{languages}</dd>
          </div>
          {candidate.country ? (
            <div>
              <dt>{t('card.nationality')}</dt>
              <dd>{label('countries', candidate.country)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
});
