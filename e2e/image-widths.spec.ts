import { test, expect } from './support';
import { builtPages } from './build-output';
import { neverPicked, narrowestSlot } from './image-slots';

/**
 * Every srcset candidate of the built pages is one some screen picks: a width narrower than the
 * narrowest box its `sizes` asks for is never chosen, yet each one costs its URL in the HTML of
 * every page showing the picture (the home page's team strip repeats 44 of them) and a file in the build.
 */
test('sizes are read as a browser reads them', () => {
  expect(narrowestSlot('(min-width: 768px) 220px, 160px')).toBe(160);
  expect(narrowestSlot('(min-width: 640px) 404px, 100vw')).toBe(320);
  expect(narrowestSlot('(min-width: 960px) 560px, (min-width: 768px) 704px, calc(100vw - 32px)')).toBe(288);
  expect(neverPicked('/a.jpg 55w,\n/b.jpg 110w,\n/c.jpg 220w', '160px')).toEqual([55, 110]);
  expect(neverPicked('/a.jpg 88w', '160px')).toEqual([]);
});

test('no built page offers an image width no screen picks', () => {
  const offending = new Set<string>();
  for (const page of builtPages()) {
    for (const [tag] of page.html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
      const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
      const sizes = /\ssizes="([^"]*)"/i.exec(tag)?.[1];
      if (!srcset || !sizes) continue;
      const dead = neverPicked(srcset, sizes);
      if (dead.length > 0) offending.add(`${page.chunkName}: sizes "${sizes}" offers ${dead.map((width) => `${width}w`).join(', ')}`);
    }
  }
  expect([...offending]).toEqual([]);
});
