import React from 'react';
import * as styles from './Spinner.module.css';

type Props = { variant: 'onButton' | 'small' | 'medium' | 'large' };

/** Decorative: the text beside it (or the live region around it) says what is loading. */
export function Spinner({ variant }: Props) {
  return <span className={`${styles.spinner} ${styles[variant]}`} aria-hidden="true" />;
}
