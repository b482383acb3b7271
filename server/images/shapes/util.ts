/** Shared drawing helpers for the generated product images: colours, gradients, shadows, small parts. */

export type Stop = [offset: number, colour: string, opacity?: number];

const FALLBACK = '#8e8e93';

/** '#ABC' / 'abc' / '#aabbcc' to '#aabbcc'; anything else to a neutral grey (never echoes unsafe input). */
export function normaliseHex(hex: string): string {
  const h = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1]?.toLowerCase();
  if (!h) return FALLBACK;
  return h.length === 3 ? `#${h.replace(/./g, '$&$&')}` : `#${h}`;
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two '#rrggbb' colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Round for compact, stable SVG numbers. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/**
 * Per-SVG drawing context: the finish colour, derived tones and a defs collector
 * that hands out ids unique within the one SVG document.
 */
export class Ctx {
  readonly hex: string;
  /** true for white / silver / starlight finishes that need an outline to stand out */
  readonly isLight: boolean;
  readonly isDark: boolean;
  /** outline colour that keeps the body visible on the near-white background */
  readonly edge: string;
  private readonly defs: string[] = [];
  private n = 0;

  constructor(hex: string) {
    this.hex = normaliseHex(hex);
    const lum = luminance(this.hex);
    this.isLight = lum > 0.6;
    this.isDark = lum < 0.06;
    this.edge = this.isLight ? darken(this.hex, 0.26) : darken(this.hex, 0.3);
  }

  tone(t: number): string {
    return t >= 0 ? lighten(this.hex, t) : darken(this.hex, -t);
  }

  uid(prefix: string): string {
    return `${prefix}${++this.n}`;
  }

  /** Registers a linearGradient (objectBoundingBox units unless `user`) and returns `url(#id)`. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.uid('lg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Registers a radialGradient (objectBoundingBox units) and returns `url(#id)`. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.uid('rg');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Registers a clipPath from raw SVG content and returns `url(#id)`. */
  clip(content: string): string {
    const id = this.uid('cp');
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  /** Body shading in the finish colour: light top-left to slightly darker bottom-right. */
  body(x2 = 1, y2 = 1, spread = 1): string {
    return this.lin([[0, this.tone(0.16 * spread)], [0.45, this.hex], [1, this.tone(-0.14 * spread)]], 0, 0, x2, y2);
  }

  /** Cylinder shading across the short axis (vertical = shading runs left to right). */
  cylinder(vertical: boolean, base = this.hex): string {
    const l = (t: number) => (t >= 0 ? lighten(base, t) : darken(base, -t));
    return this.lin(
      [[0, l(-0.18)], [0.3, l(0.2)], [0.55, base], [1, l(-0.22)]],
      0, 0, vertical ? 1 : 0, vertical ? 0 : 1,
    );
  }

  defsTag(): string {
    return this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

function stopTags(stops: Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`)
    .join('');
}

/** Soft contact shadow: a blurred-looking ellipse made of a radial gradient (no filters needed). */
export function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  const fill = c.rad([[0, '#000000', opacity], [0.55, '#000000', opacity * 0.45], [1, '#000000', 0]]);
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"/>`;
}

/** Stroke attributes for the product outline. */
export function outline(c: Ctx, width = 3): string {
  return `stroke="${c.edge}" stroke-width="${width}" stroke-opacity="${c.isLight ? 0.9 : 0.55}"`;
}

/** A generic Apple-style logo silhouette centred on (cx, cy), `h` tall. */
export function appleLogo(cx: number, cy: number, h: number, fill: string, opacity = 1): string {
  const s = h / 120;
  const body =
    'M50 32C58 32 64 26 75 26C85 26 93 31 97 39C87 45 82 54 83 65C84 76 91 82 99 85' +
    'C95 96 89 106 82 113C76 119 70 120 63 117C57 114 44 114 37 117C30 120 24 119 18 113' +
    'C7 101 0 84 0 66C0 44 14 28 32 28C40 28 44 32 50 32Z' +
    'M51 25C51 13 60 2 72 0C73 12 63 24 51 25Z';
  return `<path d="${body}" fill="${fill}" fill-opacity="${opacity}" transform="translate(${r1(cx - 50 * s)} ${r1(cy - 60 * s)}) scale(${r1(s * 1000) / 1000})"/>`;
}

/** A camera lens: metal ring in a tint of the finish, dark glass, a coloured glint. */
export function lens(c: Ctx, cx: number, cy: number, r: number): string {
  const ring = c.lin([[0, lighten(mix(c.hex, '#9a9aa0', 0.35), 0.35)], [1, darken(mix(c.hex, '#6e6e73', 0.35), 0.2)]], 0, 0, 1, 1);
  const glass = c.rad([[0, '#3b3f52'], [0.55, '#14151c'], [1, '#050507']], 0.45, 0.4, 0.6);
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${ring}" ${outline(c, 2)}/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.8)}" fill="#0c0c10"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.68)}" fill="${glass}"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.3)}" fill="#1b1d2b" stroke="#3c4a78" stroke-width="${r1(r * 0.05)}" stroke-opacity="0.7"/>` +
    `<ellipse cx="${r1(cx - r * 0.22)}" cy="${r1(cy - r * 0.26)}" rx="${r1(r * 0.16)}" ry="${r1(r * 0.1)}" fill="#ffffff" fill-opacity="0.35" transform="rotate(-35 ${r1(cx - r * 0.22)} ${r1(cy - r * 0.26)})"/>`
  );
}

/** Small round flash / sensor. */
export function flash(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#d9d6cc" stroke="#8e8e93" stroke-width="1.5"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.6)}" fill="#f4efe0"/>`
  );
}

/**
 * Isometric box helper. (cx, top) is the top corner of the top face, `a` the half width of the
 * top face on screen, `h` the height. Returns the three visible faces' polygons.
 */
export function isoBox(cx: number, top: number, a: number, h: number) {
  const b = a * 0.44; // vertical drop of each top edge
  const L: [number, number] = [cx - a, top + b];
  const R: [number, number] = [cx + a, top + b];
  const F: [number, number] = [cx, top + 2 * b];
  const T: [number, number] = [cx, top];
  const down = ([x, y]: [number, number]): [number, number] => [x, y + h];
  return {
    top: pts([T, R, F, L]),
    left: pts([L, F, down(F), down(L)]),
    right: pts([F, R, down(R), down(F)]),
    /** SVG matrix mapping a local (0..a, 0..h) rectangle onto the left face */
    leftMatrix: `matrix(1 ${r1((b / a) * 1000) / 1000} 0 1 ${r1(L[0])} ${r1(L[1])})`,
    /** SVG matrix mapping a local (0..a, 0..h) rectangle onto the right face */
    rightMatrix: `matrix(1 ${r1((-b / a) * 1000) / 1000} 0 1 ${r1(F[0])} ${r1(F[1])})`,
    /** SVG matrix mapping a local square (u along T->R, v along T->L; both 0..a) onto the top face */
    topMatrix: `matrix(1 ${r1((b / a) * 1000) / 1000} -1 ${r1((b / a) * 1000) / 1000} ${r1(T[0])} ${r1(T[1])})`,
    b,
    bottom: top + 2 * b + h,
  };
}

/** Screen wallpaper tinted by the finish: soft gradient with two waves and a glass sheen. */
export function wallpaper(c: Ctx, x: number, y: number, w: number, h: number, rx: number): string {
  const wall = c.lin([[0, lighten(c.hex, 0.55)], [0.55, c.hex], [1, darken(c.hex, 0.45)]], 0, 0, 0.4, 1);
  const wave = c.lin([[0, lighten(c.hex, 0.75), 0.75], [1, c.hex, 0.1]], 0, 0, 1, 1);
  const wave2 = c.lin([[0, darken(c.hex, 0.5), 0.05], [1, darken(c.hex, 0.55), 0.6]], 0, 0, 1, 1);
  const gloss = c.lin([[0, '#ffffff', 0.18], [0.5, '#ffffff', 0]], 0, 0, 1, 1);
  const clip = c.clip(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}"/>`);
  const wy = (t: number) => r1(y + h * t);
  const wx = (t: number) => r1(x + w * t);
  return (
    `<g clip-path="${clip}">` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>` +
    `<path d="M${wx(0)} ${wy(0.44)}C${wx(0.33)} ${wy(0.26)} ${wx(0.62)} ${wy(0.62)} ${wx(1)} ${wy(0.38)}V${wy(1)}H${wx(0)}Z" fill="${wave}"/>` +
    `<path d="M${wx(0)} ${wy(0.76)}C${wx(0.4)} ${wy(0.58)} ${wx(0.66)} ${wy(0.9)} ${wx(1)} ${wy(0.68)}V${wy(1)}H${wx(0)}Z" fill="${wave2}"/>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${gloss}"/>` +
    `</g>`
  );
}

/** Mac keyboard layout in key units (rows of 14.5 units); 'arrows' is the inverted-T block (3 units). */
export const KEY_ROWS: Array<{ h: number; keys: Array<number | 'arrows'> }> = [
  { h: 0.6, keys: [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
  { h: 1, keys: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5] },
  { h: 1, keys: [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
  { h: 1, keys: [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.75] },
  { h: 1, keys: [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25] },
  { h: 1, keys: [1, 1, 1, 1.25, 5, 1.25, 1, 'arrows'] },
];

/**
 * Key rectangles in layout space: x in 0..14.5, y in 0..rows height, gap included.
 * Callers map them to screen space (flat or in perspective).
 */
export function keyRects(gap = 0.14): Array<[x: number, y: number, w: number, h: number]> {
  const out: Array<[number, number, number, number]> = [];
  let y = 0;
  for (const row of KEY_ROWS) {
    let x = 0;
    for (const k of row.keys) {
      if (k === 'arrows') {
        const hh = (row.h - gap) / 2;
        out.push([x + gap / 2, y + hh + gap, 1 - gap, hh]);
        out.push([x + 1 + gap / 2, y + gap / 2, 1 - gap, hh]);
        out.push([x + 1 + gap / 2, y + hh + gap, 1 - gap, hh]);
        out.push([x + 2 + gap / 2, y + hh + gap, 1 - gap, hh]);
        x += 3;
      } else {
        out.push([x + gap / 2, y + gap / 2, k - gap, row.h - gap]);
        x += k;
      }
    }
    y += row.h;
  }
  return out;
}

export const KEY_UNITS_W = 14.5;
export const KEY_UNITS_H = KEY_ROWS.reduce((s, r) => s + r.h, 0);

/**
 * Box with rounded vertical edges at a 3/4 (isometric) angle: side band shaded left-to-right,
 * top face with rounded corners. Returns the drawing and the box geometry for details.
 */
export function roundedBox(c: Ctx, top: number, a: number, h: number, rr: number, logo: boolean) {
  const box = isoBox(500, top, a, h);
  const k = box.b / a;
  // screen position of local top-face point (u, v)
  const P = (u: number, v: number): [number, number] => [500 + u - v, top + (u + v) * k];
  const d = rr * (1 - Math.SQRT1_2);
  const leftX = P(d, a - d)[0], rightX = P(a - d, d)[0];
  const leftY = P(d, a - d)[1], rightY = P(a - d, d)[1];
  const side = c.lin(
    [[0, c.tone(0.04)], [0.22, c.hex], [0.42, c.tone(-0.08)], [0.5, c.tone(-0.18)], [0.58, c.tone(-0.26)], [1, c.tone(-0.34)]],
    r1(leftX), 0, r1(rightX), 0, true,
  );
  const topFill = c.lin([[0, c.tone(0.24)], [1, c.tone(0.06)]], 0, 0, 1, 1);
  const topPath = roundedSquarePath(a, rr, (u, v) => P(u, v));
  const basePath = roundedSquarePath(a, rr, (u, v) => [P(u, v)[0], P(u, v)[1] + h]);
  const svg =
    shadow(c, 500, box.bottom - box.b + 10, a * 1.25, box.b * 1.15, 0.32) +
    `<path d="${basePath}" fill="${side}" ${outline(c, 2.5)}/>` +
    `<polygon points="${pts([[leftX, leftY], [rightX, rightY], [rightX, rightY + h], [leftX, leftY + h]])}" fill="${side}"/>` +
    `<path d="M${r1(leftX)} ${r1(leftY)}V${r1(leftY + h)}M${r1(rightX)} ${r1(rightY)}V${r1(rightY + h)}" stroke="${c.edge}" stroke-width="2.5" stroke-opacity="${c.isLight ? 0.9 : 0.55}"/>` +
    `<path d="${topPath}" fill="${topFill}" ${outline(c, 2.5)}/>` +
    (logo ? `<g transform="${box.topMatrix}">${appleLogo(a / 2, a / 2, a * 0.2, c.isDark ? lighten(c.hex, 0.18) : darken(c.hex, 0.1), 0.8)}</g>` : '');
  return { svg, box };
}


/** Rounded square (side a, corner radius rr) in local (u, v) space, mapped to screen by an affine `map`. */
function roundedSquarePath(a: number, rr: number, map: (u: number, v: number) => [number, number]): string {
  const k = 0.5523 * rr;
  const p = (u: number, v: number) => map(u, v).map(r1).join(' ');
  return (
    `M${p(rr, 0)}L${p(a - rr, 0)}C${p(a - rr + k, 0)} ${p(a, rr - k)} ${p(a, rr)}` +
    `L${p(a, a - rr)}C${p(a, a - rr + k)} ${p(a - rr + k, a)} ${p(a - rr, a)}` +
    `L${p(rr, a)}C${p(rr - k, a)} ${p(0, a - rr + k)} ${p(0, a - rr)}` +
    `L${p(0, rr)}C${p(0, rr - k)} ${p(rr - k, 0)} ${p(rr, 0)}Z`
  );
}
