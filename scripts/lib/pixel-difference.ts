/** How two screenshots differ, pixel by pixel: the count and the box they lie in. */

export interface RawImage {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes a pixel, row by row. */
  channels: number;
  data: Uint8Array;
}

export interface PixelDifference {
  /** Pixels whose red, green and blue differ by more than the tolerance, summed. */
  pixels: number;
  /** Where they are, in pixels from the top-left corner; null when none differ. */
  box: { left: number; top: number; right: number; bottom: number } | null;
  sizes: { first: [number, number]; second: [number, number] };
}

/**
 * Antialiasing and image decoding make one-level differences between two renderings of the same
 * page; a changed colour, text or layout differs by far more than 30 across the three channels.
 */
export const DEFAULT_TOLERANCE = 30;

/** Compares the area the two share; a different size counts every pixel outside it as different. */
export function pixelDifference(first: RawImage, second: RawImage, tolerance = DEFAULT_TOLERANCE): PixelDifference {
  const width = Math.max(first.width, second.width);
  const height = Math.max(first.height, second.height);
  let pixels = 0;
  let box: PixelDifference['box'] = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!differs(first, second, x, y, tolerance)) continue;
      pixels++;
      box = box
        ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
        : { left: x, top: y, right: x, bottom: y };
    }
  }
  return { pixels, box, sizes: { first: [first.width, first.height], second: [second.width, second.height] } };
}

function differs(first: RawImage, second: RawImage, x: number, y: number, tolerance: number): boolean {
  if (x >= first.width || y >= first.height || x >= second.width || y >= second.height) return true;
  const a = (y * first.width + x) * first.channels;
  const b = (y * second.width + x) * second.channels;
  let sum = 0;
  for (let channel = 0; channel < 3; channel++) sum += Math.abs(first.data[a + channel] - second.data[b + channel]);
  return sum > tolerance;
}
