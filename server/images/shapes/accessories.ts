/** Apple Pencil, Magic Keyboard / Mouse / Trackpad, USB-C cable and power adapter drawings. */
import { type Ctx, KEY_UNITS_H, KEY_UNITS_W, appleLogo, darken, keyRects, lighten, mix, outline, pts, r1, roundedBox, shadow } from './util.ts';

/** Apple Pencil: long cylinder with one flat side and a conical tip, lying diagonally. */
export function pencil(c: Ctx): string {
  const y = 478, hgt = 44, x0 = 150, x1 = 860;
  const cone = c.lin([[0, c.tone(-0.1)], [0.35, c.tone(0.25)], [1, c.tone(-0.22)]]);
  return (
    `<g transform="rotate(-38 500 500)">` +
    `<ellipse cx="${(x0 + x1) / 2 - 20}" cy="${y + hgt + 26}" rx="400" ry="18" fill="${c.rad([[0, '#000000', 0.22], [1, '#000000', 0]])}"/>` +
    `<path d="M${x0} ${y}L${x0 - 84} ${y + hgt / 2 - 6}Q${x0 - 92} ${y + hgt / 2} ${x0 - 84} ${y + hgt / 2 + 6}L${x0} ${y + hgt}Z" fill="${cone}" ${outline(c, 2)}/>` +
    `<path d="M${x0 - 66} ${y + hgt / 2 - 8}L${x0 - 84} ${y + hgt / 2 - 4}Q${x0 - 92} ${y + hgt / 2} ${x0 - 84} ${y + hgt / 2 + 4}L${x0 - 66} ${y + hgt / 2 + 8}Z" fill="#c7c7cc" stroke="#8e8e93" stroke-width="1.5"/>` +
    `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${hgt}" rx="${hgt / 2}" fill="${c.cylinder(false)}" ${outline(c, 2.5)}/>` +
    `<rect x="${x0 - 2}" y="${y}" width="24" height="${hgt}" fill="${c.cylinder(false)}"/>` +
    `<path d="M${x0} ${y + 1.5}V${y + hgt - 1.5}" stroke="${c.edge}" stroke-opacity="0.5" stroke-width="2"/>` +
    `<rect x="${x0 + 40}" y="${y + 5}" width="${x1 - x0 - 70}" height="9" rx="4.5" fill="#ffffff" fill-opacity="0.35"/>` +
    `</g>`
  );
}

/** Magic Keyboard, top view: aluminium slab with keys; the Touch ID key's ring top right when it has one. */
export function keyboard(c: Ctx, touchId = false): string {
  const unit = 49, w = KEY_UNITS_W * unit + 56, h = KEY_UNITS_H * unit + 48;
  const x = 500 - w / 2, y = 470 - h / 2;
  const darkKeys = c.isDark;
  const keyFill = darkKeys ? c.lin([[0, '#3a3a3c'], [1, '#242426']]) : c.lin([[0, '#ffffff'], [1, '#f0f0f2']]);
  const keyStroke = darkKeys ? '#151516' : '#b8b8be';
  const keys = keyRects(0.12)
    .map(([kx, ky, kw, kh]) => `<rect x="${r1(x + 28 + kx * unit)}" y="${r1(y + 24 + ky * unit)}" width="${r1(kw * unit)}" height="${r1(kh * unit)}" rx="7"/>`)
    .join('');
  const ring = { cx: x + 28 + 14 * unit, cy: y + 24 + 0.3 * unit };
  return (
    shadow(c, 500, y + h + 14, w * 0.55, 30) +
    `<rect x="${x + 6}" y="${y + 10}" width="${w - 12}" height="${h + 6}" rx="26" fill="${c.tone(-0.3)}" ${outline(c, 2)}/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${c.body(0.3, 1)}" ${outline(c, 3)}/>` +
    `<g fill="${keyFill}" stroke="${keyStroke}" stroke-width="1.5">${keys}</g>` +
    (touchId ? `<circle cx="${r1(ring.cx)}" cy="${r1(ring.cy)}" r="9" fill="none" stroke="${darkKeys ? '#6e6e73' : '#aeaeb2'}" stroke-width="2.5"/>` : '')
  );
}

/** Magic Mouse, top view: low dome with a multi-touch surface and logo, tilted. */
export function mouse(c: Ctx): string {
  const w = 292, h = 540, x = 500 - w / 2, y = 460 - h / 2;
  const dome = c.rad([[0, c.tone(0.3)], [0.6, c.hex], [1, c.tone(-0.18)]], 0.42, 0.36, 0.75);
  return (
    shadow(c, 520, 760, 230, 46) +
    `<g transform="rotate(-16 500 470)">` +
    `<rect x="${x + 8}" y="${y + 18}" width="${w - 16}" height="${h}" rx="${w / 2 - 8}" ry="140" fill="${mix(c.hex, '#8e8e93', 0.45)}" ${outline(c, 2)}/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" ry="150" fill="${dome}" ${outline(c, 3)}/>` +
    `<ellipse cx="${500 - 40}" cy="${y + 150}" rx="46" ry="110" fill="#ffffff" fill-opacity="0.12"/>` +
    appleLogo(500, y + h - 150, 56, c.isDark ? lighten(c.hex, 0.25) : darken(c.hex, 0.18), 0.7) +
    `</g>`
  );
}

/** Magic Trackpad seen from the front and above: wide glass slab in perspective. */
export function trackpad(c: Ctx): string {
  const top = 292, bottom = 640, th = 300, bh = 372;
  const surface = c.lin([[0, c.tone(-0.04)], [0.4, c.hex], [1, c.tone(0.14)]]);
  const sheen = c.lin([[0, '#ffffff', 0], [0.45, '#ffffff', 0.28], [0.6, '#ffffff', 0]], 0, 0, 1, 1);
  const slab = pts([[500 - th, top], [500 + th, top], [500 + bh, bottom], [500 - bh, bottom]]);
  return (
    shadow(c, 500, bottom + 26, bh + 40, 34) +
    `<polygon points="${pts([[500 - bh, bottom], [500 + bh, bottom], [500 + bh - 4, bottom + 20], [500 - bh + 4, bottom + 20]])}" fill="${c.tone(-0.3)}" stroke="${c.tone(-0.3)}" stroke-width="20" stroke-linejoin="round"/>` +
    `<polygon points="${slab}" fill="${surface}" stroke="${surface}" stroke-width="22" stroke-linejoin="round"/>` +
    `<polygon points="${slab}" fill="${sheen}" stroke="${sheen}" stroke-width="22" stroke-linejoin="round"/>` +
    `<polygon points="${pts([[500 - th - 11, top - 11], [500 + th + 11, top - 11], [500 + bh + 11, bottom + 11], [500 - bh - 11, bottom + 11]])}" fill="none" stroke-linejoin="round" ${outline(c, 2.5)}/>`
  );
}

/** USB-C connector at the origin pointing down (+y): boot in the finish colour, steel plug. */
function usbC(c: Ctx): string {
  const boot = c.lin([[0, c.tone(-0.12)], [0.35, c.tone(0.22)], [1, c.tone(-0.2)]], 0, 0, 1, 0);
  const steel = c.lin([[0, '#8e8e93'], [0.35, '#f5f5f7'], [1, '#9a9aa0']], 0, 0, 1, 0);
  return (
    `<rect x="-26" y="-6" width="52" height="90" rx="16" fill="${boot}" ${outline(c, 2)}/>` +
    `<rect x="-19" y="80" width="38" height="58" rx="9" fill="${steel}" stroke="#6e6e73" stroke-width="2"/>` +
    `<rect x="-12" y="92" width="24" height="40" rx="6" fill="none" stroke="#6e6e73" stroke-opacity="0.5" stroke-width="2"/>`
  );
}

/** Woven USB-C cable: a loose coil with both connectors. */
export function cable(c: Ctx): string {
  const loops = [
    'M300 420C300 250 700 240 700 400C700 560 320 580 300 420Z',
    'M320 390C340 230 690 260 680 420C670 570 330 560 320 390Z',
    'M290 440C270 290 660 200 705 380C740 540 320 600 290 440Z',
  ];
  const ends = ['M305 450C300 560 330 640 350 700', 'M690 440C700 560 660 640 640 712'];
  const strand = (d: string) =>
    `<path d="${d}" fill="none" stroke="${c.tone(-0.28)}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${c.hex}" stroke-width="17" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${darken(c.hex, 0.35)}" stroke-opacity="0.25" stroke-width="15" stroke-dasharray="3 4"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="4" transform="translate(-2 -3)"/>`;
  return (
    shadow(c, 500, 820, 300, 30) +
    shadow(c, 500, 560, 260, 40, 0.12) +
    loops.map(strand).join('') +
    ends.map(strand).join('') +
    `<g transform="translate(350 700) rotate(-12)">${usbC(c)}</g>` +
    `<g transform="translate(640 712) rotate(18)">${usbC(c)}</g>`
  );
}

/** USB-C power adapter: rounded cube with flat pins, 3/4 view, and `ports` USB-C ports on its front right face. */
function powerAdapter(c: Ctx, ports: number): string {
  const a = 190, h = 186, top = 360;
  const { svg, box } = roundedBox(c, top, a, h, 34, false);
  const k = box.b / a;
  const P = (u: number, v: number, z: number): [number, number] => [500 + u - v, top + (u + v) * k - z];
  const steel = c.lin([[0, '#f2f2f4'], [0.5, '#b0b0b6'], [1, '#d8d8dc']], 0, 0, 1, 1);
  const blade = (v: number) => {
    const u0 = a * 0.36, u1 = a * 0.64, z = 96, t = 7;
    return (
      `<polygon points="${pts([P(u0, v, 0), P(u0, v + t, 0), P(u0, v + t, z), P(u0, v, z)])}" fill="#9a9aa0"/>` +
      `<polygon points="${pts([P(u0, v + t, 0), P(u1, v + t, 0), P(u1, v + t, z), P(u0, v + t, z)])}" fill="${steel}" stroke="#6e6e73" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<polygon points="${pts([P(u0, v, z), P(u1, v, z), P(u1, v + t, z), P(u0, v + t, z)])}" fill="#e5e5ea" stroke="#6e6e73" stroke-width="1"/>` +
      `<ellipse cx="${r1(P((u0 + u1) / 2, v + t, z - 26)[0])}" cy="${r1(P((u0 + u1) / 2, v + t, z - 26)[1])}" rx="9" ry="8" fill="#6e6e73" fill-opacity="0.7"/>`
    );
  };
  // a port on the face u = a: from v0 to v1 across, z0 to z1 down the side
  const port = (v0: number, v1: number) => {
    const [z0, z1] = [-h * 0.4, -h * 0.56];
    const Q = (v: number, z: number) => P(a, v, z);
    return `<polygon points="${pts([Q(v0, z0), Q(v1, z0), Q(v1, z1), Q(v0, z1)])}" fill="#3a3a3c" stroke="#3a3a3c" stroke-width="8" stroke-linejoin="round"/>`;
  };
  const slots = ports === 2 ? [port(a * 0.2, a * 0.4), port(a * 0.6, a * 0.8)] : [];
  return svg + blade(a * 0.3) + blade(a * 0.62) + slots.join('');
}

/** 20W USB-C power adapter: one port, underneath, out of sight. */
export const adapter = (c: Ctx) => powerAdapter(c, 0);

/** 35W Dual USB-C Port power adapter: two ports side by side on its face. */
export const adapterDual = (c: Ctx) => powerAdapter(c, 2);

/** MagSafe Charger: a flat round puck, its magnet ring on top, and its cable running off to a USB-C end. */
export function magsafe(c: Ctx): string {
  const cx = 500, cy = 400, rx = 230, ry = 118, depth = 34;
  const cord = 'M640 490C700 560 700 640 640 700';
  const top = c.rad([[0, c.tone(0.22)], [0.7, c.hex], [1, c.tone(-0.06)]], 0.45, 0.4, 0.6);
  const side = c.lin([[0, c.tone(-0.1)], [0.5, c.tone(-0.24)], [1, c.tone(-0.12)]], 0, 0, 1, 0);
  return (
    shadow(c, cx, cy + depth + 40, rx + 30, ry * 0.6) +
    `<path d="${cord}" fill="none" stroke="${c.tone(-0.28)}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${cord}" fill="none" stroke="${c.hex}" stroke-width="15" stroke-linecap="round"/>` +
    `<g transform="translate(640 700) rotate(14)">${usbC(c)}</g>` +
    `<path d="M${cx - rx} ${cy}v${depth}a${rx} ${ry} 0 0 0 ${2 * rx} 0v${-depth}Z" fill="${side}" ${outline(c, 2)}/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top}" ${outline(c, 2)}/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rx * 0.66)}" ry="${r1(ry * 0.66)}" fill="none" stroke="${c.tone(-0.2)}" stroke-opacity="0.55" stroke-width="5"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rx * 0.2)}" ry="${r1(ry * 0.2)}" fill="${c.tone(-0.1)}" fill-opacity="0.5"/>`
  );
}

/** A keyboard for iPad: the iPad held in landscape above its keyboard deck, as the keyboard is sold to be used. */
export function ipadKeyboard(c: Ctx, ipad: (c: Ctx) => string): string {
  return (
    `<g transform="translate(500 640) scale(0.78) translate(-500 -470)">${keyboard(c)}</g>` +
    `<g transform="translate(500 330) rotate(-90) scale(0.56) translate(-500 -460)">${ipad(c)}</g>`
  );
}
