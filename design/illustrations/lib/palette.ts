/**
 * The site's colour tokens (same values as the CSS custom properties), plus the few extra
 * tones a figure needs: skin and natural hair colours are not brand colours, but every other
 * fill in every picture comes from PALETTE so the set reads as one family.
 */
export const PALETTE = {
  navy: '#1d2b4a',
  teal: '#1f6f6a',
  gold: '#c49a4a',
  cream: '#f7f1e6',
  sand: '#eadfcb',
  blush: '#e7b7a3',
  sky: '#cfe3e8',
  white: '#ffffff',
  ink: '#15203a',
} as const;

export type PaletteColour = (typeof PALETTE)[keyof typeof PALETTE];

/** Light to deep, warm undertones so they sit well on cream and sand. */
export const SKIN_TONES = ['#f6d7c0', '#eebf9c', '#d9a077', '#b97a4f', '#8f5a36', '#6a4129'] as const;

export const HAIR_COLOURS = ['#15203a', '#2e2019', '#5a3a24', '#8a5a32', '#c49a4a', '#a9491f'] as const;

/** Clothing colours: palette only, listed so that neighbours in the list contrast. */
export const CLOTHING = [PALETTE.teal, PALETTE.gold, PALETTE.navy, PALETTE.blush, PALETTE.sky, PALETTE.white] as const;
