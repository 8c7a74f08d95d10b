/**
 * react-slick settings of the testimonials slider (docs/product-rules.md, Sliders and timing), built from TESTIMONIAL_SLIDER.
 *
 * react-slick's `responsive` entries are max-width breakpoints: an entry with breakpoint B applies
 * while the window is at most B px wide (and wider than the previous entry's breakpoint). "2 slides
 * from 768 px" therefore means "up to 767 px: 1 slide", and "3 from 1024" means "up to 1023 px:
 * 2 slides"; the top-level settings (3 slides) hold from 1024 px up.
 *
 * Right to left: react-slick's `rtl` reverses the slides in the DOM and keeps left-to-right geometry,
 * so slide index 0 is the leftmost DOM slide, i.e. the LAST testimonial in Arabic reading order.
 * Its own arrows, keyboard keys and starting position are wrong in that mode when `infinite` is off
 * (akiran/react-slick#1902), so the component renders its own previous/next buttons and moves the
 * slider with `slickGoTo`, using the position rules below.
 */
import type { Settings } from 'react-slick';
import { TESTIMONIAL_SLIDER } from '@efe/shared/constants';

export interface TestimonialSliderOptions {
  /** Arabic pages: slides run right to left. */
  rtl: boolean;
  /** False under prefers-reduced-motion, so nothing moves on its own. */
  autoplay: boolean;
  /** How many testimonials: where an rtl slider's static HTML starts depends on it. */
  slideCount: number;
  /**
   * The window's width when the slider mounts. react-slick 0.31 applies `responsive` only when a
   * media query changes, not on the first render (akiran/react-slick#2446), so the top-level
   * `slidesToShow` is set for the width the page actually opens at. Undefined in the static HTML
   * and while it hydrates: the stylesheet then lays the slides out for the width
   * (Testimonials.module.css, "Before the slider has started").
   */
  viewportWidth?: number;
}

export type SliderSettings = Settings & { responsive: NonNullable<Settings['responsive']> };

/** Slides visible at a window width, as the product rules state it: 1 below 768, 2 from 768, 3 from 1024. */
export function testimonialSlidesToShow(viewportWidth: number): number {
  const { breakpoints, slidesPerView } = TESTIMONIAL_SLIDER;
  if (viewportWidth >= breakpoints.desktop) return slidesPerView.desktop;
  if (viewportWidth >= breakpoints.tablet) return slidesPerView.tablet;
  return slidesPerView.base;
}

export function testimonialSliderSettings({ rtl, autoplay, slideCount, viewportWidth }: TestimonialSliderOptions): SliderSettings {
  const { breakpoints, slidesPerView } = TESTIMONIAL_SLIDER;
  const slidesToShow = viewportWidth === undefined ? slidesPerView.desktop : testimonialSlidesToShow(viewportWidth);
  const lastIndex = Math.max(0, slideCount - slidesToShow);
  return {
    autoplay,
    autoplaySpeed: TESTIMONIAL_SLIDER.autoplaySpeedMs,
    speed: TESTIMONIAL_SLIDER.speedMs,
    infinite: false,
    rtl,
    // Own previous/next buttons (see above); react-slick's arrow keys are inverted under rtl.
    arrows: false,
    accessibility: false,
    dots: false,
    slidesToScroll: 1,
    // The component pauses on hover and keyboard focus anywhere in the slider, arrows included;
    // react-slick's own pauses only watch the slide track.
    pauseOnHover: false,
    pauseOnFocus: false,
    swipeToSlide: true,
    slidesToShow,
    // The first testimonials are at the right-hand end of an rtl slider. Mounted in the browser,
    // react-slick starts it at index (slides - 1 - initialSlide); its server render takes
    // initialSlide as it is, and marks those slides the visible ones (aria-hidden on the others).
    initialSlide: rtl ? (viewportWidth === undefined ? lastIndex : slidesToShow - 1) : 0,
    responsive: [
      { breakpoint: breakpoints.tablet - 1, settings: { slidesToShow: slidesPerView.base } },
      { breakpoint: breakpoints.desktop - 1, settings: { slidesToShow: slidesPerView.tablet } },
    ],
  };
}

/** Where the slider stands, in reading order, and which react-slick index each button goes to. */
export interface SliderPosition {
  /** The react-slick index the slider starts at. */
  startIndex: number;
  canGoBack: boolean;
  canGoForward: boolean;
  backIndex: number;
  forwardIndex: number;
  /** Nothing further to show: autoplay stops here (no loop). */
  atEnd: boolean;
}

export function sliderPosition(options: { rtl: boolean; index: number; slideCount: number; slidesToShow: number }): SliderPosition {
  const { rtl, index, slideCount, slidesToShow } = options;
  const lastIndex = Math.max(0, slideCount - slidesToShow);
  // Left to right, reading forward is a higher index; right to left (reversed DOM) a lower one.
  const step = rtl ? -1 : 1;
  const forwardIndex = index + step;
  const backIndex = index - step;
  const inRange = (target: number) => target >= 0 && target <= lastIndex;
  return {
    startIndex: rtl ? lastIndex : 0,
    canGoBack: inRange(backIndex),
    canGoForward: inRange(forwardIndex),
    backIndex,
    forwardIndex,
    atEnd: !inRange(forwardIndex),
  };
}
