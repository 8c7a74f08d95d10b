/**
 * The narrowest box an image's `sizes` can ask for on a screen at least 320 px wide (the narrowest
 * phone we draw for). A browser picks the narrowest srcset candidate at least that box times the
 * screen's density (1 or more), so a candidate narrower than this box is never picked.
 */
export const NARROWEST_VIEWPORT = 320;

const MIN_WIDTH = /^\(min-width:\s*(\d+)px\)\s*/;

/** A length of `sizes` (px, vw, or calc of the two with + or -) at a viewport's width. */
function lengthAt(length: string, viewport: number): number {
  const inner = length.replace(/^calc\((.*)\)$/, '$1');
  const terms = inner.match(/[+-]?\s*[\d.]+(?:px|vw)/g);
  if (!terms || terms.join('').replace(/\s/g, '') !== inner.replace(/\s/g, '')) throw new Error(`sizes length not understood: ${length}`);
  return terms.reduce((sum, term) => {
    const value = Number.parseFloat(term.replace(/\s/g, ''));
    return sum + (term.endsWith('vw') ? (value * viewport) / 100 : value);
  }, 0);
}

export function narrowestSlot(sizes: string): number {
  return Math.min(
    ...sizes.split(',').map((entry) => {
      const trimmed = entry.trim();
      const condition = MIN_WIDTH.exec(trimmed);
      const viewport = Math.max(NARROWEST_VIEWPORT, condition ? Number(condition[1]) : 0);
      return lengthAt(condition ? trimmed.slice(condition[0].length) : trimmed, viewport);
    }),
  );
}

/** The candidates of a srcset no screen picks: narrower than the narrowest box, and not the widest. */
export function neverPicked(srcset: string, sizes: string): number[] {
  const widths = [...srcset.matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1]));
  const slot = narrowestSlot(sizes);
  const widest = Math.max(...widths);
  return widths.filter((width) => width < slot && width !== widest);
}
