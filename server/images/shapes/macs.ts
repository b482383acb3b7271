/** MacBook, iMac, Mac mini and Mac Studio drawings. */
import { type Ctx, KEY_UNITS_H, KEY_UNITS_W, keyRects, outline, pts, roundedBox, shadow, wallpaper } from './util.ts';

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
  const x = 140, y = 120, w = 720, panelH = 420, chinH = 76;
  const bottom = y + panelH + chinH, foot = 748;
  const chin = c.lin([[0, c.tone(0.1)], [1, c.tone(-0.04)]], 0, 0, 1, 1);
  const stand = c.lin([[0, c.tone(-0.22)], [0.3, c.tone(-0.02)], [0.7, c.tone(-0.06)], [1, c.tone(-0.26)]], 0, 0, 1, 0);
  const footFill = c.lin([[0, c.tone(-0.04)], [1, c.tone(-0.24)]]);
  const bezel = c.lin([[0, '#fbfbfd'], [1, '#ededf0']]);
  return (
    shadow(c, 500, foot + 14, 250, 22, 0.34) +
    // stand blade (leans back, so it narrows slightly upwards) and flat foot
    `<polygon points="${pts([[418, bottom - 6], [582, bottom - 6], [592, foot], [408, foot]])}" fill="${stand}" ${outline(c, 2)}/>` +
    `<path d="M404 ${foot - 4}H596L612 ${foot + 10}Q614 ${foot + 16} 606 ${foot + 16}H394Q386 ${foot + 16} 388 ${foot + 10}Z" fill="${footFill}" ${outline(c, 2)}/>` +
    // body: finish-coloured shell, white bezel, screen, chin
    `<rect x="${x}" y="${y}" width="${w}" height="${panelH + chinH}" rx="22" fill="${chin}" ${outline(c, 3)}/>` +
    `<path d="M${x + 4} ${y + panelH}V${y + 20}Q${x + 4} ${y + 4} ${x + 20} ${y + 4}H${x + w - 20}Q${x + w - 4} ${y + 4} ${x + w - 4} ${y + 20}V${y + panelH}Z" fill="${bezel}" stroke="#d2d2d7" stroke-width="1.5"/>` +
    `<rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${panelH - 46}" rx="4" fill="#111113"/>` +
    wallpaper(c, x + 28, y + 28, w - 56, panelH - 54, 2) +
    `<circle cx="500" cy="${y + 13}" r="3.5" fill="#3a3a3e"/>` +
    `<rect x="${x + 4}" y="${y + panelH}" width="${w - 8}" height="5" fill="#000000" fill-opacity="0.06"/>`
  );
}

/** Port shapes on the front-left face, in that face's local coordinates. */
function frontPorts(matrix: string, parts: string): string {
  return `<g transform="${matrix}" fill="#1c1c1e" stroke="#0a0a0a" stroke-width="1">${parts}</g>`;
}

/** Mac mini (2024): small, low square box at a 3/4 angle with front ports. */
export function macMini(c: Ctx): string {
  const a = 280, h = 108;
  const { svg, box } = roundedBox(c, 290, a, h, 50, true);
  const y = h * 0.5;
  return (
    svg +
    frontPorts(box.leftMatrix,
      `<rect x="78" y="${y - 5}" width="24" height="10" rx="5"/>` +
      `<rect x="114" y="${y - 5}" width="24" height="10" rx="5"/>` +
      `<circle cx="158" cy="${y}" r="5"/>`) +
    `<g transform="${box.rightMatrix}"><circle cx="${a - 60}" cy="${y}" r="3.5" fill="#8ee07a"/></g>`
  );
}

/** Mac Studio: taller square box with USB-C ports and SD slot at the front. */
export function macStudio(c: Ctx): string {
  const a = 236, h = 200;
  const { svg, box } = roundedBox(c, 240, a, h, 40, true);
  const y = h * 0.62;
  return (
    svg +
    frontPorts(box.leftMatrix,
      `<rect x="58" y="${y - 5}" width="22" height="10" rx="5"/>` +
      `<rect x="90" y="${y - 5}" width="22" height="10" rx="5"/>` +
      `<rect x="128" y="${y - 2.5}" width="42" height="5" rx="2.5"/>`) +
    `<g transform="${box.rightMatrix}"><circle cx="${a - 50}" cy="${y}" r="3.5" fill="#ffffff" stroke="#8e8e93" stroke-width="1"/></g>`
  );
}
