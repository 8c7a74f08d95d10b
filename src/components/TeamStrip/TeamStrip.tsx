import React, { useId, useRef, useState, type CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { Picture } from '../Picture/Picture';
import { usePageLanguage } from '../../hooks/use-page-language';
import { directionOf } from '@efe/shared/language';
import { TEACHER_STRIP } from '@efe/shared/constants';
import { Spinner } from '../Spinner/Spinner';
import { useEarlyTap } from '../../hooks/use-early-tap';
import { EARLY_TAP } from '../../lib/early-actions';
import * as styles from './TeamStrip.module.css';

export interface TeamPhoto {
  image: IGatsbyImageData;
  /** Stable React key (the photo's id or URL). */
  key: string;
}

interface Props {
  photos: readonly TeamPhoto[];
}

/**
 * Each half of the moving rail must be at least as wide as the widest screen, or a gap would show
 * before the loop restarts: photos are repeated until a half holds this many (photos are at most
 * 230px wide with the gap, so 12 cover 2,560px screens).
 */
export const MIN_PHOTOS_PER_HALF = 12;

/** The photo box is 160px wide on phones and 220px from 768px (TeamStrip.module.css). */
const PHOTO_SIZES = '(min-width: 768px) 220px, 160px';

/** How many times the photos repeat in each half of the rail. */
export function stripRepeats(photoCount: number): number {
  return photoCount === 0 ? 0 : Math.ceil(MIN_PHOTOS_PER_HALF / photoCount);
}

/**
 * Home page: the team's photos gliding past without stops (docs/product-rules.md, Sliders and timing: autoplay delay 0,
 * looping, TEACHER_STRIP.speedMs per photo, 10px apart). A CSS animation moves a rail made of two
 * identical halves by exactly one half, so the loop is seamless; no JavaScript timer runs.
 */
export function TeamStrip({ photos }: Props) {
  const { t } = useTranslation('home');
  const rtl = directionOf(usePageLanguage()) === 'rtl';
  const [paused, setPaused] = useState(false);
  // A tap before the code is held (lib/early-actions), and the CSS stops the rail meanwhile.
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEarlyTap(toggleRef);
  const titleId = useId();
  const repeats = stripRepeats(photos.length);
  const photosPerHalf = photos.length * repeats;
  const railStyle: CSSProperties = {
    '--strip-duration': `${photosPerHalf * TEACHER_STRIP.speedMs}ms`,
    '--strip-gap': `${TEACHER_STRIP.spaceBetweenPx}px`,
  };

  const half = (copy: 'first' | 'second') => (
    <ul className={styles.half} aria-hidden={copy === 'second' ? true : undefined} data-testid={`team-strip-${copy}`}>
      {Array.from({ length: repeats }, (_, round) =>
        photos.map((photo) => {
          // Only the first round of the first half is read out; the rest are visual copies.
          const isOriginal = copy === 'first' && round === 0;
          return (
            <li key={`${round}-${photo.key}`} className={styles.photo} aria-hidden={copy === 'first' && round > 0 ? true : undefined}>
              <Picture image={photo.image} alt={isOriginal ? t('teachers.imageAlt') : ''} sizes={PHOTO_SIZES} className={styles.image} />
            </li>
          );
        }),
      )}
    </ul>
  );

  return (
    <section className={`section ${styles.section}`} aria-labelledby={titleId} data-testid="team-strip">
      <div className={`container ${styles.heading}`}>
        <span className="eyebrow">{t('teachers.eyebrow')}</span>
        <h2 id={titleId}>{t('teachers.title')}</h2>
        <p className="lead">{t('teachers.text')}</p>
      </div>

      {photos.length === 0 ? (
        <div className={styles.loading} role="status">
          <Spinner variant="large" />
          <span className="visually-hidden">{t('teachers.loading')}</span>
        </div>
      ) : (
        <>
          <div
            className={styles.viewport}
            // Keyboard users stop the motion by moving focus here, as a pointer does by hovering.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="group"
            aria-labelledby={titleId}
            data-testid="team-strip-viewport"
          >
            <div
              className={`${styles.rail} ${rtl ? styles.railRtl : ''} ${paused ? styles.railPaused : ''}`}
              style={railStyle}
              data-paused={paused ? 'true' : 'false'}
              data-testid="team-strip-rail"
            >
              {half('first')}
              {half('second')}
            </div>
          </div>
          <div className={`container ${styles.controls}`}>
            <button
              type="button"
              className={styles.toggle}
              ref={toggleRef}
              onClick={() => setPaused((value) => !value)}
              data-testid="team-strip-toggle"
              {...{ [EARLY_TAP]: 'team-strip-toggle' }}
            >
              <span className={styles.toggleIcon} aria-hidden="true" data-icon={paused ? 'play' : 'pause'} />
              {paused ? t('teachers.play') : t('teachers.pause')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
