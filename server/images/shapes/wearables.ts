/** Apple Watch, Apple Watch Ultra and AirTag drawings. */
import { type Ctx, appleLogo, darken, lighten, mix, outline, r1, shadow } from './util.ts';

const CX = 500, CY = 440;

/** Upper and lower strap in the finish colour; `ribs` adds the Ocean/Sport-style texture. */
function straps(c: Ctx, width: number, caseTop: number, caseBottom: number, ribs: boolean): string {
  const fill = c.cylinder(true);
  const fadeTop = c.lin([[0, '#000000', 0.3], [1, '#000000', 0]]);
  const fadeBottom = c.lin([[0, '#000000', 0], [1, '#000000', 0.3]]);
  const x0 = CX - width / 2, topEnd = 62, bottomEnd = 836;
  const strap = (y0: number, y1: number, fade: string) => {
    const h = y1 - y0;
    return (
      `<rect x="${x0}" y="${y0}" width="${width}" height="${h}" rx="28" fill="${fill}" ${outline(c, 2.5)}/>` +
      `<rect x="${x0}" y="${y0}" width="${width}" height="${h}" rx="28" fill="${fade}"/>`
    );
  };
  let texture = '';
  if (ribs) {
    for (let y = topEnd + 30; y < bottomEnd - 20; y += 22) {
      if (y > caseTop - 10 && y < caseBottom + 10) continue;
      texture += `<rect x="${x0 + 8}" y="${y}" width="${width - 16}" height="6" rx="3" fill="#000000" fill-opacity="0.1"/>`;
    }
  } else {
    for (let i = 0; i < 6; i++) {
      texture += `<circle cx="${CX}" cy="${caseBottom + 60 + i * 26}" r="5" fill="${darken(c.hex, 0.35)}" fill-opacity="0.8"/>`;
    }
  }
  return (
    strap(topEnd, caseTop + 40, fadeTop) +
    strap(caseBottom - 40, bottomEnd, fadeBottom) +
    texture +
    `<rect x="${x0 + 6}" y="${caseTop - 8}" width="${width - 12}" height="16" rx="5" fill="${darken(c.hex, 0.35)}"/>` +
    `<rect x="${x0 + 6}" y="${caseBottom - 8}" width="${width - 12}" height="16" rx="5" fill="${darken(c.hex, 0.35)}"/>`
  );
}

/** Activity rings watch face. */
function activityRings(cx: number, cy: number, scale: number): string {
  const ring = (r: number, colour: string, done: number) => {
    const len = 2 * Math.PI * r * scale;
    return (
      `<circle cx="${cx}" cy="${cy}" r="${r1(r * scale)}" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="${r1(18 * scale)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r1(r * scale)}" fill="none" stroke="${colour}" stroke-width="${r1(18 * scale)}" stroke-linecap="round" stroke-dasharray="${r1(len * done)} ${r1(len)}" transform="rotate(-90 ${cx} ${cy})"/>`
    );
  };
  return ring(88, '#fa114f', 0.78) + ring(66, '#a6ff00', 0.62) + ring(44, '#00e5f0', 0.86);
}

/** Apple Watch (aluminium): rounded case, black display with activity rings, crown, band in hex. */
export function watch(c: Ctx): string {
  const w = 300, h = 354, x = CX - w / 2, y = CY - h / 2;
  const caseBase = c.isDark ? '#3a3a3d' : c.isLight ? '#e3e4e6' : mix(c.hex, '#d9d9de', 0.6);
  const caseFill = c.lin([[0, lighten(caseBase, 0.35)], [0.5, caseBase], [1, darken(caseBase, 0.25)]], 0, 0, 1, 1);
  const glass = c.rad([[0, '#1a1a1e'], [1, '#000000']], 0.35, 0.3, 0.8);
  const caseEdge = darken(caseBase, 0.35);
  return (
    shadow(c, CX, 852, 170, 20) +
    straps(c, 232, y, y + h, false) +
    `<rect x="${x + w - 8}" y="${CY - 62}" width="26" height="58" rx="10" fill="${caseFill}" stroke="${caseEdge}" stroke-width="2"/>` +
    `<path d="M${x + w + 8} ${CY - 56}v46M${x + w + 12} ${CY - 56}v46" stroke="${caseEdge}" stroke-width="1.5" stroke-opacity="0.6"/>` +
    `<rect x="${x + w - 6}" y="${CY + 30}" width="14" height="70" rx="6" fill="${caseFill}" stroke="${caseEdge}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="84" fill="${caseFill}" stroke="${caseEdge}" stroke-width="2.5"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="74" fill="#050506"/>` +
    `<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" rx="62" fill="${glass}"/>` +
    activityRings(CX, CY, 1.05) +
    `<path d="M${x + 30} ${y + 110}Q${x + 40} ${y + 30} ${x + 130} ${y + 22}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="10" fill="none" stroke-linecap="round"/>`
  );
}

/** Apple Watch Ultra: natural titanium case, flat sapphire with raised rim, crown guard, orange action button. */
export function watchUltra(c: Ctx): string {
  const w = 322, h = 372, x = CX - w / 2, y = CY - h / 2;
  // black titanium for a black finish, natural titanium for the others (the finish colours the band)
  const ti = c.isDark
    ? c.lin([[0, '#66666b'], [0.45, '#38383c'], [1, '#1c1c1e']], 0, 0, 1, 1)
    : c.lin([[0, '#eeebe4'], [0.45, '#cbc7be'], [1, '#8f8b83']], 0, 0, 1, 1);
  const tiEdge = c.isDark ? '#0e0e10' : '#77736b';
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r0 = major ? 104 : 112, r2 = 120;
    ticks +=
      `<line x1="${r1(CX + Math.sin(a) * r0)}" y1="${r1(CY - Math.cos(a) * r0)}" x2="${r1(CX + Math.sin(a) * r2)}" y2="${r1(CY - Math.cos(a) * r2)}"` +
      ` stroke="${i === 0 ? '#ff6b1a' : '#f2f2f2'}" stroke-opacity="${major ? 0.95 : 0.45}" stroke-width="${major ? 5 : 2.5}"/>`;
  }
  const hand = (deg: number, len: number, wid: number, colour: string) =>
    `<line x1="${CX}" y1="${CY}" x2="${r1(CX + Math.sin((deg * Math.PI) / 180) * len)}" y2="${r1(CY - Math.cos((deg * Math.PI) / 180) * len)}" stroke="${colour}" stroke-width="${wid}" stroke-linecap="round"/>`;
  return (
    shadow(c, CX, 852, 180, 20) +
    straps(c, 244, y, y + h, true) +
    // action button (left), crown guard with crown and side button (right)
    `<rect x="${x - 14}" y="${CY - 96}" width="26" height="84" rx="9" fill="#ff6b1a" stroke="#b84610" stroke-width="2"/>` +
    `<path d="M${x + w - 4} ${CY - 110}h18q12 0 12 12v118q0 12-12 12h-18z" fill="${ti}" stroke="${tiEdge}" stroke-width="2"/>` +
    `<rect x="${x + w + 18}" y="${CY - 76}" width="22" height="52" rx="8" fill="${ti}" stroke="${tiEdge}" stroke-width="2"/>` +
    `<rect x="${x + w - 4}" y="${CY + 46}" width="14" height="74" rx="6" fill="${ti}" stroke="${tiEdge}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="64" fill="${ti}" stroke="${tiEdge}" stroke-width="2.5"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="54" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>` +
    `<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="48" fill="#030303"/>` +
    ticks +
    `<circle cx="${CX}" cy="${CY - 70}" r="26" fill="none" stroke="#ff6b1a" stroke-width="4"/>` +
    `<circle cx="${CX}" cy="${CY + 70}" r="26" fill="none" stroke="#5ac8fa" stroke-width="4" stroke-dasharray="100 200" transform="rotate(-90 ${CX} ${CY + 70})"/>` +
    hand(305, 72, 9, '#f5f5f7') + hand(52, 102, 7, '#f5f5f7') + hand(160, 112, 3, '#ff6b1a') +
    `<circle cx="${CX}" cy="${CY}" r="8" fill="#ff6b1a" stroke="#030303" stroke-width="3"/>` +
    `<path d="M${x + 34} ${y + 120}Q${x + 42} ${y + 40} ${x + 130} ${y + 32}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="10" fill="none" stroke-linecap="round"/>`
  );
}

/** AirTag: steel back with logo behind, enamel front in the finish colour. */
export function airtag(c: Ctx): string {
  const steel = c.lin([[0, '#f4f4f6'], [0.4, '#b8b8bd'], [0.7, '#e6e6ea'], [1, '#8a8a90']], 0, 0, 1, 1);
  const face = c.rad([[0, lighten(c.hex, 0.3)], [0.7, c.hex], [1, darken(c.hex, 0.1)]], 0.45, 0.4, 0.75);
  const disc = (cx: number, cy: number, r: number, tilt: number) =>
    `<ellipse cx="${cx}" cy="${cy + tilt}" rx="${r}" ry="${r * 0.9}" fill="${steel}" stroke="#7c7c82" stroke-width="2.5"/>`;
  return (
    shadow(c, 610, 760, 220, 34) +
    shadow(c, 360, 560, 160, 26, 0.22) +
    // back-side AirTag, tilted, steel with logo
    disc(360, 380, 170, 18) +
    `<ellipse cx="360" cy="380" rx="170" ry="153" fill="${steel}" stroke="#7c7c82" stroke-width="2"/>` +
    `<ellipse cx="360" cy="380" rx="120" ry="108" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>` +
    appleLogo(360, 380, 70, '#8e8e93', 0.55) +
    // front-side AirTag: steel rim below the white enamel dome
    disc(610, 560, 232, 26) +
    `<ellipse cx="610" cy="560" rx="226" ry="203" fill="${face}" ${outline(c, 2.5)}/>` +
    `<path d="M452 470Q500 400 590 392" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="14" stroke-linecap="round"/>`
  );
}
