import React, { useEffect, useMemo, useRef, useState } from 'react';
import Slider from 'react-slick';
import { TESTIMONIAL_SLIDER } from '@efe/shared/constants';
import { sliderPosition, testimonialSliderSettings } from '../../lib/slider-settings';
import { textLanguageAttributes } from '@efe/shared/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEarlyTap } from '../../hooks/use-early-tap';
import { EARLY_TAP } from '../../lib/early-actions';
import type { Testimonial } from './testimonial';
import * as styles from './Testimonials.module.css';

interface Props {
  items: readonly Testimonial[];
  rtl: boolean;
  /** False under prefers-reduced-motion. */
  autoplayAllowed: boolean;
  viewportWidth: number | undefined;
  previousLabel: string;
  nextLabel: string;
}

function ArrowIcon({ pointsLeft }: { pointsLeft: boolean }) {
  return (
    <svg
      className={styles.arrowIcon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      data-points={pointsLeft ? 'left' : 'right'}
    >
      <path
        d={pointsLeft ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Once one slider has hydrated, later mounts (a breakpoint remount, another page) are live at once. */
let hydratedOnce = false;

/**
 * False in the server HTML and until this page's slider has hydrated. A press on an arrow until
 * then is kept (lib/early-actions: the arrow shows it is working) and carried out once it is true.
 */
function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setInteractive(true);
  }, []);
  return interactive;
}

/**
 * The react-slick carousel with our own previous/next buttons. It is mounted afresh (see `key` in
 * Testimonials) whenever the number of visible slides or the direction changes, so react-slick
 * always starts from the settings that fit the window.
 */
export function TestimonialSlider({ items, rtl, autoplayAllowed, viewportWidth, previousLabel, nextLabel }: Props) {
  const pageLanguage = usePageLanguage();
  const sliderRef = useRef<Slider>(null);
  const slideCount = items.length;
  const settings = useMemo(
    () => testimonialSliderSettings({ rtl, autoplay: autoplayAllowed, slideCount, viewportWidth }),
    [rtl, autoplayAllowed, slideCount, viewportWidth],
  );
  const slidesToShow = settings.slidesToShow ?? 1;
  const [index, setIndex] = useState(() => sliderPosition({ rtl, index: 0, slideCount, slidesToShow }).startIndex);
  const position = sliderPosition({ rtl, index, slideCount, slidesToShow });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const interactive = useInteractive();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEarlyTap(previousRef, interactive);
  useEarlyTap(nextRef, interactive);

  // No loop (docs/product-rules.md, Sliders and timing): autoplay runs until the last testimonials are in view, and waits while the
  // visitor points at or tabs into the slider.
  const shouldPlay = autoplayAllowed && !hovered && !focused && !position.atEnd;
  useEffect(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    if (shouldPlay) slider.slickPlay();
    else slider.slickPause();
  }, [shouldPlay]);

  const canMove = position.canGoBack || position.canGoForward;

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="testimonials-carousel"
      data-autoplay={shouldPlay ? 'playing' : 'paused'}
      // Static: react-slick has not measured the window yet; the stylesheet lays the slides out for it.
      data-slider={viewportWidth === undefined ? 'static' : 'started'}
    >
      {/* react-slick lays slides out left to right even in Arabic (it reverses them itself). */}
      <div dir="ltr" className={styles.slider} style={{ '--slide-gap': `${TESTIMONIAL_SLIDER.gapPx}px` }}>
        <Slider ref={sliderRef} {...settings} beforeChange={(_from, to) => setIndex(to)}>
          {items.map((item, itemIndex) => (
            <div key={itemIndex} className={styles.slide} dir={rtl ? 'rtl' : 'ltr'}>
              <figure className={styles.card} data-testid="testimonial" {...textLanguageAttributes(item.language, pageLanguage)}>
                <span className={styles.quoteMark} aria-hidden="true">
                  “
                </span>
                {/* Sanitized at build time by the shared sanitize function (gatsby/ sourcing). */}
                <blockquote className={styles.quote} dangerouslySetInnerHTML={{ __html: item.html }} />
                <figcaption className={styles.name}>{item.name}</figcaption>
              </figure>
            </div>
          ))}
        </Slider>
      </div>
      {canMove ? (
        <div className={styles.controls}>
          <button
            ref={previousRef}
            type="button"
            className={styles.arrow}
            aria-label={previousLabel}
            aria-disabled={!position.canGoBack}
            onClick={() => interactive && position.canGoBack && sliderRef.current?.slickGoTo(position.backIndex)}
            data-testid="testimonials-previous"
            data-focus-key="previous"
            {...{ [EARLY_TAP]: 'testimonials-previous' }}
          >
            <ArrowIcon pointsLeft={!rtl} />
            <span className="working-ring" aria-hidden="true" />
          </button>
          <button
            ref={nextRef}
            type="button"
            className={styles.arrow}
            aria-label={nextLabel}
            aria-disabled={!position.canGoForward}
            onClick={() => interactive && position.canGoForward && sliderRef.current?.slickGoTo(position.forwardIndex)}
            data-testid="testimonials-next"
            data-focus-key="next"
            {...{ [EARLY_TAP]: 'testimonials-next' }}
          >
            <ArrowIcon pointsLeft={rtl} />
            <span className="working-ring" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
