/**
 * A minimal SVG document builder. Drawing helpers return markup strings; anything that needs a
 * <defs> entry (gradients, clip paths) asks the document for a unique id, so helpers can be
 * used many times in one picture without id clashes.
 */
export class SvgDocument {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Logical drawing area; the output size is width x height, cropped to fill ("slice"). */
    private readonly viewBox: { width: number; height: number } = { width, height },
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  addDef(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): this {
    this.layers.push(...markup);
    return this;
  }

  /** Vertical (default) or angled linear gradient between palette stops; returns `url(#id)`. */
  linearGradient(stops: ReadonlyArray<readonly [number, string]>, from = { x: 0, y: 0 }, to = { x: 0, y: 1 }): string {
    const id = this.uid('lg');
    const stopMarkup = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
    this.addDef(
      `<linearGradient id="${id}" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}">${stopMarkup}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radialGradient(stops: ReadonlyArray<readonly [number, string, number?]>): string {
    const id = this.uid('rg');
    const stopMarkup = stops
      .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity ?? 1}"/>`)
      .join('');
    this.addDef(`<radialGradient id="${id}">${stopMarkup}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Registers a clip path made of the given shape markup; returns the attribute value. */
  clipPath(shapeMarkup: string): string {
    const id = this.uid('cp');
    this.addDef(`<clipPath id="${id}">${shapeMarkup}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const { width: vw, height: vh } = this.viewBox;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.layers.join('')}</svg>`
    );
  }
}

/** Rounds coordinates so the markup stays short and identical on every run. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function group(content: string, attributes = ''): string {
  return `<g ${attributes}>${content}</g>`;
}

export function translate(x: number, y: number, scale = 1, flip = false): string {
  const sx = flip ? -scale : scale;
  return `transform="translate(${n(x)} ${n(y)}) scale(${n3(sx)} ${n3(scale)})"`;
}

function n3(value: number): string {
  return (Math.round(value * 1000) / 1000).toString();
}

export function rect(x: number, y: number, w: number, h: number, fill: string, radius = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** A round-capped stroke, the "noodle" used for limbs, stems and line details. */
export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

export function polygon(points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

/** Path data for an arch (rectangle with a semicircular top), the site's signature shape. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
}

/** Four-pointed sparkle star centred on (cx, cy). */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.28;
  return (
    `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}` +
    `Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}` +
    `Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`
  );
}

/** Five-pointed star path. */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}
