/** MacBook, iMac, Mac mini and Mac Studio drawings. */
import { type Ctx, KEY_UNITS_H, KEY_UNITS_W, appleLogo, darken, isoBox, keyRects, lighten, outline, pts, r1, shadow, wallpaper } from './util.ts';

/** Open laptop seen from the front and a little above: screen up, keyboard deck in perspective. */
export function macbook(c: Ctx): string {
  const lid = { x: 190, y: 128, w: 620, h: 410 };
  const deckTop = 556, deckBottom = 738, topHalf = 312, bottomHalf = 382;
  const X = (u: number, v: number) => 500 + u * (topHalf + (bottomHalf - topHalf) * v);
  const Y = (v: number) => deckTop + v * (deckBottom - deckTop);
  const quad = (u0: number, v0: number, u1: number, v1: number) =>
    pts([[X(u0, v0), Y(v0)], [X(u1, v0), Y(v0)], [X(u1, v1), Y(v1)], [X(u0, v1), Y(v1)]]);
  // keyboard: layout units mapped into u -0.8..0.8, v 0.05..0.5
  const keyFill = c.isLight || !c.isDark ? '#1d1d1f' : '#111113';
  const keys = keyRects()
    .map(([kx, ky, kw, kh]) => {
      const u0 = -0.8 + (kx / KEY_UNITS_W) * 1.6, u1 = -0.8 + ((kx + kw) / KEY_UNITS_W) * 1.6;
      const v0 = 0.05 + (ky / KEY_UNITS_H) * 0.45, v1 = 0.05 + ((ky + kh) / KEY_UNITS_H) * 0.45;
      return `<polygon points="${quad(u0, v0, u1, v1)}"/>`;
    })
    .join('');
  const deck = c.lin([[0, c.tone(-0.06)], [0.35, c.tone(0.08)], [1, c.tone(0.16)]]);
  const edge = c.lin([[0, c.tone(-0.05)], [1, c.tone(-0.3)]]);
  const pad = c.lin([[0, c.tone(0.02)], [1, c.tone(0.12)]]);
  const sx = lid.x + 14, sy = lid.y + 14, sw = lid.w - 28, sh = lid.h - 30;
  return (
    shadow(c, 500, deckBottom + 18, 440, 36) +
    // deck, front lip, keyboard well, keys, trackpad
    `<path d="M${500 - bottomHalf - 4} ${deckBottom}L${500 - bottomHalf} ${deckBottom + 16}Q${500 - bottomHalf} ${deckBottom + 22} ${500 - bottomHalf + 10} ${deckBottom + 22}H${500 + bottomHalf - 10}Q${500 + bottomHalf} ${deckBottom + 22} ${500 + bottomHalf} ${deckBottom + 16}L${500 + bottomHalf + 4} ${deckBottom}Z" fill="${edge}" ${outline(c, 2)}/>` +
    `<polygon points="${pts([[500 - topHalf, deckTop], [500 + topHalf, deckTop], [500 + bottomHalf + 4, deckBottom], [500 - bottomHalf - 4, deckBottom]])}" fill="${deck}" stroke-linejoin="round" ${outline(c, 2.5)}/>` +
    `<rect x="460" y="${deckBottom + 4}" width="80" height="9" rx="4" fill="${c.tone(-0.3)}" fill-opacity="0.6"/>` +
    `<polygon points="${quad(-0.82, 0.035, 0.82, 0.515)}" fill="${c.tone(-0.22)}" fill-opacity="0.55" stroke-linejoin="round" stroke="${c.tone(-0.22)}" stroke-opacity="0.55" stroke-width="4"/>` +
    `<g fill="${keyFill}" stroke="${keyFill}" stroke-width="1.5" stroke-linejoin="round">${keys}</g>` +
    `<polygon points="${quad(-0.3, 0.58, 0.3, 0.94)}" fill="${pad}" stroke="${c.tone(-0.2)}" stroke-width="2" stroke-linejoin="round"/>` +
    // hinge and lid
    `<rect x="${lid.x + 20}" y="${lid.y + lid.h - 2}" width="${lid.w - 40}" height="20" rx="6" fill="#1a1a1c"/>` +
    `<rect x="${lid.x}" y="${lid.y}" width="${lid.w}" height="${lid.h}" rx="24" fill="${c.tone(-0.1)}" ${outline(c, 2.5)}/>` +
    `<rect x="${lid.x + 4}" y="${lid.y + 4}" width="${lid.w - 8}" height="${lid.h - 8}" rx="21" fill="#0b0b0d"/>` +
    wallpaper(c, sx, sy, sw, sh, 10) +
    `<path d="M${500 - 48} ${sy}h96v12a10 10 0 0 1-10 10h-76a10 10 0 0 1-10-10z" fill="#0b0b0d"/>` +
    `<circle cx="500" cy="${sy + 10}" r="3.5" fill="#2a2c38"/>`
  );
}

/** 24-inch iMac: white bezel, coloured chin, slim stand with foot. */
export function imac(c: Ctx): string {
  const x = 150, y = 96, w = 700, panelH = 410, chinH = 104;
  const chin = c.lin([[0, c.tone(0.08)], [1, c.tone(-0.06)]], 0, 0, 1, 1);
  const stand = c.lin([[0, c.tone(-0.2)], [0.5, c.tone(-0.06)], [1, c.tone(-0.24)]], 0, 0, 1, 0);
  const foot = c.lin([[0, c.tone(-0.1)], [1, c.tone(-0.3)]]);
  const bezel = c.lin([[0, '#fbfbfd'], [1, '#ececef']]);
  const bottom = y + panelH + chinH;
  return (
    shadow(c, 500, 812, 210, 22, 0.34) +
    // stand blade and foot
    `<polygon points="${pts([[420, bottom - 10], [580, bottom - 10], [590, 800], [410, 800]])}" fill="${stand}" ${outline(c, 2)}/>` +
    `<path d="M400 798H600Q612 798 612 806V812Q612 818 604 818H396Q388 818 388 812V806Q388 798 400 798Z" fill="${foot}" ${outline(c, 2)}/>` +
    // body: finish-coloured shell, white bezel, screen, chin
    `<rect x="${x}" y="${y}" width="${w}" height="${panelH + chinH}" rx="24" fill="${chin}" ${outline(c, 3)}/>` +
    `<path d="M${x + 4} ${y + panelH}V${y + 22}Q${x + 4} ${y + 4} ${x + 22} ${y + 4}H${x + w - 22}Q${x + w - 4} ${y + 4} ${x + w - 4} ${y + 22}V${y + panelH}Z" fill="${bezel}" stroke="#d2d2d7" stroke-width="1.5"/>` +
    `<rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${panelH - 48}" rx="4" fill="#111113"/>` +
    wallpaper(c, x + 30, y + 30, w - 60, panelH - 56, 2) +
    `<circle cx="500" cy="${y + 14}" r="3.5" fill="#3a3a3e"/>` +
    `<rect x="${x + 4}" y="${y + panelH}" width="${w - 8}" height="6" fill="#000000" fill-opacity="0.06"/>`
  );
}

/**
 * Box with rounded vertical edges at a 3/4 (isometric) angle: side band shaded left-to-right,
 * top face with rounded corners. Returns the drawing and the box geometry for details.
 */
function roundedBox(c: Ctx, top: number, a: number, h: number, rr: number) {
  const box = isoBox(500, top, a, h);
  const k = box.b / a;
  // screen position of local top-face point (u, v)
  const P = (u: number, v: number): [number, number] => [500 + u - v, top + (u + v) * k];
  const d = rr * (1 - Math.SQRT1_2);
  const leftX = P(d, a - d)[0], rightX = P(a - d, d)[0];
  const leftY = P(d, a - d)[1], rightY = P(a - d, d)[1];
  const side = c.lin(
    [[0, c.tone(0.02)], [0.42, c.tone(-0.08)], [0.5, c.tone(-0.18)], [0.58, c.tone(-0.26)], [1, c.tone(-0.34)]],
    r1(leftX), 0, r1(rightX), 0, true,
  );
  const topFill = c.lin([[0, c.tone(0.24)], [1, c.tone(0.06)]], 0, 0, 1, 1);
  const rect = `<rect x="0" y="0" width="${a}" height="${a}" rx="${rr}"`;
  const svg =
    shadow(c, 500, box.bottom - box.b + 10, a * 1.25, box.b * 1.15, 0.32) +
    `<g fill="${side}" ${outline(c, 2.5)}>` +
    `${rect} transform="translate(0 ${h}) ${box.topMatrix}"/>` +
    `<polygon points="${pts([[leftX, leftY], [rightX, rightY], [rightX, rightY + h], [leftX, leftY + h]])}" stroke="none"/>` +
    `</g>` +
    `<line x1="${r1(leftX)}" y1="${r1(leftY)}" x2="${r1(leftX)}" y2="${r1(leftY + h)}" stroke="${c.edge}" stroke-width="2.5" stroke-opacity="${c.isLight ? 0.9 : 0.55}"/>` +
    `<line x1="${r1(rightX)}" y1="${r1(rightY)}" x2="${r1(rightX)}" y2="${r1(rightY + h)}" stroke="${c.edge}" stroke-width="2.5" stroke-opacity="${c.isLight ? 0.9 : 0.55}"/>` +
    `${rect} transform="${box.topMatrix}" fill="${topFill}" ${outline(c, 2.5)}/>` +
    `<g transform="${box.topMatrix}">${appleLogo(a / 2, a / 2, a * 0.2, c.isDark ? lighten(c.hex, 0.18) : darken(c.hex, 0.1), 0.8)}</g>`;
  return { svg, box };
}

/** Port shapes on the front-left face, in that face's local coordinates. */
function frontPorts(c: Ctx, matrix: string, parts: string): string {
  void c;
  return `<g transform="${matrix}" fill="#1c1c1e" stroke="#0a0a0a" stroke-width="1">${parts}</g>`;
}

/** Mac mini (2024): small, low square box at a 3/4 angle with front ports. */
export function macMini(c: Ctx): string {
  const a = 250, h = 100;
  const { svg, box } = roundedBox(c, 300, a, h, 46);
  const y = h * 0.5;
  return (
    svg +
    frontPorts(c, box.leftMatrix,
      `<rect x="70" y="${y - 6}" width="26" height="11" rx="5.5"/>` +
      `<rect x="108" y="${y - 6}" width="26" height="11" rx="5.5"/>` +
      `<circle cx="152" cy="${y}" r="5.5"/>`) +
    `<g transform="${box.rightMatrix}"><circle cx="${a - 60}" cy="${y}" r="3.5" fill="#8ee07a"/></g>`
  );
}

/** Mac Studio: taller square box with USB-C ports and SD slot at the front. */
export function macStudio(c: Ctx): string {
  const a = 236, h = 200;
  const { svg, box } = roundedBox(c, 240, a, h, 40);
  const y = h * 0.62;
  return (
    svg +
    frontPorts(c, box.leftMatrix,
      `<rect x="56" y="${y - 6}" width="26" height="11" rx="5.5"/>` +
      `<rect x="92" y="${y - 6}" width="26" height="11" rx="5.5"/>` +
      `<rect x="134" y="${y - 3}" width="52" height="6" rx="3"/>`) +
    `<g transform="${box.rightMatrix}"><circle cx="${a - 50}" cy="${y}" r="3.5" fill="#ffffff" stroke="#8e8e93" stroke-width="1"/></g>` +
    // vent slot line just above the base
    `<g transform="${box.leftMatrix}"><rect x="30" y="${h - 8}" width="${a - 30}" height="4" rx="2" fill="#000000" fill-opacity="0.25"/></g>` +
    `<g transform="${box.rightMatrix}"><rect x="0" y="${h - 8}" width="${a - 30}" height="4" rx="2" fill="#000000" fill-opacity="0.25"/></g>`
  );
}
