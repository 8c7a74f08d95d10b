import React, { useRef } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { HOME_SERVICE_SLUGS } from '@efe/shared/routes';
import { useStickyClass } from '../../hooks/use-sticky-class';
import { useFacts } from '../../hooks/use-facts';
import { Picture } from '../Picture/Picture';
import * as styles from './ServicesGrid.module.css';

interface Props {
  /** Card pictures by service slug. */
  images: Record<string, IGatsbyImageData | undefined>;
}

/** The home grid of six service cards. */
export function ServicesGrid({ images }: Props) {
  const { t } = useTranslation('home');
  const facts = useFacts();
  const sectionRef = useRef<HTMLElement>(null);
  // While this section is under the header, <body> carries a marker class (docs/product-rules.md, Pages and languages).
  useStickyClass(sectionRef, 'services-sticky', 'body');

  return (
    <section ref={sectionRef} className="section section--cream" aria-labelledby="services-title" data-testid="services-section">
      <div className="container">
        <div className={styles.heading}>
          <span className="eyebrow">{t('services.eyebrow')}</span>
          <h2 id="services-title">{t('services.title')}</h2>
          <p className="lead">{t('services.text')}</p>
        </div>
        <ul className="grid-list grid-list--3">
          {HOME_SERVICE_SLUGS.map((slug) => {
            const image = images[slug];
            return (
              <li key={slug} className={styles.card} data-testid="service-card">
                {image ? <Picture image={image} alt="" className={styles.image} /> : null}
                <div className={styles.body}>
                  <h3 className={styles.title}>{t(`services.cards.${slug}.title`)}</h3>
                  <p>{t(`services.cards.${slug}.description`, { replace: facts })}</p>
                  <LocalizedLink to={`/${slug}`} className={styles.link}>
                    {t('services.learnMore')}
                    <span className="visually-hidden">: {t(`services.cards.${slug}.title`)}</span>
                    <span aria-hidden="true" className={styles.arrow}>
                      →
                    </span>
                  </LocalizedLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
