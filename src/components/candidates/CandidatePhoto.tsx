import React, { useState } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../Picture/Picture';
import { CANDIDATE_PHOTO_PX, type CandidateView } from './candidate-view';
import * as styles from './CandidatePhoto.module.css';

interface Props {
  candidate: Pick<CandidateView, 'image' | 'imageUrl'>;
  /** The site's placeholder picture for candidates without a photo. */
  placeholder: IGatsbyImageData | null;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * The optimized build-time photo when there is one; otherwise the API's picture as a plain image
 * with its size reserved; otherwise (or when that picture fails to load) the placeholder.
 * Decorative: the candidate's name is always written next to it.
 */
export function CandidatePhoto({ candidate, placeholder, className, loading = 'lazy' }: Props) {
  const [broken, setBroken] = useState(false);
  const classes = `${styles.photo} ${className ?? ''}`;

  if (candidate.image) {
    return <Picture image={candidate.image} alt="" className={classes} loading={loading} />;
  }
  if (candidate.imageUrl && !broken) {
    return (
      <img
        src={candidate.imageUrl}
        alt=""
        width={CANDIDATE_PHOTO_PX}
        height={CANDIDATE_PHOTO_PX}
        loading={loading}
        decoding="async"
        className={`${classes} ${styles.plain}`}
        onError={() => setBroken(true)}
      />
    );
  }
  if (placeholder) {
    return <Picture image={placeholder} alt="" className={classes} loading={loading} />;
  }
  return <span className={`${classes} ${styles.blank}`} aria-hidden="true" data-testid="candidate-photo-blank" />;
}
