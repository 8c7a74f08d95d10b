import React from 'react';
import * as styles from './Steps.module.css';

export interface Step {
  title: string;
  text: string;
}

/** A numbered sequence (the hiring process, 'how it works'); an ordered list for assistive tech. */
export function Steps({ steps, columns = 4 }: { steps: readonly Step[]; columns?: 3 | 4 }) {
  return (
    <ol className={`grid-list ${columns === 3 ? 'grid-list--3' : 'grid-list--4'}`}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
