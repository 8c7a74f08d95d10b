import React from 'react';
import * as styles from './FormField.module.css';

/**
 * The red asterisk of a required field; a form explains it once, above its fields, with the same
 * mark. A module of its own: the booking page's first view shows the note without the form's code.
 */
export function RequiredMark({ text }: { text: string }) {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {text}
    </span>
  );
}
