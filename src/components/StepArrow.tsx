import React from 'react';
import { usePageLanguage } from '../hooks/use-page-language';
import { directionOf } from '../lib/language';

/**
 * The ‹ or › of a pager's step, pointing the way that step goes in the page's reading direction:
 * "Next ›" in English, "التالي ‹" in Arabic. Chosen here, not left to the browser's mirroring of
 * these characters, which Chromium did not apply inside the buttons (the Arabic "next" pointed back);
 * its own left-to-right isolate keeps a browser that does mirror from turning it round again.
 */
export function StepArrow({ toward }: { toward: 'back' | 'forward' }) {
  const rightToLeft = directionOf(usePageLanguage()) === 'rtl';
  return (
    <span aria-hidden="true" dir="ltr" data-testid={`step-arrow-${toward}`}>
      {(toward === 'forward') !== rightToLeft ? '›' : '‹'}
    </span>
  );
}
