import React, { useId, useState } from 'react';
import * as styles from './FaqAccordion.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

interface Props {
  title: string;
  items: readonly FaqItem[];
}

/** One answer open at a time; clicking the open question closes it. */
export function FaqAccordion({ title, items }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const isOpen = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <li key={index} className={`${styles.item} ${isOpen ? styles.itemOpen : ''}`} data-testid="faq-item">
              <h3 className={styles.question}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.toggle}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : index)}
                >
                  <span>{item.question}</span>
                  <span className={styles.icon} aria-hidden="true" data-icon={isOpen ? 'minus' : 'plus'}>
                    {isOpen ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!isOpen}>
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
