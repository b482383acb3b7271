/** iPhone, iPhone case and iPad drawings. */
import { type Ctx, appleLogo, darken, flash, lens, lighten, outline, r1, shadow, wallpaper } from './util.ts';

const PHONE = { x: 330, y: 112, w: 340, h: 716, rx: 60 };

/** Phone silhouette with side buttons, filled with the finish colour. */
function phoneBody(c: Ctx, fill: string): string {
  const { x, y, w, h, rx } = PHONE;
  const btn = (bx: number, by: number, bh: number) =>
    `<rect x="${bx}" y="${by}" width="7" height="${bh}" rx="3" fill="${c.tone(-0.12)}" ${outline(c, 1.5)}/>`;
  return (
    shadow(c, 500, y + h + 8, 230, 34) +
    btn(x - 5, 250, 44) + btn(x - 5, 320, 70) + btn(x - 5, 404, 70) + btn(x + w - 2, 330, 110) + btn(x + w - 2, 560, 80) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${outline(c, 3)}/>` +
    `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="${rx - 3}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`
  );
}

/** Triangular three-lens layout with flash, LiDAR and mic, in a plateau whose top-left is (x, y). */
function proCameras(c: Ctx, x: number, y: number): string {
  return (
    lens(c, x + 72, y + 66, 52) + lens(c, x + 72, y + 178, 52) + lens(c, x + 166, y + 122, 52) +
    flash(x + 258, y + 62, 15) +
    `<circle cx="${x + 258}" cy="${y + 182}" r="15" fill="#1c1c1f" stroke="#48484a" stroke-width="3"/>` +
    `<circle cx="${x + 262}" cy="${y + 122}" r="4.5" fill="${darken(c.hex, 0.45)}"/>`
  );
}

/** iPhone 17 Pro back: aluminium unibody, full-width camera plateau, glass panel below. */
export function iphonePro(c: Ctx): string {
  const { x, y, w, h } = PHONE;
  const plateauBottom = y + 262;
  const glass = c.lin([[0, c.tone(0.1)], [0.5, c.tone(0.02)], [1, c.tone(-0.08)]], 0, 0, 1, 1);
  const step = c.lin([[0, '#000000', 0.22], [1, '#000000', 0]]);
  const sheen = c.lin([[0, '#ffffff', 0.3], [1, '#ffffff', 0]]);
  return (
    phoneBody(c, c.body(1, 1, 1.2)) +
    // plateau sheen and the step down to the glass back
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${plateauBottom - y - 24}" rx="46" fill="${sheen}"/>` +
    `<rect x="${x + 16}" y="${plateauBottom}" width="${w - 32}" height="${y + h - plateauBottom - 16}" rx="44" fill="${glass}" stroke="${c.edge}" stroke-opacity="0.45" stroke-width="2"/>` +
    `<rect x="${x + 16}" y="${plateauBottom + 1}" width="${w - 32}" height="22" fill="${step}"/>` +
    proCameras(c, x + 18, y + 16) +
    appleLogo(500, 590, 84, c.isDark ? lighten(c.hex, 0.2) : darken(c.hex, 0.14), 0.85)
  );
}

/** iPhone 17 back: glass, square camera bump with a vertical two-lens pill. */
export function iphone(c: Ctx): string {
  const { x, y, w, h, rx } = PHONE;
  const back = c.lin([[0, c.tone(0.14)], [0.55, c.hex], [1, c.tone(-0.1)]], 0, 0, 1, 1);
  const bump = c.lin([[0, c.tone(0.22)], [1, c.tone(-0.02)]], 0, 0, 1, 1);
  const pill = c.lin([[0, c.tone(-0.04)], [1, c.tone(-0.16)]], 0, 0, 1, 1);
  return (
    phoneBody(c, c.tone(-0.08)) +
    `<rect x="${x + 7}" y="${y + 7}" width="${w - 14}" height="${h - 14}" rx="${rx - 7}" fill="${back}"/>` +
    `<rect x="${x + 22}" y="${y + 22}" width="170" height="262" rx="62" fill="${bump}" ${outline(c, 2.5)}/>` +
    `<rect x="${x + 40}" y="${y + 40}" width="108" height="226" rx="54" fill="${pill}" ${outline(c, 2)}/>` +
    lens(c, x + 94, y + 96, 44) + lens(c, x + 94, y + 210, 44) +
    flash(x + 171, y + 100, 11) +
    `<circle cx="${x + 171}" cy="${y + 206}" r="4" fill="${darken(c.hex, 0.45)}"/>` +
    appleLogo(500, 560, 84, c.isDark ? lighten(c.hex, 0.22) : darken(c.hex, 0.12), 0.8)
  );
}

/** Phone case in the finish colour, wide camera cut-out showing the phone, MagSafe ring. */
export function phoneCase(c: Ctx): string {
  const x = 316, y = 100, w = 368, h = 740, rx = 72;
  const mat = c.lin([[0, c.tone(0.12)], [0.5, c.hex], [1, c.tone(-0.12)]], 0, 0, 1, 1);
  const phone = c.lin([[0, '#4a4a4e'], [1, '#1f1f22']], 0, 0, 1, 1);
  const hole = { x: x + 26, y: y + 24, w: w - 52, h: 262 };
  return (
    shadow(c, 500, y + h + 8, 240, 34) +
    `<rect x="${x + w - 4}" y="330" width="10" height="120" rx="5" fill="${c.tone(-0.1)}" ${outline(c, 1.5)}/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${mat}" ${outline(c, 3)}/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="${rx - 12}" fill="none" stroke="${c.tone(-0.1)}" stroke-width="3" stroke-opacity="0.6"/>` +
    `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="${rx - 14}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.35"/>` +
    // cut-out: a rim, then the dark phone plateau and its cameras
    `<rect x="${hole.x - 6}" y="${hole.y - 6}" width="${hole.w + 12}" height="${hole.h + 12}" rx="52" fill="${c.tone(-0.16)}"/>` +
    `<rect x="${hole.x}" y="${hole.y}" width="${hole.w}" height="${hole.h}" rx="46" fill="${phone}"/>` +
    proCamerasNeutral(hole.x + 4, hole.y + 4) +
    `<circle cx="500" cy="590" r="118" fill="none" stroke="${c.isDark ? '#ffffff' : '#000000'}" stroke-opacity="0.08" stroke-width="6"/>` +
    `<rect x="494" y="724" width="12" height="34" rx="6" fill="${c.isDark ? '#ffffff' : '#000000'}" fill-opacity="0.06"/>`
  );
}

/** Camera lenses drawn in neutral graphite (the phone inside the case). */
function proCamerasNeutral(x: number, y: number): string {
  const ring = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="50" fill="#5a5a5e" stroke="#2a2a2c" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="40" fill="#0b0b0e"/>` +
    `<circle cx="${cx}" cy="${cy}" r="17" fill="#1b1d2b" stroke="#3c4a78" stroke-width="2.5" stroke-opacity="0.7"/>` +
    `<ellipse cx="${cx - 12}" cy="${cy - 13}" rx="8" ry="5" fill="#ffffff" fill-opacity="0.3" transform="rotate(-35 ${cx - 12} ${cy - 13})"/>`;
  return (
    ring(x + 70, y + 66) + ring(x + 70, y + 178) + ring(x + 162, y + 122) +
    flash(x + 252, y + 62, 15) +
    `<circle cx="${x + 252}" cy="${y + 182}" r="15" fill="#141416" stroke="#48484a" stroke-width="3"/>`
  );
}

/** iPad front: thin bezel, aluminium rim in the finish, wallpaper tinted by the finish. */
export function ipad(c: Ctx): string {
  const x = 235, y = 96, w = 530, h = 728, rx = 46;
  const bz = 26;
  const sx = x + bz, sy = y + bz, sw = w - 2 * bz, sh = h - 2 * bz;
  return (
    shadow(c, 500, y + h + 6, 290, 30) +
    `<rect x="${x + w - 120}" y="${y - 5}" width="70" height="8" rx="3" fill="${c.tone(-0.12)}" ${outline(c, 1.5)}/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${c.body()}" ${outline(c, 3)}/>` +
    `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="${rx - 6}" fill="#0d0d0f"/>` +
    wallpaper(c, sx, sy, sw, sh, 22) +
    `<circle cx="${x + w - bz / 2 - 3}" cy="${r1(y + h / 2)}" r="4.5" fill="#26262a" stroke="#3a3a40" stroke-width="1.5"/>`
  );
}
