/**
 * Props: books, blocks, caps, globes, furniture and small signs of learning. Each helper draws
 * around a natural anchor (usually the bottom centre, where the object rests) so scenes can
 * place props on floors, desks and laps without arithmetic.
 */
import { PALETTE as P } from '../lib/palette';
import { archPath, circle, ellipse, group, line, n, path, polygon, rect, sparklePath, starPath } from '../lib/svg';

/** Closed book lying flat; (x, y) is the bottom-left corner. */
export function bookFlat(x: number, y: number, w: number, h: number, cover: string): string {
  return (
    rect(x, y - h, w, h, cover, h * 0.25) +
    rect(x + w * 0.06, y - h * 0.72, w * 0.9, h * 0.42, P.white, h * 0.12) +
    rect(x + w * 0.06, y - h * 0.56, w * 0.9, h * 0.08, P.sand)
  );
}

/** A stack of flat books; returns the markup and the top surface height. */
export function bookStack(x: number, y: number, width: number, covers: readonly string[]): string {
  let top = y;
  const parts: string[] = [];
  covers.forEach((cover, i) => {
    const w = width * (1 - (i % 2) * 0.08);
    const h = width * 0.16;
    const offset = (i % 3) * width * 0.04 - width * 0.03;
    parts.push(bookFlat(x + offset + (width - w) / 2, top, w, h, cover));
    top -= h;
  });
  return parts.join('');
}

/** Upright book seen from the spine; (x, y) bottom-left. */
export function bookSpine(x: number, y: number, w: number, h: number, cover: string, lean = 0): string {
  const body = rect(0, -h, w, h, cover, w * 0.18) + rect(w * 0.2, -h * 0.82, w * 0.6, h * 0.08, P.gold, 2) + rect(w * 0.2, -h * 0.24, w * 0.6, h * 0.05, P.cream, 2, 'opacity="0.7"');
  return group(body, `transform="translate(${n(x)} ${n(y)}) rotate(${n(lean)})"`);
}

/** Open book facing the viewer; (cx, cy) centre of the spine's bottom. */
export function bookOpen(cx: number, cy: number, w: number, cover: string = P.teal, tilt = 0): string {
  const h = w * 0.42;
  const half = w / 2;
  const page = (side: -1 | 1): string => {
    const d =
      `M0 0Q${n(side * half * 0.5)} ${n(-h * 0.12)} ${n(side * half)} ${n(-h * 0.02)}` +
      `L${n(side * half)} ${n(-h)}Q${n(side * half * 0.5)} ${n(-h * 1.1)} 0 ${n(-h * 0.95)}Z`;
    const lines: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const ly = -h * 0.95 + (h * 0.85 * i) / 5;
      lines.push(line(`M${n(side * half * 0.15)} ${n(ly)}L${n(side * half * (0.82 - (i === 4 ? 0.25 : 0)))} ${n(ly)}`, P.sand, Math.max(1.5, w * 0.022)));
    }
    return path(d, P.white) + lines.join('');
  };
  const coverShape = path(
    `M${n(-half - w * 0.04)} ${n(-h * 0.98)}L${n(-half - w * 0.04)} ${n(h * 0.05)}Q0 ${n(-h * 0.02)} ${n(half + w * 0.04)} ${n(h * 0.05)}L${n(half + w * 0.04)} ${n(-h * 0.98)}Z`,
    cover,
  );
  return group(coverShape + page(-1) + page(1) + line(`M0 0L0 ${n(-h * 0.95)}`, P.sand, Math.max(1.5, w * 0.015)), `transform="translate(${n(cx)} ${n(cy)}) rotate(${n(tilt)})"`);
}

/** Toy block with a simple shape on its face; (x, y) bottom-left, size s. */
export function block(x: number, y: number, s: number, colour: string, mark: 'circle' | 'triangle' | 'star' | 'heart', markColour: string = P.white): string {
  const depth = s * 0.18;
  const parts = [
    polygon([[x, y - s], [x + depth, y - s - depth], [x + s + depth, y - s - depth], [x + s, y - s]], colour, 'opacity="0.75"'),
    polygon([[x + s, y], [x + s, y - s], [x + s + depth, y - s - depth], [x + s + depth, y - depth]], P.ink, 'opacity="0.18"'),
    rect(x, y - s, s, s, colour, s * 0.12),
  ];
  const cx = x + s / 2;
  const cy = y - s / 2;
  const r = s * 0.26;
  if (mark === 'circle') parts.push(circle(cx, cy, r, markColour));
  if (mark === 'triangle') parts.push(polygon([[cx, cy - r], [cx + r, cy + r * 0.8], [cx - r, cy + r * 0.8]], markColour));
  if (mark === 'star') parts.push(path(starPath(cx, cy + r * 0.08, r * 1.1), markColour));
  if (mark === 'heart') parts.push(path(heartPath(cx, cy + r * 0.2, r * 1.1), markColour));
  return parts.join('');
}

export function heartPath(cx: number, cy: number, r: number): string {
  return (
    `M${n(cx)} ${n(cy + r * 0.8)}C${n(cx - r * 1.6)} ${n(cy - r * 0.2)} ${n(cx - r * 0.8)} ${n(cy - r * 1.3)} ${n(cx)} ${n(cy - r * 0.5)}` +
    `C${n(cx + r * 0.8)} ${n(cy - r * 1.3)} ${n(cx + r * 1.6)} ${n(cy - r * 0.2)} ${n(cx)} ${n(cy + r * 0.8)}Z`
  );
}

/** Mortarboard; (cx, cy) centre of the board. */
export function gradCap(cx: number, cy: number, s: number, colour: string = P.navy, tassel: string = P.gold): string {
  return (
    path(`M${n(cx - s * 0.32)} ${n(cy + s * 0.05)}L${n(cx - s * 0.32)} ${n(cy + s * 0.3)}Q${n(cx)} ${n(cy + s * 0.45)} ${n(cx + s * 0.32)} ${n(cy + s * 0.3)}L${n(cx + s * 0.32)} ${n(cy + s * 0.05)}Z`, colour) +
    path(`M${n(cx - s * 0.32)} ${n(cy + s * 0.2)}Q${n(cx)} ${n(cy + s * 0.34)} ${n(cx + s * 0.32)} ${n(cy + s * 0.2)}`, 'none', `stroke="${P.ink}" stroke-opacity="0.25" stroke-width="${n(s * 0.03)}"`) +
    polygon([[cx - s * 0.62, cy], [cx, cy - s * 0.24], [cx + s * 0.62, cy], [cx, cy + s * 0.24]], colour) +
    polygon([[cx - s * 0.62, cy], [cx, cy - s * 0.24], [cx + s * 0.62, cy]], P.white, 'opacity="0.12"') +
    line(`M${n(cx)} ${n(cy)}L${n(cx + s * 0.42)} ${n(cy + s * 0.1)}L${n(cx + s * 0.44)} ${n(cy + s * 0.42)}`, tassel, s * 0.035) +
    ellipse(cx + s * 0.44, cy + s * 0.46, s * 0.045, s * 0.08, tassel) +
    circle(cx, cy, s * 0.045, tassel)
  );
}

/** Desk globe on a stand; (cx, y) bottom centre of the base. */
export function globe(cx: number, y: number, r: number): string {
  const gy = y - r * 1.45;
  const continents = [
    `M${n(cx - r * 0.55)} ${n(gy - r * 0.5)}q${n(r * 0.35)} ${n(-r * 0.2)} ${n(r * 0.55)} ${n(r * 0.05)}q${n(r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.15)} ${n(r * 0.45)}q${n(-r * 0.3)} ${n(r * 0.1)} ${n(-r * 0.45)} ${n(-r * 0.1)}q${n(-r * 0.15)} ${n(-r * 0.25)} ${n(r * 0.05)} ${n(-r * 0.4)}z`,
    `M${n(cx + r * 0.1)} ${n(gy - r * 0.1)}q${n(r * 0.45)} ${n(-r * 0.15)} ${n(r * 0.6)} ${n(r * 0.2)}q${n(r * 0.05)} ${n(r * 0.35)} ${n(-r * 0.3)} ${n(r * 0.55)}q${n(-r * 0.25)} ${n(-r * 0.1)} ${n(-r * 0.3)} ${n(-r * 0.4)}q${n(-r * 0.05)} ${n(-r * 0.2)} 0 ${n(-r * 0.35)}z`,
    `M${n(cx - r * 0.5)} ${n(gy + r * 0.35)}q${n(r * 0.2)} ${n(-r * 0.08)} ${n(r * 0.3)} ${n(r * 0.12)}q${n(-r * 0.05)} ${n(r * 0.2)} ${n(-r * 0.25)} ${n(r * 0.15)}z`,
  ];
  return (
    ellipse(cx, y - r * 0.06, r * 0.6, r * 0.12, P.navy) +
    line(`M${n(cx)} ${n(y - r * 0.1)}L${n(cx)} ${n(y - r * 0.4)}`, P.navy, r * 0.12) +
    path(`M${n(cx - r * 1.1)} ${n(gy)}A${n(r * 1.12)} ${n(r * 1.12)} 0 0 0 ${n(cx + r * 0.7)} ${n(gy + r * 0.88)}`, 'none', `stroke="${P.gold}" stroke-width="${n(r * 0.1)}" stroke-linecap="round"`) +
    circle(cx, gy, r, P.sky) +
    group(continents.map((d) => path(d, P.teal)).join(''), '') +
    path(`M${n(cx - r)} ${n(gy)}A${n(r)} ${n(r)} 0 0 0 ${n(cx + r)} ${n(gy)}A${n(r)} ${n(r * 0.6)} 0 0 1 ${n(cx - r)} ${n(gy)}Z`, P.ink, 'opacity="0.08"') +
    circle(cx - r * 0.35, gy - r * 0.4, r * 0.14, P.white, 'opacity="0.55"')
  );
}

/** Potted plant; (cx, y) bottom centre of the pot. */
export function plant(cx: number, y: number, s: number, pot: string = P.blush, leaf: string = P.teal): string {
  const leaves: string[] = [];
  const angles = [-60, -35, -12, 12, 35, 60, 0];
  angles.forEach((a, i) => {
    const len = s * (i === 6 ? 1.05 : 0.8 + (i % 2) * 0.15);
    leaves.push(
      group(
        path(`M0 0C${n(-s * 0.16)} ${n(-len * 0.35)} ${n(-s * 0.12)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(s * 0.12)} ${n(-len * 0.8)} ${n(s * 0.16)} ${n(-len * 0.35)} 0 0Z`, leaf, i % 2 ? 'opacity="0.85"' : ''),
        `transform="translate(${n(cx)} ${n(y - s * 0.5)}) rotate(${a})"`,
      ),
    );
  });
  return leaves.join('') + path(`M${n(cx - s * 0.34)} ${n(y - s * 0.55)}L${n(cx + s * 0.34)} ${n(y - s * 0.55)}L${n(cx + s * 0.26)} ${n(y)}L${n(cx - s * 0.26)} ${n(y)}Z`, pot) + rect(cx - s * 0.38, y - s * 0.62, s * 0.76, s * 0.12, pot, s * 0.04);
}

/** Palm tree silhouette; (x, y) base of the trunk, h total height. */
export function palm(x: number, y: number, h: number, colour: string, lean = 6): string {
  const topX = x + h * Math.sin((lean * Math.PI) / 180);
  const topY = y - h;
  const trunk = line(`M${n(x)} ${n(y)}Q${n(x + (topX - x) * 0.2)} ${n(y - h * 0.55)} ${n(topX)} ${n(topY)}`, colour, h * 0.06);
  const fronds: string[] = [];
  const angles = [-160, -130, -100, -75, -45, -18];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = h * 0.42;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - len * 0.08;
    fronds.push(path(`M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - h * 0.07)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + h * 0.03)} ${n(topX)} ${n(topY)}Z`, colour));
  }
  return trunk + fronds.join('') + circle(topX, topY, h * 0.035, colour);
}

/** Armchair seen from the front-side; (x, y) floor point at the chair's centre; returns seat height. */
export function armchair(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.9;
  return (
    rect(x - w * 0.42, y - w * 0.08, w * 0.06, w * 0.08, P.ink, 2) +
    rect(x + w * 0.36, y - w * 0.08, w * 0.06, w * 0.08, P.ink, 2) +
    rect(x - w * 0.5, y - h, w, h * 0.62, colour, w * 0.16) +
    rect(x - w * 0.5, y - h * 0.5, w, h * 0.42, colour, w * 0.1) +
    rect(x - w * 0.5, y - h * 0.5, w, h * 0.42, P.ink, w * 0.1, 'opacity="0.1"') +
    rect(x - w * 0.58, y - h * 0.62, w * 0.2, h * 0.55, colour, w * 0.08) +
    rect(x + w * 0.38, y - h * 0.62, w * 0.2, h * 0.55, colour, w * 0.08)
  );
}

/** Sofa; (x, y) floor point at centre. Seat surface is at y - w*0.2. */
export function sofa(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.36;
  return (
    rect(x - w * 0.44, y - w * 0.04, w * 0.03, w * 0.04, P.ink) +
    rect(x + w * 0.41, y - w * 0.04, w * 0.03, w * 0.04, P.ink) +
    rect(x - w * 0.46, y - h, w * 0.92, h * 0.7, colour, w * 0.05) +
    rect(x - w * 0.46, y - h * 0.56, w * 0.92, h * 0.5, colour, w * 0.04) +
    rect(x - w * 0.46, y - h * 0.56, w * 0.92, h * 0.5, P.ink, w * 0.04, 'opacity="0.1"') +
    rect(x - w * 0.5, y - h * 0.78, w * 0.1, h * 0.72, colour, w * 0.04) +
    rect(x + w * 0.4, y - h * 0.78, w * 0.1, h * 0.72, colour, w * 0.04) +
    rect(x - w * 0.3, y - h * 0.9, w * 0.16, h * 0.34, P.blush, w * 0.03, `transform="rotate(-6 ${n(x - w * 0.22)} ${n(y - h * 0.7)})"`)
  );
}

/** Simple chair in side view, facing +x or -x; (x, y) floor under the seat centre. Seat at y - h*0.5. */
export function chair(x: number, y: number, h: number, colour: string, facing: 1 | -1 = 1): string {
  const seatY = y - h * 0.5;
  const backX = x - facing * h * 0.28;
  return (
    line(`M${n(x - h * 0.26)} ${n(seatY)}L${n(x - h * 0.26)} ${n(y)}M${n(x + h * 0.26)} ${n(seatY)}L${n(x + h * 0.26)} ${n(y)}`, colour, h * 0.05) +
    line(`M${n(backX)} ${n(seatY)}L${n(backX - facing * h * 0.04)} ${n(y - h)}`, colour, h * 0.06) +
    rect(x - h * 0.32, seatY - h * 0.05, h * 0.64, h * 0.07, colour, h * 0.03) +
    rect(backX - facing * h * 0.06 - h * 0.04, y - h * 0.98, h * 0.08, h * 0.3, colour, h * 0.04)
  );
}

/** Table / desk; (x, y) floor at the left leg, top surface at y - h. */
export function table(x: number, y: number, w: number, h: number, top: string, legs: string = P.navy): string {
  return (
    line(`M${n(x + w * 0.08)} ${n(y - h)}L${n(x + w * 0.1)} ${n(y)}M${n(x + w * 0.92)} ${n(y - h)}L${n(x + w * 0.9)} ${n(y)}`, legs, Math.max(6, w * 0.025)) +
    rect(x, y - h - w * 0.035, w, w * 0.04, top, w * 0.015)
  );
}

/** Round side table with a pedestal; top surface at y - h. */
export function roundTable(cx: number, y: number, w: number, h: number, top: string): string {
  return (
    ellipse(cx, y - 4, w * 0.22, 6, P.navy) +
    line(`M${n(cx)} ${n(y - 4)}L${n(cx)} ${n(y - h)}`, P.navy, w * 0.05) +
    ellipse(cx, y - h, w * 0.5, w * 0.07, top) +
    ellipse(cx, y - h + w * 0.03, w * 0.5, w * 0.06, P.ink, 'opacity="0.12"')
  );
}

/** Laptop in 3/4 view; (x, y) front-left corner resting on a surface. */
export function laptop(x: number, y: number, w: number, screen: string = P.sky, facing: 1 | -1 = 1): string {
  const body =
    path(`M0 0L${n(w)} 0L${n(w * 0.92)} ${n(-w * 0.06)}L${n(w * 0.08)} ${n(-w * 0.06)}Z`, P.navy) +
    path(`M${n(w * 0.1)} ${n(-w * 0.06)}L${n(w * 0.05)} ${n(-w * 0.66)}L${n(w * 0.95)} ${n(-w * 0.66)}L${n(w * 0.9)} ${n(-w * 0.06)}Z`, P.navy) +
    path(`M${n(w * 0.15)} ${n(-w * 0.11)}L${n(w * 0.11)} ${n(-w * 0.61)}L${n(w * 0.89)} ${n(-w * 0.61)}L${n(w * 0.85)} ${n(-w * 0.11)}Z`, screen);
  return group(body, `transform="translate(${n(x + (facing < 0 ? w : 0))} ${n(y)}) scale(${facing} 1)"`);
}

/** Desk lamp; (x, y) base centre. */
export function lamp(x: number, y: number, h: number, colour: string = P.gold, facing: 1 | -1 = 1): string {
  const f = facing;
  return (
    ellipse(x, y - h * 0.03, h * 0.2, h * 0.05, P.navy) +
    line(`M${n(x)} ${n(y - h * 0.05)}L${n(x - f * h * 0.15)} ${n(y - h * 0.55)}L${n(x + f * h * 0.25)} ${n(y - h * 0.85)}`, P.navy, h * 0.05) +
    path(`M${n(x + f * h * 0.15)} ${n(y - h)}L${n(x + f * h * 0.45)} ${n(y - h * 0.7)}Q${n(x + f * h * 0.2)} ${n(y - h * 0.55)} ${n(x + f * h * 0.05)} ${n(y - h * 0.83)}Z`, colour) +
    path(`M${n(x + f * h * 0.45)} ${n(y - h * 0.7)}L${n(x + f * h * 0.75)} ${n(y + 0)}L${n(x + f * h * 0.0)} ${n(y)}L${n(x + f * h * 0.05)} ${n(y - h * 0.83)}Z`, P.gold, 'opacity="0.12"')
  );
}

/** Mug; (x, y) bottom centre. */
export function mug(x: number, y: number, s: number, colour: string): string {
  return (
    path(`M${n(x + s * 0.3)} ${n(y - s * 0.75)}q${n(s * 0.32)} 0 ${n(s * 0.32)} ${n(s * 0.28)}q0 ${n(s * 0.28)} ${n(-s * 0.32)} ${n(s * 0.28)}`, 'none', `stroke="${colour}" stroke-width="${n(s * 0.1)}"`) +
    rect(x - s * 0.38, y - s, s * 0.76, s, colour, s * 0.14)
  );
}

/** Pencil lying at an angle; (x, y) tip. */
export function pencil(x: number, y: number, len: number, angle: number, colour: string = P.gold): string {
  const w = len * 0.11;
  const body =
    polygon([[0, 0], [w * 1.1, -w / 2], [w * 1.1, w / 2]], P.sand) +
    polygon([[0, 0], [w * 0.4, -w * 0.18], [w * 0.4, w * 0.18]], P.ink) +
    rect(w * 1.1, -w / 2, len - w * 1.6, w, colour) +
    rect(len - w * 0.5, -w / 2, w * 0.5, w, P.blush, w * 0.2);
  return group(body, `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"`);
}

/** Backpack; (cx, y) bottom centre. */
export function backpack(cx: number, y: number, s: number, colour: string, accent: string = P.gold): string {
  return (
    path(`M${n(cx - s * 0.18)} ${n(y - s)}q${n(s * 0.18)} ${n(-s * 0.22)} ${n(s * 0.36)} 0`, 'none', `stroke="${P.navy}" stroke-width="${n(s * 0.06)}"`) +
    rect(cx - s * 0.4, y - s, s * 0.8, s, colour, s * 0.22) +
    rect(cx - s * 0.28, y - s * 0.45, s * 0.56, s * 0.36, accent, s * 0.1) +
    line(`M${n(cx - s * 0.16)} ${n(y - s * 0.33)}L${n(cx + s * 0.16)} ${n(y - s * 0.33)}`, P.white, s * 0.03, 'opacity="0.7"')
  );
}

/** Wheeled suitcase; (cx, y) bottom centre. */
export function suitcase(cx: number, y: number, s: number, colour: string): string {
  return (
    line(`M${n(cx - s * 0.15)} ${n(y - s * 1.02)}L${n(cx - s * 0.15)} ${n(y - s * 1.35)}L${n(cx + s * 0.15)} ${n(y - s * 1.35)}L${n(cx + s * 0.15)} ${n(y - s * 1.02)}`, P.navy, s * 0.05) +
    circle(cx - s * 0.24, y - s * 0.04, s * 0.06, P.ink) +
    circle(cx + s * 0.24, y - s * 0.04, s * 0.06, P.ink) +
    rect(cx - s * 0.36, y - s * 1.05, s * 0.72, s * 0.98, colour, s * 0.1) +
    line(`M${n(cx - s * 0.14)} ${n(y - s * 0.95)}L${n(cx - s * 0.14)} ${n(y - s * 0.17)}M${n(cx + s * 0.14)} ${n(y - s * 0.95)}L${n(cx + s * 0.14)} ${n(y - s * 0.17)}`, P.ink, s * 0.04, 'opacity="0.2"') +
    rect(cx - s * 0.36, y - s * 0.68, s * 0.72, s * 0.1, P.gold)
  );
}

/** Passenger plane seen from below-side; (cx, cy) centre, heading right by default. */
export function airplane(cx: number, cy: number, s: number, colour: string = P.white, angle = -12): string {
  const body =
    path(`M${n(-s * 0.1)} ${n(-s * 0.02)}L${n(-s * 0.32)} ${n(-s * 0.36)}L${n(-s * 0.2)} ${n(-s * 0.36)}L${n(s * 0.14)} ${n(-s * 0.04)}Z`, colour, 'opacity="0.85"') +
    path(`M${n(-s * 0.6)} 0Q${n(-s * 0.6)} ${n(-s * 0.09)} ${n(-s * 0.45)} ${n(-s * 0.09)}L${n(s * 0.5)} ${n(-s * 0.09)}Q${n(s * 0.66)} ${n(-s * 0.05)} ${n(s * 0.66)} 0Q${n(s * 0.66)} ${n(s * 0.07)} ${n(s * 0.5)} ${n(s * 0.09)}L${n(-s * 0.45)} ${n(s * 0.09)}Q${n(-s * 0.6)} ${n(s * 0.09)} ${n(-s * 0.6)} 0Z`, colour) +
    path(`M${n(-s * 0.55)} ${n(-s * 0.05)}L${n(-s * 0.68)} ${n(-s * 0.3)}L${n(-s * 0.56)} ${n(-s * 0.3)}L${n(-s * 0.4)} ${n(-s * 0.05)}Z`, P.gold) +
    path(`M${n(-s * 0.1)} ${n(s * 0.04)}L${n(-s * 0.3)} ${n(s * 0.4)}L${n(-s * 0.16)} ${n(s * 0.4)}L${n(s * 0.16)} ${n(s * 0.04)}Z`, colour) +
    line(`M${n(-s * 0.3)} ${n(-s * 0.02)}L${n(s * 0.4)} ${n(-s * 0.02)}`, P.sky, s * 0.04, `stroke-dasharray="${n(s * 0.001)} ${n(s * 0.08)}"`);
  return group(body, `transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"`);
}

/** Dashed travel route between two points with a curve. */
export function dashedRoute(x1: number, y1: number, x2: number, y2: number, lift: number, colour: string, width = 4): string {
  const mx = (x1 + x2) / 2;
  const my = Math.min(y1, y2) - lift;
  return line(`M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`, colour, width, `stroke-dasharray="${n(width * 0.1)} ${n(width * 3.2)}"`);
}

/** Map pin; (x, y) the point. */
export function mapPin(x: number, y: number, s: number, colour: string = P.gold): string {
  return (
    path(`M${n(x)} ${n(y)}C${n(x - s * 0.15)} ${n(y - s * 0.4)} ${n(x - s * 0.42)} ${n(y - s * 0.55)} ${n(x - s * 0.42)} ${n(y - s * 0.85)}A${n(s * 0.42)} ${n(s * 0.42)} 0 1 1 ${n(x + s * 0.42)} ${n(y - s * 0.85)}C${n(x + s * 0.42)} ${n(y - s * 0.55)} ${n(x + s * 0.15)} ${n(y - s * 0.4)} ${n(x)} ${n(y)}Z`, colour) +
    circle(x, y - s * 0.85, s * 0.16, P.white)
  );
}

/** Folded paper map; (x, y) top-left. */
export function paperMap(x: number, y: number, w: number, h: number): string {
  const third = w / 3;
  const panels = [P.cream, P.sand, P.cream]
    .map((colour, i) => polygon([[x + third * i, y + (i % 2) * h * 0.06], [x + third * (i + 1), y + ((i + 1) % 2) * h * 0.06], [x + third * (i + 1), y + h + ((i + 1) % 2) * h * 0.06], [x + third * i, y + h + (i % 2) * h * 0.06]], colour))
    .join('');
  return (
    panels +
    path(`M${n(x + w * 0.05)} ${n(y + h * 0.55)}q${n(w * 0.15)} ${n(-h * 0.35)} ${n(w * 0.35)} ${n(-h * 0.1)}q${n(w * 0.2)} ${n(h * 0.25)} ${n(w * 0.45)} ${n(-h * 0.25)}`, 'none', `stroke="${P.teal}" stroke-width="${n(w * 0.02)}" stroke-dasharray="${n(w * 0.04)} ${n(w * 0.03)}" stroke-linecap="round"`) +
    path(`M${n(x + w * 0.1)} ${n(y + h * 0.75)}q${n(w * 0.12)} ${n(-h * 0.12)} ${n(w * 0.22)} 0q${n(w * 0.1)} ${n(h * 0.1)} ${n(w * 0.05)} ${n(h * 0.15)}z`, P.sky) +
    mapPin(x + w * 0.86, y + h * 0.32, h * 0.35, P.blush)
  );
}

/** Hot-air style party balloon on a string; (x, y) the bottom of the string. */
export function balloon(x: number, y: number, s: number, colour: string, stringTo?: readonly [number, number]): string {
  const by = y - s * 2.2;
  const [sx, sy] = stringTo ?? [x, y];
  return (
    line(`M${n(x)} ${n(by + s * 0.62)}Q${n((x + sx) / 2 + s * 0.3)} ${n((by + sy) / 2)} ${n(sx)} ${n(sy)}`, P.navy, Math.max(1.5, s * 0.03)) +
    ellipse(x, by, s * 0.5, s * 0.6, colour) +
    polygon([[x - s * 0.08, by + s * 0.68], [x + s * 0.08, by + s * 0.68], [x, by + s * 0.58]], colour) +
    ellipse(x - s * 0.18, by - s * 0.22, s * 0.1, s * 0.16, P.white, 'opacity="0.45"')
  );
}

export function sparkle(cx: number, cy: number, r: number, colour: string = P.gold, extra = ''): string {
  return path(sparklePath(cx, cy, r), colour, extra);
}

export function star(cx: number, cy: number, r: number, colour: string = P.gold, extra = ''): string {
  return path(starPath(cx, cy, r), colour, extra);
}

/** Soft cloud made of overlapping circles; (cx, cy) centre of its flat bottom. */
export function cloud(cx: number, cy: number, s: number, colour: string = P.white, opacity = 0.9): string {
  return group(
    rect(cx - s, cy - s * 0.36, s * 2, s * 0.36, colour, s * 0.18) +
      circle(cx - s * 0.35, cy - s * 0.36, s * 0.36, colour) +
      circle(cx + s * 0.25, cy - s * 0.45, s * 0.48, colour),
    `opacity="${opacity}"`,
  );
}

/** Wall bookshelf with a mix of book spines; (x, y) bottom-left of the shelf unit. */
export function bookshelf(x: number, y: number, w: number, h: number, seedOffset = 0): string {
  const parts = [rect(x, y - h, w, h, P.sand, 8), rect(x + 8, y - h + 8, w - 16, h - 16, P.cream, 4)];
  const rows = 3;
  const rowH = (h - 16) / rows;
  const covers = [P.teal, P.navy, P.gold, P.blush, P.sky, P.teal, P.gold, P.navy];
  for (let r = 0; r < rows; r += 1) {
    const base = y - 8 - r * rowH;
    parts.push(rect(x + 4, base - 6, w - 8, 8, P.sand));
    let bx = x + 14;
    let i = r * 3 + seedOffset;
    while (bx < x + w - 40) {
      const bw = 12 + ((i * 7) % 9);
      const bh = rowH * (0.55 + ((i * 5) % 4) * 0.08);
      if ((i + r) % 5 === 4) {
        parts.push(bookSpine(bx + 4, base - 6, bw, bh * 0.9, covers[i % covers.length], 14));
        bx += bw + 18;
      } else {
        parts.push(bookSpine(bx, base - 6, bw, bh, covers[i % covers.length]));
        bx += bw + 3;
      }
      i += 1;
    }
    if (r === 1) parts.push(plant(x + w - 26, base - 6, rowH * 0.5, P.blush));
  }
  return parts.join('');
}

/** Hanging baby mobile with stars and a moon; (cx, y) the ceiling hook. */
export function mobile(cx: number, y: number, s: number): string {
  const parts = [
    line(`M${n(cx)} ${n(y)}L${n(cx)} ${n(y + s * 0.3)}`, P.navy, 3),
    line(`M${n(cx - s * 0.6)} ${n(y + s * 0.3)}L${n(cx + s * 0.6)} ${n(y + s * 0.3)}`, P.gold, s * 0.04),
  ];
  const items: Array<[number, number, string]> = [[-0.55, 0.7, 'star'], [0, 0.9, 'moon'], [0.55, 0.65, 'star']];
  for (const [dx, dy, kind] of items) {
    const ix = cx + dx * s;
    const iy = y + dy * s;
    parts.push(line(`M${n(ix)} ${n(y + s * 0.3)}L${n(ix)} ${n(iy - s * 0.12)}`, P.navy, 2));
    if (kind === 'star') parts.push(star(ix, iy, s * 0.14, P.gold));
    else parts.push(path(`M${n(ix + s * 0.05)} ${n(iy - s * 0.16)}A${n(s * 0.16)} ${n(s * 0.16)} 0 1 0 ${n(ix + s * 0.05)} ${n(iy + s * 0.16)}A${n(s * 0.12)} ${n(s * 0.12)} 0 1 1 ${n(ix + s * 0.05)} ${n(iy - s * 0.16)}Z`, P.blush));
  }
  return parts.join('');
}

/** Abacus with coloured beads; (x, y) bottom-left. */
export function abacus(x: number, y: number, w: number): string {
  const h = w * 0.8;
  const parts = [rect(x, y - h, w * 0.08, h, P.navy, 3), rect(x + w * 0.92, y - h, w * 0.08, h, P.navy, 3)];
  const colours = [P.teal, P.gold, P.blush, P.sky];
  for (let r = 0; r < 4; r += 1) {
    const ry = y - h * 0.18 - r * h * 0.22;
    parts.push(line(`M${n(x + w * 0.04)} ${n(ry)}L${n(x + w * 0.96)} ${n(ry)}`, P.navy, 2));
    const count = 3 + ((r * 2) % 3);
    for (let b = 0; b < count; b += 1) parts.push(circle(x + w * 0.16 + b * w * 0.11 + (r % 2) * w * 0.3, ry, w * 0.05, colours[r]));
  }
  return parts.join('');
}

/** Chalkboard / whiteboard with simple shapes (no letters); (x, y) top-left. */
export function board(x: number, y: number, w: number, h: number, surface: string = P.teal, doodle: string = P.white): string {
  const s = h * 0.2;
  return (
    rect(x - 8, y - 8, w + 16, h + 16, P.gold, 10) +
    rect(x, y, w, h, surface, 6) +
    circle(x + w * 0.2, y + h * 0.35, s, 'none', `stroke="${doodle}" stroke-width="4"`) +
    line(`M${n(x + w * 0.36)} ${n(y + h * 0.35)}l${n(s * 0.7)} 0M${n(x + w * 0.36 + s * 0.35)} ${n(y + h * 0.35 - s * 0.35)}l0 ${n(s * 0.7)}`, doodle, 4) +
    polygon([[x + w * 0.55, y + h * 0.35 + s], [x + w * 0.55 + s, y + h * 0.35 - s], [x + w * 0.55 + s * 2, y + h * 0.35 + s]], 'none', `stroke="${doodle}" stroke-width="4" stroke-linejoin="round"`) +
    line(`M${n(x + w * 0.08)} ${n(y + h * 0.75)}l${n(w * 0.5)} 0M${n(x + w * 0.64)} ${n(y + h * 0.75)}l${n(w * 0.24)} 0`, doodle, 4, 'opacity="0.6"') +
    rect(x + w * 0.7, y + h + 2, w * 0.14, 8, P.white, 3)
  );
}

/** Clipboard with tick boxes; (x, y) top-left. */
export function clipboard(x: number, y: number, w: number, paper: string = P.white): string {
  const h = w * 1.35;
  const parts = [rect(x, y, w, h, P.gold, w * 0.08), rect(x + w * 0.08, y + w * 0.12, w * 0.84, h - w * 0.2, paper, w * 0.04), rect(x + w * 0.3, y - w * 0.05, w * 0.4, w * 0.14, P.navy, w * 0.04)];
  for (let i = 0; i < 3; i += 1) {
    const ry = y + w * 0.35 + i * w * 0.3;
    parts.push(rect(x + w * 0.18, ry - w * 0.07, w * 0.14, w * 0.14, 'none', w * 0.03, `stroke="${P.navy}" stroke-width="${n(w * 0.025)}"`));
    parts.push(line(`M${n(x + w * 0.2)} ${n(ry)}l${n(w * 0.04)} ${n(w * 0.04)}l${n(w * 0.08)} ${n(-w * 0.1)}`, P.teal, w * 0.035));
    parts.push(line(`M${n(x + w * 0.42)} ${n(ry)}L${n(x + w * 0.8)} ${n(ry)}`, P.sand, w * 0.04));
  }
  return parts.join('');
}

/** Trophy cup; (cx, y) bottom centre. */
export function trophy(cx: number, y: number, s: number): string {
  return (
    rect(cx - s * 0.3, y - s * 0.14, s * 0.6, s * 0.14, P.navy, s * 0.03) +
    rect(cx - s * 0.06, y - s * 0.4, s * 0.12, s * 0.28, P.gold) +
    path(`M${n(cx - s * 0.38)} ${n(y - s)}L${n(cx + s * 0.38)} ${n(y - s)}Q${n(cx + s * 0.36)} ${n(y - s * 0.38)} ${n(cx)} ${n(y - s * 0.38)}Q${n(cx - s * 0.36)} ${n(y - s * 0.38)} ${n(cx - s * 0.38)} ${n(y - s)}Z`, P.gold) +
    path(`M${n(cx - s * 0.36)} ${n(y - s * 0.9)}q${n(-s * 0.22)} 0 ${n(-s * 0.2)} ${n(s * 0.2)}q${n(s * 0.02)} ${n(s * 0.18)} ${n(s * 0.26)} ${n(s * 0.18)}M${n(cx + s * 0.36)} ${n(y - s * 0.9)}q${n(s * 0.22)} 0 ${n(s * 0.2)} ${n(s * 0.2)}q${n(-s * 0.02)} ${n(s * 0.18)} ${n(-s * 0.26)} ${n(s * 0.18)}`, 'none', `stroke="${P.gold}" stroke-width="${n(s * 0.06)}"`) +
    star(cx, y - s * 0.7, s * 0.14, P.white)
  );
}

/** Stroller / pram in side view facing +x; (x, y) floor under its centre. */
export function stroller(x: number, y: number, s: number, colour: string): string {
  return (
    line(`M${n(x - s * 0.45)} ${n(y - s * 0.55)}L${n(x - s * 0.75)} ${n(y - s * 1.0)}L${n(x - s * 0.9)} ${n(y - s * 1.0)}`, P.navy, s * 0.05) +
    line(`M${n(x - s * 0.3)} ${n(y - s * 0.45)}L${n(x + s * 0.3)} ${n(y - s * 0.12)}M${n(x + s * 0.3)} ${n(y - s * 0.45)}L${n(x - s * 0.3)} ${n(y - s * 0.12)}`, P.navy, s * 0.04) +
    circle(x - s * 0.32, y - s * 0.1, s * 0.1, P.navy) +
    circle(x + s * 0.32, y - s * 0.1, s * 0.1, P.navy) +
    circle(x - s * 0.32, y - s * 0.1, s * 0.04, P.sand) +
    circle(x + s * 0.32, y - s * 0.1, s * 0.04, P.sand) +
    path(`M${n(x - s * 0.48)} ${n(y - s * 0.5)}L${n(x + s * 0.5)} ${n(y - s * 0.5)}Q${n(x + s * 0.5)} ${n(y - s * 0.3)} ${n(x + s * 0.3)} ${n(y - s * 0.3)}L${n(x - s * 0.3)} ${n(y - s * 0.3)}Q${n(x - s * 0.48)} ${n(y - s * 0.3)} ${n(x - s * 0.48)} ${n(y - s * 0.5)}Z`, colour) +
    path(`M${n(x - s * 0.46)} ${n(y - s * 0.5)}A${n(s * 0.5)} ${n(s * 0.5)} 0 0 1 ${n(x + s * 0.1)} ${n(y - s * 0.98)}L${n(x + s * 0.1)} ${n(y - s * 0.5)}Z`, colour) +
    path(`M${n(x - s * 0.46)} ${n(y - s * 0.5)}A${n(s * 0.5)} ${n(s * 0.5)} 0 0 1 ${n(x + s * 0.1)} ${n(y - s * 0.98)}L${n(x + s * 0.1)} ${n(y - s * 0.5)}Z`, P.ink, 'opacity="0.12"')
  );
}

/** Flask with bubbling sparkles (the "alchemy" of leadership); (cx, y) bottom centre. */
export function flask(cx: number, y: number, s: number, liquid: string = P.teal): string {
  return (
    path(`M${n(cx - s * 0.12)} ${n(y - s)}L${n(cx - s * 0.12)} ${n(y - s * 0.62)}L${n(cx - s * 0.42)} ${n(y - s * 0.08)}Q${n(cx - s * 0.46)} ${n(y)} ${n(cx - s * 0.36)} ${n(y)}L${n(cx + s * 0.36)} ${n(y)}Q${n(cx + s * 0.46)} ${n(y)} ${n(cx + s * 0.42)} ${n(y - s * 0.08)}L${n(cx + s * 0.12)} ${n(y - s * 0.62)}L${n(cx + s * 0.12)} ${n(y - s)}Z`, P.white) +
    path(`M${n(cx - s * 0.3)} ${n(y - s * 0.3)}L${n(cx + s * 0.3)} ${n(y - s * 0.3)}L${n(cx + s * 0.42)} ${n(y - s * 0.08)}Q${n(cx + s * 0.46)} ${n(y)} ${n(cx + s * 0.36)} ${n(y)}L${n(cx - s * 0.36)} ${n(y)}Q${n(cx - s * 0.46)} ${n(y)} ${n(cx - s * 0.42)} ${n(y - s * 0.08)}Z`, liquid) +
    rect(cx - s * 0.17, y - s * 1.04, s * 0.34, s * 0.08, P.gold, s * 0.03) +
    circle(cx - s * 0.1, y - s * 0.14, s * 0.05, P.white, 'opacity="0.7"') +
    circle(cx + s * 0.12, y - s * 0.22, s * 0.035, P.white, 'opacity="0.7"') +
    sparkle(cx + s * 0.05, y - s * 1.25, s * 0.12, P.gold) +
    sparkle(cx - s * 0.22, y - s * 1.42, s * 0.07, P.gold) +
    sparkle(cx + s * 0.28, y - s * 1.5, s * 0.08, P.gold)
  );
}

/** Headphones worn over a head centre (cx, cy) of radius r. */
export function headphones(cx: number, cy: number, r: number, colour: string = P.navy): string {
  return (
    path(`M${n(cx - r * 1.05)} ${n(cy)}A${n(r * 1.08)} ${n(r * 1.08)} 0 0 1 ${n(cx + r * 1.05)} ${n(cy)}`, 'none', `stroke="${colour}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"`) +
    rect(cx - r * 1.2, cy - r * 0.1, r * 0.3, r * 0.55, colour, r * 0.12) +
    rect(cx + r * 0.9, cy - r * 0.1, r * 0.3, r * 0.55, colour, r * 0.12)
  );
}

/** Rug (ellipse with a border); (cx, cy) centre. */
export function rug(cx: number, cy: number, rx: number, ry: number, colour: string = P.blush, border: string = P.gold): string {
  return ellipse(cx, cy, rx, ry, colour) + ellipse(cx, cy, rx * 0.86, ry * 0.78, 'none', `stroke="${border}" stroke-width="${n(ry * 0.06)}" stroke-dasharray="${n(ry * 0.16)} ${n(ry * 0.12)}" opacity="0.8"`);
}

/** Picture frame on a wall containing an arch motif; (x, y) top-left. */
export function wallFrame(x: number, y: number, w: number, h: number, inner: string = P.sky): string {
  return rect(x, y, w, h, P.gold, 4) + rect(x + 6, y + 6, w - 12, h - 12, P.white) + path(archPath(x + w * 0.3, y + h * 0.25, w * 0.4, h * 0.6), inner) + circle(x + w * 0.5, y + h * 0.5, w * 0.08, P.gold);
}

/** Stacked steps (growth / pathway); (x, y) bottom-left, n steps. */
export function steps(x: number, y: number, stepW: number, stepH: number, count: number, colours: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) parts.push(rect(x + i * stepW, y - stepH * (i + 1), stepW + 2, stepH * (i + 1), colours[i % colours.length], 6));
  return parts.join('');
}

/** Shape sorter toy box; (x, y) bottom-left. */
export function shapeSorter(x: number, y: number, s: number): string {
  return (
    rect(x, y - s, s * 1.2, s, P.teal, s * 0.1) +
    polygon([[x - s * 0.05, y - s], [x + s * 0.6, y - s * 1.25], [x + s * 1.25, y - s]], P.gold) +
    circle(x + s * 0.3, y - s * 0.5, s * 0.14, P.navy) +
    rect(x + s * 0.6, y - s * 0.64, s * 0.28, s * 0.28, P.navy, 3) +
    path(starPath(x + s * 0.6, y - s * 1.08, s * 0.12), P.white)
  );
}

/** Tablet device held in hands; (cx, cy) centre. */
export function tablet(cx: number, cy: number, w: number, angle = 0, screen: string = P.sky): string {
  const h = w * 0.72;
  return group(rect(-w / 2, -h / 2, w, h, P.navy, w * 0.08) + rect(-w * 0.42, -h * 0.38, w * 0.84, h * 0.76, screen, w * 0.03) + rect(-w * 0.3, -h * 0.2, w * 0.3, h * 0.3, P.gold, 3) + line(`M${n(w * 0.08)} ${n(-h * 0.15)}L${n(w * 0.32)} ${n(-h * 0.15)}M${n(w * 0.08)} ${n(h * 0.02)}L${n(w * 0.28)} ${n(h * 0.02)}`, P.white, w * 0.04), `transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"`);
}

/** Speech bubble with dots (conversation, no words); (x, y) tail point. */
export function speechBubble(x: number, y: number, w: number, colour: string = P.white, dots: string = P.teal, flip = false): string {
  const h = w * 0.6;
  const f = flip ? -1 : 1;
  const bx = x + f * w * 0.1 - (flip ? w : 0);
  return (
    rect(bx, y - h - w * 0.15, w, h, colour, h * 0.45) +
    polygon([[x, y], [x + f * w * 0.18, y - w * 0.2], [x + f * w * 0.38, y - w * 0.18]], colour) +
    circle(bx + w * 0.3, y - h / 2 - w * 0.15, w * 0.06, dots) +
    circle(bx + w * 0.5, y - h / 2 - w * 0.15, w * 0.06, dots) +
    circle(bx + w * 0.7, y - h / 2 - w * 0.15, w * 0.06, dots)
  );
}

/** A ring of calendar / document: a sheet with lines; (x, y) top-left. */
export function documentSheet(x: number, y: number, w: number, accent: string = P.teal, angle = 0): string {
  const h = w * 1.3;
  const lines: string[] = [];
  for (let i = 0; i < 5; i += 1) lines.push(line(`M${n(w * 0.15)} ${n(h * 0.35 + i * h * 0.11)}L${n(w * (i === 4 ? 0.55 : 0.85))} ${n(h * 0.35 + i * h * 0.11)}`, P.sand, w * 0.04));
  return group(rect(0, 0, w, h, P.white, w * 0.06) + rect(w * 0.15, h * 0.1, w * 0.35, h * 0.14, accent, w * 0.03) + lines.join(''), `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"`);
}

/** Scene helper: a soft blob for background depth. */
export function blob(cx: number, cy: number, r: number, colour: string, opacity = 1): string {
  const d =
    `M${n(cx - r)} ${n(cy)}C${n(cx - r)} ${n(cy - r * 0.75)} ${n(cx - r * 0.5)} ${n(cy - r * 1.05)} ${n(cx + r * 0.1)} ${n(cy - r * 0.95)}` +
    `C${n(cx + r * 0.8)} ${n(cy - r * 0.85)} ${n(cx + r * 1.1)} ${n(cy - r * 0.3)} ${n(cx + r * 0.95)} ${n(cy + r * 0.25)}` +
    `C${n(cx + r * 0.8)} ${n(cy + r * 0.85)} ${n(cx + r * 0.1)} ${n(cy + r * 1.0)} ${n(cx - r * 0.45)} ${n(cy + r * 0.8)}` +
    `C${n(cx - r * 0.85)} ${n(cy + r * 0.65)} ${n(cx - r)} ${n(cy + r * 0.35)} ${n(cx - r)} ${n(cy)}Z`;
  return path(d, colour, opacity < 1 ? `opacity="${opacity}"` : '');
}

