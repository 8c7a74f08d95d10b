import { useEffect, useState } from 'react';
import { nextTuck, type Tuck } from '../lib/scroll-tuck';

const PHONE = '(max-width: 767px)';

/** True while a visitor on a phone scrolls down through the page (lib/scroll-tuck). */
export function useTuckedWhileReading(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    // Without matchMedia (old browsers, jsdom) nothing counts as a phone: the buttons stay.
    const phone = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
    let state: Tuck = { tucked: false, anchorY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextTuck(state, window.scrollY, document.documentElement.scrollHeight - window.innerHeight);
      setTucked(Boolean(phone?.matches) && state.tucked);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return tucked;
}
