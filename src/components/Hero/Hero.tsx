import React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { useFacts } from '../../hooks/use-facts';
import * as styles from './Hero.module.css';

/** The home banner: the 'secure future' headline, a contact button and the largest image, loaded first. */
export function Hero() {
  const { t } = useTranslation('home');
  const facts = useFacts();
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1 className={styles.title}>{t('hero.title', facts)}</h1>
          <p className={styles.text}>{t('hero.text', facts)}</p>
          <LocalizedLink to="/contact-us" className="button">
            {t('hero.cta')}
          </LocalizedLink>
        </div>
        <div className={styles.media}>
          <StaticImage
            src="../../images/hero.jpg"
            alt={t('hero.imageAlt')}
            loading="eager"
            fetchPriority="high"
            placeholder="none"
            width={720}
            aspectRatio={1.6}
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
