import React from 'react';
import { useTranslation } from 'react-i18next';
import { useFacts } from '../../hooks/use-facts';
import * as styles from './WhyUs.module.css';

export function WhyUs() {
  const { t } = useTranslation('home');
  const facts = useFacts();
  const list = t('why.items', { returnObjects: true, replace: facts });
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container">
        <div className={styles.heading}>
          <span className="eyebrow">{t('why.eyebrow')}</span>
          <h2 id="why-title">{t('why.title')}</h2>
        </div>
        <ul className="grid-list grid-list--4">
          {list.map((item, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.mark} aria-hidden="true" />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
