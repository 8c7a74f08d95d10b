import { pixelDifference, type RawImage } from './pixel-difference';

/** A width × height RGB picture of one colour, with some pixels painted another. */
function picture(width: number, height: number, paint: Array<[number, number, [number, number, number]]> = []): RawImage {
  const data = new Uint8Array(width * height * 3).fill(200);
  for (const [x, y, rgb] of paint) data.set(rgb, (y * width + x) * 3);
  return { width, height, channels: 3, data };
}

describe('pixelDifference', () => {
  it('finds no difference between two equal pictures, nor one within the tolerance', () => {
    expect(pixelDifference(picture(4, 3), picture(4, 3))).toMatchObject({ pixels: 0, box: null });
    expect(pixelDifference(picture(4, 3), picture(4, 3, [[1, 1, [210, 205, 210]]]))).toMatchObject({ pixels: 0 });
  });

  it('counts the pixels that differ and the box around them', () => {
    const changed = picture(5, 4, [
      [1, 1, [0, 0, 0]],
      [3, 2, [255, 0, 0]],
    ]);
    expect(pixelDifference(picture(5, 4), changed)).toMatchObject({ pixels: 2, box: { left: 1, top: 1, right: 3, bottom: 2 } });
  });

  it('counts what one picture has beyond the other as different, and reads RGBA beside RGB', () => {
    const taller = picture(2, 3);
    const rgba: RawImage = { width: 2, height: 2, channels: 4, data: new Uint8Array(2 * 2 * 4).fill(200) };
    expect(pixelDifference(rgba, taller)).toMatchObject({ pixels: 2, box: { left: 0, top: 2, right: 1, bottom: 2 }, sizes: { first: [2, 2], second: [2, 3] } });
  });
});
