/**
 * Backdrops: Dubai-like skylines (generic silhouettes: a stepped needle tower, a sail-shaped
 * hotel, twin towers, a frame and a domed mosque), skies, arched windows, rooms and patterns.
 */
import { PALETTE as P } from '../lib/palette';
import { createRandom } from '../lib/random';
import { SvgDocument, archPath, circle, line, n, path, polygon, rect } from '../lib/svg';
import { cloud, palm } from './objects';

type Building = (x: number, base: number, w: number, h: number, colour: string) => string;

const needleTower: Building = (x, base, w, h, colour) => {
  // Stepped, tapering tower with a spire.
  const tiers = 6;
  const parts: string[] = [];
  for (let i = 0; i < tiers; i += 1) {
    const tw = w * (1 - i / (tiers + 0.5));
    const ty = base - (h * 0.78 * (i + 1)) / tiers;
    parts.push(rect(x + (w - tw) / 2, ty, tw, base - ty, colour, 2));
  }
  parts.push(polygon([[x + w * 0.44, base - h * 0.78], [x + w * 0.5, base - h], [x + w * 0.56, base - h * 0.78]], colour));
  return parts.join('');
};

const sailHotel: Building = (x, base, w, h, colour) =>
  path(`M${n(x)} ${n(base)}L${n(x + w * 0.1)} ${n(base - h)}Q${n(x + w * 1.15)} ${n(base - h * 0.55)} ${n(x + w)} ${n(base)}Z`, colour) +
  line(`M${n(x + w * 0.1)} ${n(base - h)}L${n(x + w * 0.08)} ${n(base - h * 1.08)}`, colour, Math.max(2, w * 0.05));

const twinTowers: Building = (x, base, w, h, colour) =>
  polygon([[x, base], [x, base - h * 0.92], [x + w * 0.42, base - h], [x + w * 0.42, base]], colour) +
  polygon([[x + w * 0.55, base], [x + w * 0.55, base - h * 0.78], [x + w, base - h * 0.86], [x + w, base]], colour);

const frame: Building = (x, base, w, h, colour) =>
  path(`M${n(x)} ${n(base)}V${n(base - h)}H${n(x + w)}V${n(base)}H${n(x + w * 0.78)}V${n(base - h * 0.86)}H${n(x + w * 0.22)}V${n(base)}Z`, colour);

const mosque: Building = (x, base, w, h, colour) =>
  rect(x + w * 0.1, base - h * 0.45, w * 0.7, h * 0.45, colour) +
  path(`M${n(x + w * 0.15)} ${n(base - h * 0.45)}Q${n(x + w * 0.15)} ${n(base - h * 0.9)} ${n(x + w * 0.45)} ${n(base - h * 0.95)}Q${n(x + w * 0.75)} ${n(base - h * 0.9)} ${n(x + w * 0.75)} ${n(base - h * 0.45)}Z`, colour) +
  rect(x + w * 0.86, base - h * 1.35, w * 0.1, h * 1.35, colour, 2) +
  circle(x + w * 0.91, base - h * 1.38, w * 0.07, colour) +
  line(`M${n(x + w * 0.45)} ${n(base - h * 0.95)}L${n(x + w * 0.45)} ${n(base - h * 1.08)}`, colour, Math.max(2, w * 0.03));

const plainTower: Building = (x, base, w, h, colour) => rect(x, base - h, w, h, colour, Math.min(6, w * 0.1));

const roundTopTower: Building = (x, base, w, h, colour) => path(archPath(x, base - h, w, h), colour);

const slantTower: Building = (x, base, w, h, colour) => polygon([[x, base], [x, base - h * 0.85], [x + w, base - h], [x + w, base]], colour);

export interface SkylineOptions {
  /** Key for the deterministic layout. */
  seed: string;
  colour: string;
  /** Tallest landmark height; ordinary towers are a fraction of it. */
  height: number;
  /** Optional windows (small light dots) colour. */
  windows?: string;
  landmarks?: boolean;
}

/** A skyline strip from x to x + width, standing on `base`. */
export function skyline(x: number, base: number, width: number, options: SkylineOptions): string {
  const random = createRandom(`skyline:${options.seed}`);
  const { colour, height } = options;
  const parts: string[] = [];
  const ordinary: Building[] = [plainTower, plainTower, roundTopTower, slantTower];
  const landmarkAt = options.landmarks === false ? [] : [0.18, 0.42, 0.62, 0.86];
  const landmarks: Array<[Building, number, number]> = [
    [sailHotel, 0.09, 0.62],
    [twinTowers, 0.1, 0.6],
    [needleTower, 0.07, 1],
    [frame, 0.08, 0.5],
  ];
  let cursor = x - 10;
  let landmarkIndex = 0;
  while (cursor < x + width) {
    const progress = (cursor - x) / width;
    if (landmarkIndex < landmarkAt.length && progress >= landmarkAt[landmarkIndex]) {
      const [draw, wFrac, hFrac] = landmarks[(landmarkIndex + random.int(0, 0)) % landmarks.length];
      const w = Math.max(40, width * wFrac);
      parts.push(draw(cursor, base, w, height * hFrac, colour));
      cursor += w + random.range(2, 10);
      landmarkIndex += 1;
      continue;
    }
    const w = random.range(width * 0.025, width * 0.05);
    const h = height * random.range(0.18, 0.45);
    const draw = random.pick(ordinary);
    parts.push(draw(cursor, base, w, h, colour));
    if (options.windows && w > 18) {
      for (let wy = base - h + 14; wy < base - 10; wy += 16) {
        if (random.next() < 0.45) parts.push(rect(cursor + w * 0.3, wy, w * 0.15, 5, options.windows, 1, 'opacity="0.55"'));
      }
    }
    cursor += w + random.range(-4, 6);
  }
  return parts.join('');
}

/** A small mosque silhouette, used on its own in calmer skylines. */
export function mosqueSilhouette(x: number, base: number, w: number, h: number, colour: string): string {
  return mosque(x, base, w, h, colour);
}

/** Warm evening sky gradient fill. */
export function warmSky(doc: SvgDocument): string {
  return doc.linearGradient([
    [0, P.sky],
    [0.62, P.cream],
    [1, P.blush],
  ]);
}

export function daySky(doc: SvgDocument): string {
  return doc.linearGradient([
    [0, P.sky],
    [1, P.cream],
  ]);
}

/**
 * Arched window with a view: sky, sun, skyline, a palm, mullions and a sill.
 * (x, y) top-left of the frame; the view is clipped to the arch.
 */
export function archedWindow(doc: SvgDocument, x: number, y: number, w: number, h: number, seed: string): string {
  const inner = archPath(x + w * 0.06, y + w * 0.06, w * 0.88, h - w * 0.06);
  const clip = doc.clipPath(`<path d="${inner}"/>`);
  const base = y + h * 0.86;
  const view =
    rect(x, y, w, h, warmSky(doc)) +
    circle(x + w * 0.68, y + h * 0.4, w * 0.1, P.gold, 'opacity="0.55"') +
    circle(x + w * 0.68, y + h * 0.4, w * 0.16, P.gold, 'opacity="0.15"') +
    cloud(x + w * 0.28, y + h * 0.3, w * 0.09, P.white, 0.8) +
    skyline(x - w * 0.05, base + 2, w * 1.1, { seed: `${seed}:far`, colour: P.sky, height: h * 0.46, landmarks: false }) +
    skyline(x - w * 0.02, base, w * 1.06, { seed, colour: P.teal, height: h * 0.62, windows: P.cream }) +
    rect(x, base - 2, w, h, P.sky) +
    line(`M${n(x + w * 0.2)} ${n(base + h * 0.04)}l${n(w * 0.16)} 0M${n(x + w * 0.5)} ${n(base + h * 0.07)}l${n(w * 0.22)} 0M${n(x + w * 0.12)} ${n(base + h * 0.1)}l${n(w * 0.1)} 0`, P.white, h * 0.008) +
    palm(x + w * 0.86, base + h * 0.14, h * 0.3, P.navy, -8);
  return (
    path(archPath(x, y, w, h), P.white) +
    `<g clip-path="${clip}">${view}</g>` +
    line(`M${n(x + w / 2)} ${n(y + w * 0.06)}L${n(x + w / 2)} ${n(y + h)}`, P.white, w * 0.025) +
    line(`M${n(x + w * 0.06)} ${n(y + h * 0.55)}L${n(x + w * 0.94)} ${n(y + h * 0.55)}`, P.white, w * 0.02, 'opacity="0.9"') +
    path(inner, 'none', `stroke="${P.white}" stroke-width="${n(w * 0.012)}"`) +
    rect(x - w * 0.06, y + h - 4, w * 1.12, w * 0.05, P.sand, 4)
  );
}

/** Room backdrop: wall with a soft wainscot and a floor. Returns the floor line y. */
export function room(doc: SvgDocument, w: number, h: number, floorY: number, wall: string = P.cream, floor: string = P.sand): string {
  const floorFill = doc.linearGradient([
    [0, floor],
    [1, P.cream],
  ]);
  return (
    rect(0, 0, w, h, wall) +
    rect(0, floorY - h * 0.18, w, h * 0.18, P.sand, 0, 'opacity="0.35"') +
    rect(0, floorY - h * 0.18, w, 4, P.white, 0, 'opacity="0.8"') +
    rect(0, floorY, w, h - floorY, floorFill) +
    rect(0, floorY, w, 5, P.gold, 0, 'opacity="0.35"')
  );
}

/** Outdoor backdrop: sky, sun, far skyline, ground. */
export function outdoors(doc: SvgDocument, w: number, h: number, groundY: number, seed: string): string {
  return (
    rect(0, 0, w, h, daySky(doc)) +
    circle(w * 0.8, h * 0.2, h * 0.09, P.gold, 'opacity="0.5"') +
    cloud(w * 0.2, h * 0.2, h * 0.06) +
    cloud(w * 0.6, h * 0.14, h * 0.045, P.white, 0.7) +
    skyline(-20, groundY, w + 40, { seed, colour: P.sky, height: h * 0.5 }) +
    rect(0, groundY, w, h - groundY, P.sand) +
    rect(0, groundY, w, 6, P.white, 0, 'opacity="0.6"')
  );
}

/**
 * Eight-pointed star lattice (a common geometric motif), drawn as a tile pattern. Returns the
 * `url(#id)` fill.
 */
export function starLattice(doc: SvgDocument, size: number, colour: string, opacity: number): string {
  const id = doc.uid('pt');
  const c = size / 2;
  const r = size * 0.32;
  const square = (rotation: number): string =>
    rect(c - r * 0.72, c - r * 0.72, r * 1.44, r * 1.44, 'none', 0, `transform="rotate(${rotation} ${n(c)} ${n(c)})" stroke="${colour}" stroke-width="${n(size * 0.02)}"`);
  doc.addDef(
    `<pattern id="${id}" width="${n(size)}" height="${n(size)}" patternUnits="userSpaceOnUse">` +
      `<g opacity="${opacity}">${square(0)}${square(45)}${circle(0, 0, size * 0.08, colour)}${circle(size, 0, size * 0.08, colour)}${circle(0, size, size * 0.08, colour)}${circle(size, size, size * 0.08, colour)}</g></pattern>`,
  );
  return `url(#${id})`;
}

/** School building with arched windows and a central arched door; (x, base) bottom-left. */
export function schoolBuilding(x: number, base: number, w: number, h: number, wall: string = P.white, accent: string = P.teal): string {
  const parts = [
    rect(x, base - h, w, h, wall, 6),
    rect(x - w * 0.03, base - h - h * 0.06, w * 1.06, h * 0.08, P.gold, 4),
    path(`M${n(x + w * 0.32)} ${n(base - h - h * 0.04)}L${n(x + w * 0.5)} ${n(base - h * 1.32)}L${n(x + w * 0.68)} ${n(base - h - h * 0.04)}Z`, accent),
    circle(x + w * 0.5, base - h * 1.12, h * 0.07, P.cream),
    line(`M${n(x + w * 0.5)} ${n(base - h * 1.32)}L${n(x + w * 0.5)} ${n(base - h * 1.48)}`, P.navy, 3),
    path(`M${n(x + w * 0.5)} ${n(base - h * 1.48)}l${n(h * 0.12)} ${n(h * 0.04)}l${n(-h * 0.12)} ${n(h * 0.04)}Z`, P.blush),
    path(archPath(x + w * 0.42, base - h * 0.5, w * 0.16, h * 0.5), accent),
    line(`M${n(x + w * 0.5)} ${n(base - h * 0.42)}L${n(x + w * 0.5)} ${n(base)}`, P.navy, 2, 'opacity="0.4"'),
  ];
  const cols = 6;
  for (let row = 0; row < 2; row += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (row === 1 && (c === 2 || c === 3)) continue;
      const ww = w * 0.085;
      const wx = x + w * 0.06 + c * ((w * 0.88 - ww) / (cols - 1));
      const wy = base - h * (0.88 - row * 0.42);
      parts.push(path(archPath(wx, wy, ww, h * 0.28), P.sky), line(`M${n(wx + ww / 2)} ${n(wy + ww * 0.2)}L${n(wx + ww / 2)} ${n(wy + h * 0.28)}`, P.white, 2));
    }
  }
  return parts.join('');
}

/** University hall with columns, pediment and steps; (x, base) bottom-left. */
export function universityBuilding(x: number, base: number, w: number, h: number, stone: string = P.white, roof: string = P.navy): string {
  const parts = [
    rect(x - w * 0.04, base - h * 0.06, w * 1.08, h * 0.06, P.sand),
    rect(x - w * 0.02, base - h * 0.11, w * 1.04, h * 0.05, P.sand, 2, 'opacity="0.8"'),
    rect(x, base - h * 0.72, w, h * 0.61, stone),
    rect(x - w * 0.03, base - h * 0.78, w * 1.06, h * 0.07, stone),
    polygon([[x - w * 0.05, base - h * 0.78], [x + w * 0.5, base - h], [x + w * 1.05, base - h * 0.78]], roof),
    circle(x + w * 0.5, base - h * 0.86, h * 0.045, P.gold),
  ];
  const columns = 6;
  for (let i = 0; i < columns; i += 1) {
    const cx = x + w * 0.08 + (i * w * 0.84) / (columns - 1);
    parts.push(rect(cx - w * 0.025, base - h * 0.7, w * 0.05, h * 0.58, P.sand, 3));
  }
  parts.push(path(archPath(x + w * 0.44, base - h * 0.42, w * 0.12, h * 0.31), P.teal));
  return parts.join('');
}
