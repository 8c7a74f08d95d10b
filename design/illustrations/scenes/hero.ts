/**
 * Home page hero: a family at home while the governess reads with the children, the Dubai
 * skyline through an arched window. The left third stays calm for the headline overlay.
 */
import { PALETTE as P } from '../lib/palette';
import { SvgDocument, circle } from '../lib/svg';
import { block, blob, bookOpen, bookStack, bookshelf, globe, mug, plant, roundTable, rug, sparkle, wallFrame } from '../parts/objects';
import { figure } from '../parts/people';
import { look } from '../parts/cast';
import { archedWindow, room } from '../parts/scenery';

export function heroScene(width: number, height: number): string {
  const W = 1600;
  const H = 1000;
  const doc = new SvgDocument(width, height, { width: W, height: H });
  const floorY = 760;
  doc.add(room(doc, W, H, floorY));
  doc.add(
    blob(330, 420, 330, P.sand, 0.55),
    blob(1480, 230, 170, P.blush, 0.35),
    circle(120, 140, 60, P.sky, 'opacity="0.6"'),
    sparkle(560, 170, 22),
    sparkle(610, 230, 12),
    sparkle(80, 620, 14, P.teal),
  );
  doc.add(archedWindow(doc, 760, 110, 420, 590, 'hero'));
  doc.add(bookshelf(1230, floorY - 40, 230, 300, 1));
  doc.add(wallFrame(1260, 240, 120, 150, P.blush));
  doc.add(roundTable(650, floorY + 30, 150, 120, P.gold), globe(650, floorY - 92, 38), mug(690, floorY - 88, 26, P.teal));
  doc.add(plant(560, floorY + 40, 110, P.teal, P.teal));
  doc.add(rug(1020, 875, 420, 70));

  // Governess and two children on the rug around an open book.
  doc.add(
    figure(880, 880, 1.1, {
      kind: 'adult',
      pose: 'floor',
      facing: 1,
      look: look('governess'),
      leftHand: [40, 72],
      rightHand: [96, 66],
      tilt: 6,
    }),
  );
  doc.add(
    figure(1100, 885, 1.15, {
      kind: 'child',
      pose: 'floor',
      facing: -1,
      look: look('girl'),
      leftHand: [-66, 38],
      rightHand: [-30, 46],
      tilt: -6,
    }),
  );
  doc.add(bookOpen(990, 862, 120, P.navy, -2));
  doc.add(bookStack(800, 905, 80, [P.gold, P.teal]));
  doc.add(
    figure(1230, 900, 1.15, {
      kind: 'toddler',
      pose: 'floor',
      facing: -1,
      look: look('toddler'),
      leftHand: [-40, 20],
      rightHand: [36, 24],
    }),
  );
  doc.add(block(1160, 905, 34, P.teal, 'star'), block(1280, 910, 30, P.gold, 'circle'), block(1292, 880, 26, P.blush, 'heart'));

  // Parents watching, the father with his hand raised in a small wave.
  doc.add(
    figure(1390, 940, 1.2, {
      kind: 'adult',
      pose: 'stand',
      facing: -1,
      look: look('mother'),
      leftHand: [-34, 62],
    }),
    mug(1345, 738, 30, P.white),
  );
  doc.add(
    figure(1515, 950, 1.22, {
      kind: 'adult',
      pose: 'stand',
      facing: -1,
      look: look('father'),
      leftHand: [-62, -6],
    }),
  );
  return doc.toString();
}
