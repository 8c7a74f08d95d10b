import React, { useEffect, useState } from 'react';
import { useTuckedWhileReading } from '../../hooks/use-tucked-while-reading';
import { SCROLL_TOP_THRESHOLD_PX } from '@efe/shared/constants';
import * as styles from './ScrollTopButton.module.css';

interface Props {
  label: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * "Back to top": shown once the page has scrolled more than 300 px. On a phone it steps aside,
 * like the WhatsApp button, while the visitor scrolls down reading (it would sit on the text),
 * and returns on a scroll up: when going back to the top is what they want.
 */
export function ScrollTopButton({ label }: Props) {
  const [visible, setVisible] = useState(false);
  const tucked = useTuckedWhileReading();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    // One state update per animation frame, however fast scroll events arrive.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible || tucked) return null;

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    // The button disappears at the top; keyboard focus moves to the start of the content instead of
    // being lost on <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} aria-label={label} title={label} onClick={scrollToTop} data-testid="scroll-top">
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
