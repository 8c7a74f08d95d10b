// The React of the site or the admin that draws it (ESLint reads their manifests for shared/brand/):
// the shared package installs none, as the API, which also depends on it, draws nothing.
import React from 'react';

/** The brand mark: an arch (home, Dubai architecture) holding a star (a child's potential). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d2b4a" />
      <path d="M16 54V30a16 16 0 0 1 32 0v24" fill="none" stroke="#c49a4a" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 20l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z" fill="#f7f1e6" />
      <path d="M22 54h20" stroke="#f7f1e6" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
