import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { useFacts } from '../../hooks/use-facts';
import { Picture } from '../Picture/Picture';
import { BOOKING_PATH } from '@efe/shared/routes';
import * as styles from './Hero.module.css';

/** The picture's width: a column of at most 560px from 960px, else the container's (Hero.module.css). */
const HERO_SIZES = '(min-width: 960px) 560px, (min-width: 768px) 704px, calc(100vw - 32px)';

/** The home banner: the 'secure future' headline, the button to book a free consultation and the largest image, loaded first. */
export function Hero({ image }: { image: IGatsbyImageData | null }) {
  const { t } = useTranslation('home');
  const facts = useFacts();
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <span className="eyebrow">{t('hero.eyebrow')}</span>
          <h1 className={styles.title}>{t('hero.title', { replace: facts })}</h1>
          <p className={styles.text}>{t('hero.text', { replace: facts })}</p>
          <LocalizedLink to={BOOKING_PATH} className="button">
            {t('hero.cta')}
          </LocalizedLink>
        </div>
        <div className={styles.media}>
          {image ? <Picture image={image} alt={t('hero.imageAlt')} className={styles.image} sizes={HERO_SIZES} priority /> : null}
        </div>
      </div>
    </section>
  );
}
