/**
 * Whether the floating WhatsApp button is tucked away while a visitor reads on a phone, where it
 * would sit on the lines being read: it hides after a scroll down of TUCK_DISTANCE_PX and comes
 * back after a scroll up of as much, near the top of the page and at its end. Distances count
 * from the turning point, so a slow scroll is judged like a fast one.
 */
export const TUCK_DISTANCE_PX = 24;
export const SHOWN_NEAR_TOP_PX = 160;

export interface Tuck {
  tucked: boolean;
  /** Where the scroll last turned (or the state last changed). */
  anchorY: number;
}

export function nextTuck(previous: Tuck, y: number, maxY: number): Tuck {
  if (y <= SHOWN_NEAR_TOP_PX || y >= maxY - TUCK_DISTANCE_PX) return { tucked: false, anchorY: y };
  const { tucked, anchorY } = previous;
  if (!tucked && y - anchorY >= TUCK_DISTANCE_PX) return { tucked: true, anchorY: y };
  if (tucked && anchorY - y >= TUCK_DISTANCE_PX) return { tucked: false, anchorY: y };
  // Follow the scroll while it moves the other way: the distance counts from where it turns.
  if ((!tucked && y < anchorY) || (tucked && y > anchorY)) return { tucked, anchorY: y };
  return previous;
}
