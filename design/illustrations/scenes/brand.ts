/**
 * Brand marks and generic pictures: the monogram logo (an "E" inside an arch with a small
 * star), social preview, banners, the default blog picture, the candidate placeholder and the
 * 404 illustration.
 */
import { PALETTE as P } from '../lib/palette';
import { SvgDocument, archPath, circle, ellipse, group, line, path, rect, sparklePath } from '../lib/svg';
import { look } from '../parts/cast';
import { balloon, blob, block, bookOpen, bookStack, cloud, globe, gradCap, mapPin, palm, paperMap, pencil, plant, sparkle } from '../parts/objects';
import { figure } from '../parts/people';
import { skyline, starLattice } from '../parts/scenery';

/** The mark drawn inside a 64x64 box; reused at every size. */
export function logoMark(): string {
  return (
    path(archPath(8, 4, 48, 56), P.navy) +
    path(archPath(13, 9, 38, 46), 'none', `stroke="${P.gold}" stroke-width="1.6"`) +
    path('M24 25H41V29.5H29V35H38.5V39.5H29V45.5H41V50H24Z', P.gold) +
    path(sparklePath(32, 17, 4.6), P.gold)
  );
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Elite Family Education">${logoMark()}</svg>`;
}

/** Square icon for apple-touch / PNG favicons: cream tile so the mark reads on any home screen. */
export function appIconSvg(size: number, tile: boolean): string {
  const background = tile ? rect(0, 0, 64, 64, P.cream) : '';
  const inner = tile ? group(logoMark(), 'transform="translate(8 6) scale(0.75)"') : logoMark();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${background}${inner}</svg>`;
}

export function ogScene(width: number, height: number): string {
  const W = 1200;
  const H = 630;
  const doc = new SvgDocument(width, height, { width: W, height: H });
  const sky = doc.linearGradient([
    [0, P.navy],
    [1, P.ink],
  ]);
  doc.add(rect(0, 0, W, H, sky), rect(0, 0, W, H, starLattice(doc, 90, P.gold, 0.12)));
  doc.add(circle(600, 300, 230, P.teal, 'opacity="0.25"'));
  doc.add(skyline(-20, H - 40, W + 40, { seed: 'og', colour: P.teal, height: 300, windows: P.gold }));
  doc.add(rect(0, H - 42, W, 42, P.ink));
  doc.add(path(archPath(460, 100, 280, 360), P.cream));
  doc.add(group(logoMark(), 'transform="translate(497.6 178) scale(3.2)"'));
  doc.add(sparkle(330, 140, 18, P.gold), sparkle(880, 120, 24, P.gold), sparkle(920, 180, 12, P.gold), sparkle(280, 200, 10, P.gold));
  return doc.toString();
}

export function contactBannerScene(width: number, height: number): string {
  const W = 1600;
  const H = 600;
  const doc = new SvgDocument(width, height, { width: W, height: H });
  const fill = doc.linearGradient(
    [
      [0, P.navy],
      [1, P.teal],
    ],
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  );
  doc.add(rect(0, 0, W, H, fill), rect(0, 0, W, H, starLattice(doc, 120, P.gold, 0.1)));
  doc.add(circle(1350, 170, 90, P.gold, 'opacity="0.25"'), circle(1350, 170, 140, P.gold, 'opacity="0.08"'));
  doc.add(skyline(-20, H + 4, W + 40, { seed: 'banner-far', colour: P.navy, height: 330, landmarks: false }));
  doc.add(group(skyline(-20, H + 4, W + 40, { seed: 'banner', colour: P.ink, height: 280 }), 'opacity="0.85"'));
  doc.add(palm(120, H + 10, 220, P.ink, 8), palm(1500, H + 10, 260, P.ink, -6));
  doc.add(sparkle(260, 110, 14, P.gold, 'opacity="0.8"'), sparkle(980, 80, 18, P.gold, 'opacity="0.8"'), sparkle(1020, 130, 9, P.gold, 'opacity="0.8"'));
  return doc.toString();
}

export function blogDefaultScene(width: number, height: number): string {
  const W = 1200;
  const H = 675;
  const doc = new SvgDocument(width, height, { width: W, height: H });
  doc.add(rect(0, 0, W, H, P.cream));
  doc.add(blob(210, 170, 160, P.sky, 0.6), blob(1010, 520, 200, P.blush, 0.35));
  doc.add(path(archPath(400, 90, 400, 560), P.sand));
  doc.add(rect(0, 540, W, H - 540, P.sand, 0, 'opacity="0.6"'));
  doc.add(bookStack(470, 560, 260, [P.navy, P.teal, P.gold]));
  doc.add(bookOpen(600, 440, 300, P.blush, 0));
  doc.add(gradCap(600, 250, 150));
  doc.add(globe(260, 580, 70), plant(950, 590, 170, P.gold));
  doc.add(pencil(760, 600, 140, -160, P.teal), block(820, 600, 60, P.blush, 'star'));
  doc.add(sparkle(400, 130, 20), sparkle(820, 180, 24), sparkle(860, 240, 12), sparkle(330, 380, 12, P.teal));
  return doc.toString();
}

export function candidatePlaceholderScene(width: number, height: number): string {
  const doc = new SvgDocument(width, height, { width: 600, height: 600 });
  doc.add(rect(0, 0, 600, 600, P.sand));
  doc.add(circle(300, 300, 230, P.cream, 'opacity="0.7"'));
  doc.add(
    group(
      circle(300, 240, 92, P.white) + path('M130 600C130 470 205 380 300 380C395 380 470 470 470 600Z', P.white),
      `fill="${P.white}" opacity="0.95"`,
    ),
  );
  return doc.toString();
}

/** 404: a child holding a paper map looks up at a balloon drifting away along a winding path. */
export function notFoundSvg(): string {
  const doc = new SvgDocument(480, 320);
  doc.add(ellipse(240, 292, 210, 18, P.sand));
  doc.add(blob(250, 150, 130, P.sky, 0.55));
  doc.add(cloud(90, 80, 30, P.white, 1), cloud(400, 60, 24, P.white, 1));
  doc.add(line('M40 290Q120 250 90 220T150 170T250 140', P.gold, 3, 'stroke-dasharray="0.5 9"'));
  doc.add(mapPin(60, 282, 30, P.teal));
  doc.add(balloon(368, 150, 34, P.blush, [330, 200]));
  doc.add(figure(236, 292, 0.62, { kind: 'child', pose: 'stand', facing: 1, look: look('girlCurly', { top: P.teal }), leftHand: [-10, 48], rightHand: [40, 44], tilt: 10 }));
  doc.add(paperMap(196, 238, 66, 42));
  doc.add(plant(420, 296, 60, P.gold), sparkle(330, 80, 10), sparkle(150, 120, 7, P.teal), sparkle(440, 120, 6));
  return doc.toString().replace('preserveAspectRatio="xMidYMid slice"', 'aria-hidden="true"');
}

