import React from 'react';
import type { Language } from '@efe/shared/constants';

/** Small flag pictures for the switcher; decorative, the button text names the language. */
const FLAGS: Record<Language, React.ReactElement> = {
  en: (
    <svg viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      {/* No clip path of its own: the picture's box clips the crosses, and the flag is drawn twice in a page (header and phone menu), where an id would be too. */}
      <g>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="2.4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  ),
  ar: (
    <svg viewBox="0 0 12 6" aria-hidden="true" focusable="false">
      <path fill="#00732f" d="M0 0h12v2H0z" />
      <path fill="#fff" d="M0 2h12v2H0z" />
      <path fill="#000" d="M0 4h12v2H0z" />
      <path fill="#f00" d="M0 0h3v6H0z" />
    </svg>
  ),
  ru: (
    <svg viewBox="0 0 9 6" aria-hidden="true" focusable="false">
      <path fill="#fff" d="M0 0h9v2H0z" />
      <path fill="#0039a6" d="M0 2h9v2H0z" />
      <path fill="#d52b1e" d="M0 4h9v2H0z" />
    </svg>
  ),
};

export function Flag({ language }: { language: Language }) {
  return FLAGS[language];
}
