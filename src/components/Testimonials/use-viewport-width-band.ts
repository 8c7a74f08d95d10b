import { useEffect, useState } from 'react';
import { TESTIMONIAL_SLIDER } from '@efe/shared/constants';

/**
 * A width that stands for the window's breakpoint band (below tablet, tablet, desktop), updated
 * when the window crosses a breakpoint; undefined until mounted (static HTML has no window).
 */
export function useViewportWidthBand(): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setWidth(window.innerWidth);
      return undefined;
    }
    const { tablet, desktop } = TESTIMONIAL_SLIDER.breakpoints;
    const tabletQuery = window.matchMedia(`(min-width: ${tablet}px)`);
    const desktopQuery = window.matchMedia(`(min-width: ${desktop}px)`);
    const update = () => setWidth(desktopQuery.matches ? desktop : tabletQuery.matches ? tablet : 0);
    update();
    tabletQuery.addEventListener('change', update);
    desktopQuery.addEventListener('change', update);
    return () => {
      tabletQuery.removeEventListener('change', update);
      desktopQuery.removeEventListener('change', update);
    };
  }, []);
  return width;
}
