import React, { useId } from 'react';
import * as styles from './FaqAccordion.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

interface Props {
  title: string;
  items: readonly FaqItem[];
}

/**
 * One answer open at a time; clicking the open question closes it. Each question is a <details>
 * of one group (`name`): the browser opens one and closes the others, from the first paint on and
 * without the page's code, and every answer is in the HTML for readers and search engines.
 */
export function FaqAccordion({ title, items }: Props) {
  const baseId = useId();

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index} className={styles.item} data-testid="faq-item">
            <details name={`${baseId}-faq`} className={styles.details}>
              <summary className={styles.toggle}>
                <h3 className={styles.question}>{item.question}</h3>
                <span className={styles.icon} aria-hidden="true" />
              </summary>
              <div className={styles.answer}>
                <p>{item.answer}</p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
