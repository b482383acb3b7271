/** AirPods, AirPods Pro and AirPods Max drawings. */
import { type Ctx, darken, lighten, mix, outline, r1, shadow } from './util.ts';

/** AirPods 4: case with the lid flipped open and both earbuds seated in it. */
export function airpods(c: Ctx): string {
  const x = 320, w = 360, rim = 486, bottom = 770;
  const lid = { y: 292, h: 176 };
  const shell = c.lin([[0, c.tone(0.5)], [0.5, c.hex], [1, c.tone(-0.1)]], 0, 0, 1, 0.6);
  const lidInside = c.lin([[0, c.tone(-0.02)], [1, c.tone(-0.1)]]);
  const opening = c.lin([[0, c.tone(-0.24)], [1, c.tone(-0.1)]]);
  const head = c.rad([[0, lighten(c.hex, 0.7)], [0.6, c.hex], [1, c.tone(-0.16)]], 0.4, 0.35, 0.7);
  const recess = (cx: number) =>
    `<ellipse cx="${cx}" cy="${lid.y + lid.h / 2 + 4}" rx="56" ry="46" fill="${c.tone(-0.16)}" fill-opacity="0.55"/>` +
    `<ellipse cx="${cx}" cy="${lid.y + lid.h / 2 + 10}" rx="48" ry="36" fill="${c.tone(-0.04)}" fill-opacity="0.7"/>`;
  const bud = (cx: number, dir: number) =>
    `<g transform="translate(${cx} ${rim - 8}) rotate(${dir * 12})">` +
    `<ellipse cx="0" cy="0" rx="54" ry="46" fill="${head}" ${outline(c, 2.5)}/>` +
    `<ellipse cx="${dir * 24}" cy="-18" rx="15" ry="8" fill="#48484a" fill-opacity="0.55" transform="rotate(${dir * 30} ${dir * 24} -18)"/>` +
    `</g>`;
  return (
    shadow(c, 500, bottom + 8, 240, 30) +
    // lid flipped back: we see its inner face (a stadium) and its rim
    `<rect x="${x + 10}" y="${lid.y + 12}" width="${w - 20}" height="${lid.h + 8}" rx="${lid.h / 2}" fill="${c.tone(-0.22)}"/>` +
    `<rect x="${x}" y="${lid.y}" width="${w}" height="${lid.h}" rx="${lid.h / 2}" fill="${shell}" ${outline(c, 3)}/>` +
    `<rect x="${x + 14}" y="${lid.y + 14}" width="${w - 28}" height="${lid.h - 28}" rx="${lid.h / 2 - 14}" fill="${lidInside}"/>` +
    recess(428) + recess(572) +
    `<rect x="470" y="${lid.y + lid.h - 2}" width="60" height="${rim - lid.y - lid.h - 10}" rx="6" fill="${c.tone(-0.3)}"/>` +
    // opening of the body seen slightly from above, buds seated in it
    `<rect x="${x + 2}" y="${rim - 24}" width="${w - 4}" height="44" rx="22" fill="${opening}" ${outline(c, 2)}/>` +
    bud(430, -1) + bud(570, 1) +
    // body
    `<path d="M${x} ${rim + 4}H${x + w}V${bottom - 130}Q${x + w} ${bottom} ${x + w - 130} ${bottom}H${x + 130}Q${x} ${bottom} ${x} ${bottom - 130}Z" fill="${c.body(0.6, 1)}" ${outline(c, 3)}/>` +
    `<path d="M${x + 2} ${rim + 6}H${x + w - 2}" stroke="${c.edge}" stroke-opacity="0.5" stroke-width="3"/>` +
    `<circle cx="500" cy="${rim + 110}" r="6" fill="#34c759" fill-opacity="0.85"/>`
  );
}

/** One AirPods Pro earbud; head at (0, 0), stem down, silicone tip pointing towards -x. */
function proBud(c: Ctx): string {
  const bodyFill = c.lin([[0, lighten(c.hex, 0.6)], [0.6, c.hex], [1, c.tone(-0.14)]], 0, 0, 1, 0);
  const tip = c.rad([[0, '#d6d6da'], [0.7, '#ececf0'], [1, '#c9c9ce']], 0.5, 0.5, 0.6);
  return (
    `<rect x="-19" y="0" width="38" height="170" rx="19" fill="${bodyFill}" ${outline(c, 2.5)}/>` +
    `<rect x="-11" y="150" width="22" height="10" rx="5" fill="#2c2c2e" fill-opacity="0.6"/>` +
    `<rect x="-5" y="70" width="10" height="50" rx="5" fill="${c.tone(-0.12)}"/>` +
    `<ellipse cx="0" cy="0" rx="52" ry="50" fill="${c.rad([[0, lighten(c.hex, 0.7)], [0.6, c.hex], [1, c.tone(-0.14)]], 0.55, 0.35, 0.7)}" ${outline(c, 2.5)}/>` +
    `<ellipse cx="8" cy="-24" rx="11" ry="6" fill="#1d1d1f" fill-opacity="0.6"/>` +
    `<path d="M-38 -34Q-92 -36 -92 -4Q-92 28 -38 26Z" fill="${tip}" stroke="#a1a1a6" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<ellipse cx="-86" cy="-4" rx="7" ry="16" fill="#3a3a3c" fill-opacity="0.7"/>`
  );
}

/** AirPods Pro: wide closed case with status light, two earbuds with ear tips in front. */
export function airpodsPro(c: Ctx): string {
  const x = 282, y = 170, w = 436, h = 330;
  const seam = y + 110;
  return (
    shadow(c, 500, y + h + 10, 250, 28, 0.22) +
    shadow(c, 500, 812, 250, 22) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="126" fill="${c.body(0.5, 1)}" ${outline(c, 3)}/>` +
    `<path d="M${x + 8} ${seam}H${x + w - 8}" stroke="${c.edge}" stroke-opacity="${c.isLight ? 0.7 : 0.5}" stroke-width="3"/>` +
    `<path d="M${x + 24} ${seam + 4}H${x + w - 24}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<circle cx="500" cy="${y + 200}" r="6" fill="#34c759" fill-opacity="0.9"/>` +
    `<g transform="translate(404 600) rotate(14)">${proBud(c)}</g>` +
    `<g transform="translate(596 600) scale(-1 1) rotate(14)">${proBud(c)}</g>`
  );
}

/** AirPods Max: steel headband frame, knit canopy, ear cups in hex with cushions facing in. */
export function airpodsMax(c: Ctx): string {
  const steel = c.lin([[0, '#f2f2f4'], [0.5, '#a7a7ad'], [1, '#d8d8dc']], 0, 0, 1, 0);
  const steelV = c.lin([[0, '#8e8e93'], [0.4, '#f2f2f4'], [1, '#9a9aa0']], 0, 0, 1, 0);
  const canopyColour = mix(c.hex, '#d1d1d6', 0.35);
  const cup = c.lin([[0, c.tone(-0.16)], [0.35, c.tone(0.18)], [0.7, c.hex], [1, c.tone(-0.2)]], 0, 0, 1, 0);
  const cushion = c.lin([[0, mix(c.hex, '#c7c7cc', 0.5)], [1, darken(mix(c.hex, '#c7c7cc', 0.5), 0.18)]], 0, 0, 1, 0);
  const cushionR = c.lin([[0, darken(mix(c.hex, '#c7c7cc', 0.5), 0.18)], [1, mix(c.hex, '#c7c7cc', 0.5)]], 0, 0, 1, 0);
  const cupAt = (cx: number, inner: 1 | -1) => {
    const cw = 156, chh = 276, cy = 430;
    const cushionX = inner === 1 ? cx + cw / 2 - 16 : cx - cw / 2 - 44;
    return (
      `<rect x="${r1(cushionX)}" y="${cy + 16}" width="60" height="${chh - 32}" rx="28" fill="${inner === 1 ? cushion : cushionR}" ${outline(c, 2)}/>` +
      `<rect x="${r1(cx - cw / 2)}" y="${cy}" width="${cw}" height="${chh}" rx="72" fill="${cup}" ${outline(c, 3)}/>` +
      `<rect x="${r1(cx - 22)}" y="${cy - 22}" width="44" height="34" rx="10" fill="${steel}" stroke="#8e8e93" stroke-width="2"/>`
    );
  };
  return (
    shadow(c, 500, 726, 360, 30) +
    // canopy (knit mesh) under the frame
    `<path d="M300 440V360C300 170 700 170 700 360V440" fill="none" stroke="${canopyColour}" stroke-width="58" stroke-linecap="round"/>` +
    `<path d="M300 440V360C300 170 700 170 700 360V440" fill="none" stroke="${darken(canopyColour, 0.3)}" stroke-opacity="0.25" stroke-width="54" stroke-dasharray="2 5"/>` +
    `<path d="M271 430V360C271 148 729 148 729 360V430" fill="none" stroke="${darken(canopyColour, 0.25)}" stroke-opacity="0.5" stroke-width="2"/>` +
    // stainless steel frame and telescoping arms
    `<path d="M250 420V330C250 110 750 110 750 330V420" fill="none" stroke="#8e8e93" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M250 420V330C250 110 750 110 750 330V420" fill="none" stroke="${steel}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="243" y="330" width="14" height="92" rx="7" fill="${steelV}"/>` +
    `<rect x="743" y="330" width="14" height="92" rx="7" fill="${steelV}"/>` +
    cupAt(250, 1) + cupAt(750, -1) +
    // digital crown and noise control button on the right cup
    `<rect x="790" y="412" width="30" height="28" rx="6" fill="${steel}" stroke="#8e8e93" stroke-width="2"/>` +
    `<rect x="694" y="418" width="26" height="14" rx="5" fill="${c.tone(-0.1)}" ${outline(c, 1.5)}/>`
  );
}
