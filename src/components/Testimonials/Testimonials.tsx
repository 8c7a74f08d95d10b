import React, { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useStickyClass } from '../../hooks/use-sticky-class';
import { directionOf } from '@efe/shared/language';
import { testimonialSlidesToShow } from '../../lib/slider-settings';
import { TestimonialSlider } from './TestimonialSlider';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useViewportWidthBand } from './use-viewport-width-band';
import { useFocusKeptAcrossRemount } from './use-focus-kept-across-remount';
import type { Testimonial } from './testimonial';
import * as styles from './Testimonials.module.css';

interface Props {
  items: readonly Testimonial[];
}

/** Marker class while the section's top is under the sticky header (docs/product-rules.md, Pages and languages). */
export const TESTIMONIALS_STICKY_CLASS = 'testimonials-sticky';

/** About page: what families say, as a slider (docs/product-rules.md, Sliders and timing), or the empty message. */
export function Testimonials({ items }: Props) {
  const { t } = useTranslation('about');
  const language = usePageLanguage();
  const rtl = directionOf(language) === 'rtl';
  const reducedMotion = usePrefersReducedMotion();
  const viewportWidth = useViewportWidthBand();
  const sectionRef = useRef<HTMLElement>(null);
  useStickyClass(sectionRef, TESTIMONIALS_STICKY_CLASS, 'element');

  const visible = viewportWidth === undefined ? undefined : testimonialSlidesToShow(viewportWidth);
  const sliderKey = `${visible ?? 'static'}-${rtl ? 'rtl' : 'ltr'}-${items.length}`;
  useFocusKeptAcrossRemount(sectionRef, sliderKey);

  return (
    <section
      ref={sectionRef}
      className={`section ${styles.section}`}
      aria-labelledby="testimonials-title"
      data-testid="testimonials-section"
    >
      <div className="container">
        <div className={styles.heading}>
          <span className="eyebrow">{t('testimonials.eyebrow')}</span>
          <h2 id="testimonials-title">{t('testimonials.title')}</h2>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty} data-testid="testimonials-empty">
            {t('testimonials.empty')}
          </p>
        ) : (
          <TestimonialSlider
            key={sliderKey}
            items={items}
            rtl={rtl}
            autoplayAllowed={reducedMotion === false}
            viewportWidth={viewportWidth}
            previousLabel={t('testimonials.previous')}
            nextLabel={t('testimonials.next')}
          />
        )}
      </div>
    </section>
  );
}
