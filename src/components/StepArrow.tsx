import React from 'react';
import { usePageLanguage } from '../hooks/use-page-language';
import { directionOf } from '@efe/shared/language';

const CHEVRONS = { left: 'M10 3 5 8l5 5', right: 'm6 3 5 5-5 5' } as const;

/**
 * The chevron of a pager's step, pointing the way that step goes in the page's reading direction:
 * "Next ›" in English, "التالي ‹" in Arabic. Drawn, not the characters ‹ and ›: the Arabic fonts
 * draw those already turned for right-to-left text, and the browser mirrors them in it too, so
 * as text the Arabic "next" pointed back whichever character was used.
 */
export function StepArrow({ toward }: { toward: 'back' | 'forward' }) {
  const rightToLeft = directionOf(usePageLanguage()) === 'rtl';
  const points = (toward === 'forward') !== rightToLeft ? 'right' : 'left';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="0.8em"
      height="0.8em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid={`step-arrow-${toward}`}
      data-points={points}
    >
      <path d={CHEVRONS[points]} />
    </svg>
  );
}
