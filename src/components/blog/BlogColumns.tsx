import React from 'react';
import * as styles from './BlogColumns.module.css';

interface Props {
  children: React.ReactNode;
  sidebar: React.ReactNode;
}

/** Main column and side column: stacked on phones (side column below), side by side from 1024 px. */
export function BlogColumns({ children, sidebar }: Props) {
  return (
    <section className="section">
      <div className={`container ${styles.columns}`}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside}>{sidebar}</aside>
      </div>
    </section>
  );
}
