/**
 * Rounded flat figures. A figure is drawn around its hip point in "figure units" and then moved
 * and scaled into the scene, so the same pose code serves adults, teenagers and small children.
 * Faces are deliberately minimal (two dots and a hint of cheek) to stay warm but neutral.
 */
import { PALETTE } from '../lib/palette';
import { circle, ellipse, group, line, n, path, translate } from '../lib/svg';

export type FigureKind = 'adult' | 'teen' | 'child' | 'toddler';
export type HairStyle =
  | 'short'
  | 'buzz'
  | 'bob'
  | 'long'
  | 'bun'
  | 'ponytail'
  | 'curly'
  | 'pigtails'
  | 'scarf';
export type Pose = 'stand' | 'sit' | 'floor';
export type Point = readonly [number, number];

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes: string;
  /** Adds a skirt below the torso (standing) in the top colour. */
  dress?: boolean;
  glasses?: boolean;
  /** Headscarf colour when hairStyle is 'scarf'. */
  scarf?: string;
  /** Small collar / neckline accent colour. */
  collar?: string;
  /** Short beard along the jaw, in the hair colour. */
  beard?: boolean;
}

export interface FigureOptions {
  kind: FigureKind;
  look: Look;
  pose: Pose;
  /** Hand positions relative to the centre of the chest, in figure units (x right, y down). */
  leftHand?: Point;
  rightHand?: Point;
  /** Direction the figure turns: shifts the face and points the knees when sitting. */
  facing?: 1 | -1 | 0;
  /** Seen from behind: no face, hair covers the head. */
  back?: boolean;
  /** Sitting: distance from the seat down to the floor, in figure units. */
  shin?: number;
  walking?: boolean;
  /** Head tilt in degrees (positive leans toward +x). */
  tilt?: number;
  /** How much elbows bow outward. */
  armBend?: number;
}

interface Proportions {
  headR: number;
  neck: number;
  torso: number;
  leg: number;
  shoulder: number;
  hip: number;
  legW: number;
  armW: number;
  handR: number;
}

const PROPORTIONS: Record<FigureKind, Proportions> = {
  adult: { headR: 34, neck: 14, torso: 118, leg: 124, shoulder: 44, hip: 38, legW: 28, armW: 19, handR: 11 },
  teen: { headR: 31, neck: 12, torso: 100, leg: 112, shoulder: 37, hip: 32, legW: 25, armW: 17, handR: 10 },
  child: { headR: 30, neck: 8, torso: 70, leg: 72, shoulder: 29, hip: 26, legW: 21, armW: 15, handR: 9 },
  toddler: { headR: 29, neck: 5, torso: 50, leg: 44, shoulder: 25, hip: 24, legW: 19, armW: 14, handR: 8.5 },
};

export function proportions(kind: FigureKind): Readonly<Proportions> {
  return PROPORTIONS[kind];
}

/** Height from the floor to the top of the head of a standing figure, in figure units. */
export function standingHeight(kind: FigureKind): number {
  const p = PROPORTIONS[kind];
  return p.leg + p.torso + p.neck + p.headR * 1.9;
}

const DEFAULT_HANDS: Record<FigureKind, { left: Point; right: Point }> = {
  adult: { left: [-56, 112], right: [56, 112] },
  teen: { left: [-48, 98], right: [48, 98] },
  child: { left: [-38, 66], right: [38, 66] },
  toddler: { left: [-34, 44], right: [34, 44] },
};

/**
 * Draws a figure. (x, y) is the floor point under a standing figure, the seat surface under a
 * sitting one, or the floor under one sitting on the ground.
 */
export function figure(x: number, y: number, scale: number, options: FigureOptions): string {
  const p = PROPORTIONS[options.kind];
  const hipOffset =
    options.pose === 'stand' ? p.leg : options.pose === 'sit' ? p.legW * 0.45 : p.legW * 0.55;
  const body = drawFigure(p, options);
  return group(body, translate(x, y - hipOffset * scale, scale));
}

function drawFigure(p: Proportions, o: FigureOptions): string {
  const { look } = o;
  const facing = o.facing ?? 0;
  const shoulderY = -p.torso;
  const chest: Point = [0, shoulderY + 8];
  const head: Point = [facing * p.headR * 0.08, shoulderY - p.neck - p.headR * 0.82];
  const parts: string[] = [];

  const defaults = DEFAULT_HANDS[o.kind];
  const leftHand = o.leftHand ?? defaults.left;
  const rightHand = o.rightHand ?? defaults.right;

  parts.push(hairBack(look, head, p.headR, facing));
  parts.push(legs(p, o));
  // Neck sits under the torso's collar and the head.
  parts.push(
    line(`M${n(head[0] * 0.5)} ${n(shoulderY - p.neck - 6)}L0 ${n(shoulderY + 4)}`, look.skin, p.headR * 0.62, ''),
  );
  parts.push(torso(p, o));
  const tilt = o.tilt ?? 0;
  const headParts: string[] = [circle(head[0], head[1], p.headR, look.skin)];
  headParts.push(hairFront(look, head, p.headR, facing, o.back === true));
  if (!o.back) headParts.push(face(look, head, p.headR, facing));
  parts.push(
    tilt === 0
      ? headParts.join('')
      : group(headParts.join(''), `transform="rotate(${n(tilt)} ${n(head[0])} ${n(head[1] + p.headR)})"`),
  );
  parts.push(arm(p, look, [-(p.shoulder - p.armW * 0.55), shoulderY + p.armW * 0.7], add(chest, leftHand), -1, o.armBend));
  parts.push(arm(p, look, [p.shoulder - p.armW * 0.55, shoulderY + p.armW * 0.7], add(chest, rightHand), 1, o.armBend));
  return parts.join('');
}

function add(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1]];
}

function torso(p: Proportions, o: FigureOptions): string {
  const { look } = o;
  const s = p.shoulder;
  const h = p.hip;
  const top = -p.torso;
  const r = s * 0.55;
  let d =
    `M${n(-s)} ${n(top + r)}Q${n(-s)} ${n(top)} ${n(-s + r)} ${n(top)}L${n(s - r)} ${n(top)}` +
    `Q${n(s)} ${n(top)} ${n(s)} ${n(top + r)}`;
  if (look.dress && o.pose === 'stand') {
    const skirt = p.leg * 0.55;
    d += `L${n(h + 2)} ${n(-4)}L${n(h + 16)} ${n(skirt)}Q0 ${n(skirt + 8)} ${n(-h - 16)} ${n(skirt)}L${n(-h - 2)} ${n(-4)}Z`;
  } else {
    d += `L${n(h)} ${n(p.legW * 0.3)}Q0 ${n(p.legW * 0.55)} ${n(-h)} ${n(p.legW * 0.3)}Z`;
  }
  const parts = [path(d, look.top)];
  if (look.collar) {
    parts.push(
      path(
        `M${n(-p.headR * 0.42)} ${n(top)}Q0 ${n(top + p.headR * 0.55)} ${n(p.headR * 0.42)} ${n(top)}Z`,
        look.collar,
      ),
    );
  }
  return parts.join('');
}

function legs(p: Proportions, o: FigureOptions): string {
  const { look } = o;
  const facing = o.facing ?? 0;
  const parts: string[] = [];
  if (o.pose === 'stand') {
    const spread = o.walking ? 16 : 2;
    for (const side of [-1, 1] as const) {
      const hipX = side * p.hip * 0.48;
      const footX = hipX + side * spread;
      const footY = p.leg - p.legW * 0.3;
      parts.push(line(`M${n(hipX)} 0L${n(footX)} ${n(footY)}`, look.bottom, p.legW));
      const toe = facing === 0 ? side * p.legW * 0.25 : facing * p.legW * 0.35;
      parts.push(ellipse(footX + toe, p.leg - p.legW * 0.22, p.legW * 0.7, p.legW * 0.38, look.shoes));
    }
  } else if (o.pose === 'sit') {
    const dir = facing === 0 ? 1 : facing;
    const thigh = p.leg * 0.52;
    const shin = o.shin ?? p.leg * 0.62;
    for (const offset of [0, 1] as const) {
      const kneeX = dir * (thigh + offset * 6);
      const startX = -dir * p.hip * 0.3 + offset * dir * 4;
      parts.push(
        line(`M${n(startX)} ${n(offset * 4)}L${n(kneeX)} ${n(offset * 4)}L${n(kneeX + dir * 4)} ${n(shin)}`, look.bottom, p.legW),
      );
      parts.push(ellipse(kneeX + dir * (4 + p.legW * 0.45), shin + p.legW * 0.2, p.legW * 0.75, p.legW * 0.36, look.shoes));
    }
    if (look.dress) {
      parts.push(
        line(`M${n(-dir * p.hip * 0.4)} 0L${n(dir * thigh * 0.95)} 2`, look.top, p.legW * 1.25),
      );
    }
  } else if (o.kind === 'toddler') {
    // Babies sit with their legs stretched out in a V.
    for (const side of [-1, 1] as const) {
      const footX = side * (p.hip + p.leg * 0.55);
      parts.push(line(`M${n(side * p.hip * 0.4)} 0L${n(footX)} ${n(p.legW * 0.35)}`, look.bottom, p.legW));
      parts.push(circle(footX + side * p.legW * 0.25, p.legW * 0.2, p.legW * 0.48, look.shoes));
    }
  } else {
    // Cross-legged on the floor.
    const w = p.hip + p.leg * 0.45;
    parts.push(line(`M${n(-w)} ${n(p.legW * 0.15)}L${n(w)} ${n(p.legW * 0.15)}`, look.bottom, p.legW * 1.25));
    parts.push(ellipse(-p.hip * 0.45, p.legW * 0.5, p.legW * 0.55, p.legW * 0.3, look.shoes));
    parts.push(ellipse(p.hip * 0.45, p.legW * 0.5, p.legW * 0.55, p.legW * 0.3, look.shoes));
  }
  return parts.join('');
}

/** A curved "noodle" arm that bows outward, with a round hand. */
function arm(p: Proportions, look: Look, shoulder: Point, hand: Point, side: -1 | 1, bend = 16): string {
  const mx = (shoulder[0] + hand[0]) / 2;
  const my = (shoulder[1] + hand[1]) / 2;
  const dx = hand[0] - shoulder[0];
  const dy = hand[1] - shoulder[1];
  const length = Math.hypot(dx, dy) || 1;
  let px = -dy / length;
  let py = dx / length;
  if (Math.abs(px) < 0.05 ? py < 0 : Math.sign(px) !== side) {
    px = -px;
    py = -py;
  }
  const cx = mx + px * bend;
  const cy = my + py * bend;
  const d = `M${n(shoulder[0])} ${n(shoulder[1])}Q${n(cx)} ${n(cy)} ${n(hand[0])} ${n(hand[1])}`;
  return (
    line(d, look.top, p.armW) +
    line(d, PALETTE.ink, p.armW, 'stroke-opacity="0.12"') +
    circle(hand[0], hand[1], p.handR, look.skin)
  );
}

function face(look: Look, [cx, cy]: Point, r: number, facing: number): string {
  const shift = facing * r * 0.22;
  const eyeY = cy + r * 0.1;
  const eyeR = Math.max(2, r * 0.075);
  const parts: string[] = [];
  if (look.beard) {
    parts.push(
      path(
        `M${n(cx - r * 0.97)} ${n(cy + r * 0.05)}Q${n(cx - r * 0.9)} ${n(cy + r * 1.08)} ${n(cx)} ${n(cy + r * 1.14)}` +
          `Q${n(cx + r * 0.9)} ${n(cy + r * 1.08)} ${n(cx + r * 0.97)} ${n(cy + r * 0.05)}` +
          `Q${n(cx + r * 0.62)} ${n(cy + r * 0.7)} ${n(cx)} ${n(cy + r * 0.68)}Q${n(cx - r * 0.62)} ${n(cy + r * 0.7)} ${n(cx - r * 0.97)} ${n(cy + r * 0.05)}Z`,
        look.hair,
      ),
    );
  }
  parts.push(
    circle(cx + shift - r * 0.3, eyeY, eyeR, PALETTE.ink),
    circle(cx + shift + r * 0.3, eyeY, eyeR, PALETTE.ink),
    ellipse(cx + shift - r * 0.48, eyeY + r * 0.3, r * 0.16, r * 0.1, PALETTE.blush, 'opacity="0.75"'),
    ellipse(cx + shift + r * 0.48, eyeY + r * 0.3, r * 0.16, r * 0.1, PALETTE.blush, 'opacity="0.75"'),
    line(
      `M${n(cx + shift - r * 0.14)} ${n(eyeY + r * 0.36)}Q${n(cx + shift)} ${n(eyeY + r * 0.46)} ${n(cx + shift + r * 0.14)} ${n(eyeY + r * 0.36)}`,
      PALETTE.ink,
      Math.max(1.6, r * 0.05),
      'opacity="0.7"',
    ),
  );
  if (look.glasses) {
    const gr = r * 0.2;
    const w = Math.max(1.6, r * 0.05);
    parts.push(
      circle(cx + shift - r * 0.3, eyeY, gr, 'none', `stroke="${PALETTE.ink}" stroke-width="${n(w)}"`),
      circle(cx + shift + r * 0.3, eyeY, gr, 'none', `stroke="${PALETTE.ink}" stroke-width="${n(w)}"`),
      line(`M${n(cx + shift - r * 0.1)} ${n(eyeY)}L${n(cx + shift + r * 0.1)} ${n(eyeY)}`, PALETTE.ink, w),
    );
  }
  return parts.join('');
}

/** Hair behind the head: long hair, buns, ponytails, curls. */
function hairBack(look: Look, [cx, cy]: Point, r: number, facing: number): string {
  const c = look.hair;
  switch (look.hairStyle) {
    case 'bob':
      return path(
        `M${n(cx - r * 1.12)} ${n(cy)}C${n(cx - r * 1.15)} ${n(cy - r * 1.45)} ${n(cx + r * 1.15)} ${n(cy - r * 1.45)} ${n(cx + r * 1.12)} ${n(cy)}` +
          `L${n(cx + r * 1.1)} ${n(cy + r * 0.72)}Q${n(cx)} ${n(cy + r * 0.95)} ${n(cx - r * 1.1)} ${n(cy + r * 0.72)}Z`,
        c,
      );
    case 'long':
      return path(
        `M${n(cx - r * 1.1)} ${n(cy)}C${n(cx - r * 1.15)} ${n(cy - r * 1.45)} ${n(cx + r * 1.15)} ${n(cy - r * 1.45)} ${n(cx + r * 1.1)} ${n(cy)}` +
          `L${n(cx + r * 1.22)} ${n(cy + r * 2.0)}Q${n(cx)} ${n(cy + r * 2.3)} ${n(cx - r * 1.22)} ${n(cy + r * 2.0)}Z`,
        c,
      );
    case 'bun':
      return circle(cx - facing * r * 0.2, cy - r * 1.05, r * 0.46, c);
    case 'ponytail': {
      const side = facing === 0 ? 1 : -facing;
      return ellipse(cx + side * r * 1.0, cy + r * 0.35, r * 0.34, r * 0.8, c, `transform="rotate(${side * -18} ${n(cx + side * r)} ${n(cy)})"`);
    }
    case 'curly': {
      const bumps: string[] = [circle(cx, cy - r * 0.12, r * 1.22, c)];
      for (let i = 0; i < 9; i += 1) {
        const angle = Math.PI * (0.95 + (i * 1.1) / 8);
        bumps.push(circle(cx + Math.cos(angle) * r * 1.2, cy - r * 0.12 + Math.sin(angle) * r * 1.15, r * 0.36, c));
      }
      return bumps.join('');
    }
    case 'pigtails':
      return circle(cx - r * 1.12, cy + r * 0.1, r * 0.38, c) + circle(cx + r * 1.12, cy + r * 0.1, r * 0.38, c);
    case 'scarf':
      return '';
    case 'short':
    case 'buzz':
      return '';
  }
}

/** Hair (or headscarf) in front of the head. */
function hairFront(look: Look, [cx, cy]: Point, r: number, facing: number, back: boolean): string {
  const c = look.hair;
  if (look.hairStyle === 'scarf') {
    const colour = look.scarf ?? PALETTE.teal;
    const outer =
      `M${n(cx - r * 1.2)} ${n(cy + r * 0.1)}C${n(cx - r * 1.28)} ${n(cy - r * 1.55)} ${n(cx + r * 1.28)} ${n(cy - r * 1.55)} ${n(cx + r * 1.2)} ${n(cy + r * 0.1)}` +
      `L${n(cx + r * 1.35)} ${n(cy + r * 1.45)}Q${n(cx)} ${n(cy + r * 1.95)} ${n(cx - r * 1.35)} ${n(cy + r * 1.45)}Z`;
    if (back) return path(outer, colour);
    const fx = cx + facing * r * 0.12;
    const hole =
      `M${n(fx - r * 0.8)} ${n(cy + r * 0.1)}A${n(r * 0.8)} ${n(r * 0.88)} 0 1 0 ${n(fx + r * 0.8)} ${n(cy + r * 0.1)}` +
      `A${n(r * 0.8)} ${n(r * 0.88)} 0 1 0 ${n(fx - r * 0.8)} ${n(cy + r * 0.1)}Z`;
    return path(outer + hole, colour, 'fill-rule="evenodd"');
  }
  if (back) {
    return circle(cx, cy - r * 0.05, r * 1.06, c);
  }
  const mirror = facing < 0 ? -1 : 1;
  let d: string;
  if (look.hairStyle === 'buzz') {
    d = `M${n(-r * 1.02)} ${n(-r * 0.2)}C${n(-r * 1.02)} ${n(-r * 1.4)} ${n(r * 1.02)} ${n(-r * 1.4)} ${n(r * 1.02)} ${n(-r * 0.2)}C${n(r * 0.6)} ${n(-r * 0.72)} ${n(-r * 0.6)} ${n(-r * 0.72)} ${n(-r * 1.02)} ${n(-r * 0.2)}Z`;
  } else if (look.hairStyle === 'curly') {
    const bumps: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const angle = Math.PI * (1.1 + (i * 0.8) / 5);
      bumps.push(circle(cx + Math.cos(angle) * r * 0.8, cy + Math.sin(angle) * r * 0.78, r * 0.34, c));
    }
    return bumps.join('');
  } else {
    d =
      `M${n(-r * 1.06)} ${n(r * 0.15)}C${n(-r * 1.12)} ${n(-r * 1.42)} ${n(r * 1.12)} ${n(-r * 1.42)} ${n(r * 1.06)} ${n(r * 0.15)}` +
      `C${n(r * 0.9)} ${n(-r * 0.45)} ${n(r * 0.2)} ${n(-r * 0.62)} ${n(-r * 0.3)} ${n(-r * 0.42)}` +
      `C${n(-r * 0.7)} ${n(-r * 0.28)} ${n(-r * 0.95)} ${n(-r * 0.1)} ${n(-r * 1.06)} ${n(r * 0.15)}Z`;
  }
  return group(path(d, c), `transform="translate(${n(cx)} ${n(cy)}) scale(${mirror} 1)"`);
}

/** A figure sitting on a seat at `seatY` whose feet rest on `floorY`. */
export function seated(x: number, seatY: number, floorY: number, scale: number, options: Omit<FigureOptions, 'pose' | 'shin'>): string {
  const p = PROPORTIONS[options.kind];
  const hipY = seatY - p.legW * 0.45 * scale;
  const shin = (floorY - hipY) / scale - p.legW * 0.45;
  return figure(x, seatY, scale, { ...options, pose: 'sit', shin });
}
