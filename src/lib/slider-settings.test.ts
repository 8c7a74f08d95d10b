import fs from 'fs';
import path from 'path';
import { TESTIMONIAL_SLIDER } from '@efe/shared/constants';
import { sliderPosition, testimonialSliderSettings, testimonialSlidesToShow } from './slider-settings';

describe('testimonial slider settings', () => {
  const settings = testimonialSliderSettings({ rtl: false, autoplay: true, slideCount: 9 });

  it('takes timing and looping from the product rules (3 s autoplay, 1 s transition, no loop)', () => {
    expect(settings).toMatchObject({
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 1000,
      infinite: false,
      slidesToScroll: 1,
      // The component draws its own previous/next buttons.
      arrows: false,
    });
    expect(settings.autoplaySpeed).toBe(TESTIMONIAL_SLIDER.autoplaySpeedMs);
    expect(settings.speed).toBe(TESTIMONIAL_SLIDER.speedMs);
  });

  it('expresses "1 below 768, 2 from 768, 3 from 1024" as react-slick max-width breakpoints', () => {
    expect(settings.responsive).toEqual([
      { breakpoint: 767, settings: { slidesToShow: 1 } },
      { breakpoint: 1023, settings: { slidesToShow: 2 } },
    ]);
    expect(settings.slidesToShow).toBe(3);
  });

  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('shows the right number of slides at %p px', (width, expected) => {
    expect(testimonialSlidesToShow(width)).toBe(expected);
    // On first render react-slick 0.31 ignores `responsive`: the top-level value must fit the width.
    expect(testimonialSliderSettings({ rtl: false, autoplay: true, slideCount: 9, viewportWidth: width }).slidesToShow).toBe(expected);
  });

  it('runs right to left for Arabic and stands still when autoplay is off', () => {
    const arabic = testimonialSliderSettings({ rtl: true, autoplay: false, slideCount: 9 });
    expect(arabic.rtl).toBe(true);
    expect(arabic.autoplay).toBe(false);
    expect(settings.rtl).toBe(false);
  });

  it('starts an rtl slider so that the first testimonials are visible', () => {
    // react-slick's rtl start index is (slides - 1 - initialSlide); it must equal slides - slidesToShow.
    const slides = 7;
    for (const width of [375, 800, 1280]) {
      const arabic = testimonialSliderSettings({ rtl: true, autoplay: true, slideCount: slides, viewportWidth: width });
      const show = arabic.slidesToShow ?? 1;
      expect(slides - 1 - (arabic.initialSlide ?? 0)).toBe(sliderPosition({ rtl: true, index: 0, slideCount: slides, slidesToShow: show }).startIndex);
    }
    expect(testimonialSliderSettings({ rtl: false, autoplay: true, slideCount: slides, viewportWidth: 1280 }).initialSlide).toBe(0);
  });

  it('starts the static HTML of an rtl slider where the mounted one starts', () => {
    // Before it is mounted (no window width yet) react-slick shows initialSlide as it is.
    for (const slides of [1, 2, 3, 4, 9]) {
      const arabic = testimonialSliderSettings({ rtl: true, autoplay: false, slideCount: slides });
      const show = arabic.slidesToShow ?? 1;
      expect(arabic.initialSlide).toBe(sliderPosition({ rtl: true, index: 0, slideCount: slides, slidesToShow: show }).startIndex);
    }
    expect(testimonialSliderSettings({ rtl: false, autoplay: false, slideCount: 9 }).initialSlide).toBe(0);
  });
});

describe('the stylesheet of the slider before it has started', () => {
  const css = fs.readFileSync(path.join(__dirname, '../components/Testimonials/Testimonials.module.css'), 'utf8');
  const cardsAcross = (block: string) => Number(/\.carousel\[data-slider='static'\] :global\(\.slick-slide\) \{\s*width: calc\(100% \/ (\d+)\) !important;/.exec(block)?.[1]);

  it('shows as many cards across as the slider at each width', () => {
    const { breakpoints, slidesPerView } = TESTIMONIAL_SLIDER;
    expect(cardsAcross(css.split('@media')[0])).toBe(slidesPerView.base);
    const bands = Array.from(css.matchAll(/@media \(min-width: (\d+)px\) \{([\s\S]*?)\n\}/g))
      .map(([, width, block]) => ({ width: Number(width), across: cardsAcross(block) }))
      .filter((band) => !Number.isNaN(band.across));
    expect(bands.map(({ width, across }) => [width, across])).toEqual([
      [breakpoints.tablet, slidesPerView.tablet],
      [breakpoints.desktop, slidesPerView.desktop],
    ]);
    for (const { width, across } of bands) {
      expect(testimonialSlidesToShow(width)).toBe(across);
      expect(testimonialSlidesToShow(width - 1)).toBeLessThan(across);
    }
  });
});

describe('sliderPosition', () => {
  it('moves forward to higher indexes left to right and stops at the last full view', () => {
    const start = sliderPosition({ rtl: false, index: 0, slideCount: 5, slidesToShow: 3 });
    expect(start).toMatchObject({ startIndex: 0, canGoBack: false, canGoForward: true, forwardIndex: 1, atEnd: false });
    const end = sliderPosition({ rtl: false, index: 2, slideCount: 5, slidesToShow: 3 });
    expect(end).toMatchObject({ canGoBack: true, backIndex: 1, canGoForward: false, atEnd: true });
  });

  it('moves forward to lower indexes right to left, starting from the highest one', () => {
    const start = sliderPosition({ rtl: true, index: 2, slideCount: 5, slidesToShow: 3 });
    expect(start).toMatchObject({ startIndex: 2, canGoBack: false, canGoForward: true, forwardIndex: 1, atEnd: false });
    const end = sliderPosition({ rtl: true, index: 0, slideCount: 5, slidesToShow: 3 });
    expect(end).toMatchObject({ canGoBack: true, backIndex: 1, canGoForward: false, atEnd: true });
  });

  it('has nowhere to go when every slide is visible', () => {
    for (const rtl of [false, true]) {
      const position = sliderPosition({ rtl, index: 0, slideCount: 2, slidesToShow: 3 });
      expect(position).toMatchObject({ startIndex: 0, canGoBack: false, canGoForward: false, atEnd: true });
    }
  });
});
