/**
 * Line icons for the "what we deliver" list. They use currentColor and no fills so the site's
 * CSS decides their colour (and they mirror cleanly in right-to-left layouts).
 */
const ICON_ATTRIBUTES =
  'xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"';

function icon(paths: readonly string[]): string {
  return `<svg ${ICON_ATTRIBUTES}>${paths.map((d) => `<path d="${d}"/>`).join('')}</svg>`;
}

export const DELIVER_ICONS = {
  /** Shield with a tick: every candidate is vetted. */
  vetted: icon(['M24 5L39 10.5V22c0 10-6.5 17-15 21C15.5 39 9 32 9 22V10.5Z', 'M17 24l5 5 9.5-10']),
  /** Two interlocking puzzle pieces: family and carer matched. */
  matching: icon([
    'M6 14H24V20A4 4 0 0 1 24 28V34H6Z',
    'M28 14H42V34H28V28A4 4 0 0 0 28 20Z',
    'M15 9V6M33 9V6M24 9V4',
  ]),
  /** A heart resting in an open hand: ongoing support. */
  support: icon([
    'M26 23.5c-6.5-3.6-9-7.6-7.6-10.6 1.3-2.8 5.2-3.2 7.6-0.4 2.4-2.8 6.3-2.4 7.6 0.4 1.4 3-1.1 7-7.6 10.6Z',
    'M5 30h6l7 3h7.5a2.5 2.5 0 0 1 0 5H18',
    'M11 41l10 2.5 14-5.5 7-6.5a2.5 2.5 0 0 0-3.5-3.6L31 33',
  ]),
  /** A seedling on rising steps: growth. */
  growth: icon([
    'M5 42H17V34H29V26H43',
    'M36 26V15',
    'M36 19c0-5.5-4.5-8-10-7.5 0 5.5 4.5 8 10 7.5Z',
    'M36 15.5c0-5 3.5-8 8.5-8 0 5-3.5 8-8.5 8Z',
  ]),
} as const;

export type DeliverIconName = keyof typeof DELIVER_ICONS;
