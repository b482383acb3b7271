/**
 * Product illustrations drawn as standalone SVG (the machine has no product photos).
 * Each Shape has one small drawing function in ./shapes; this module adds the
 * background and the optional caption. sharp (librsvg) turns the result into WebP.
 */
import type { Shape } from '../seed/catalogue-types.ts';
import { adapter, adapterDual, cable, ipadKeyboard, keyboard, magsafe, mouse, pencil, trackpad } from './shapes/accessories.ts';
import { airpods, airpodsMax, airpodsPro } from './shapes/audio.ts';
import { imac, macbook, macMini, macStudio } from './shapes/macs.ts';
import { ipad, iphone, iphonePro, phoneCase } from './shapes/phones.ts';
import { Ctx } from './shapes/util.ts';
import { airtag, watch, watchUltra } from './shapes/wearables.ts';

export interface DrawInput {
  shape: Shape;
  hex: string;
  /** short caption under the product, e.g. 'iPhone 17 Pro'. may be omitted */
  label?: string;
}

const DRAW: Record<Shape, (c: Ctx) => string> = {
  'iphone-pro': iphonePro,
  iphone,
  ipad,
  macbook,
  imac,
  'mac-mini': macMini,
  'mac-studio': macStudio,
  watch,
  'watch-ultra': watchUltra,
  airpods,
  'airpods-pro': airpodsPro,
  'airpods-max': airpodsMax,
  pencil,
  keyboard: (c) => keyboard(c),
  'keyboard-touch-id': (c) => keyboard(c, true),
  'ipad-keyboard': (c) => ipadKeyboard(c, ipad),
  mouse,
  trackpad,
  cable,
  adapter,
  'adapter-dual': adapterDual,
  magsafe,
  case: phoneCase,
  airtag,
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** A clean square product illustration, 1000x1000 viewBox, white-to-very-light-grey background, centred product, soft shadow. */
export function drawProductSvg(input: DrawInput): string {
  const draw = DRAW[input.shape];
  if (!draw) throw new Error(`drawProductSvg: unknown shape ${JSON.stringify(input.shape)}`);
  const c = new Ctx(input.hex);
  const background = c.lin([
    [0, '#ffffff'],
    [1, '#f0f0f3'],
  ]);
  const glow = c.rad(
    [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.42,
    0.55,
  );
  const product = draw(c);
  // keep a captioned product clear of the caption: shrink slightly towards the top
  const body = input.label ? `<g transform="translate(40 10) scale(0.92)">${product}</g>` : product;
  const label = input.label?.trim()
    ? `<text x="500" y="948" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif" font-size="36" font-weight="500" fill="#1d1d1f">${escapeXml(input.label.trim())}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">` +
    c.defsTag() +
    `<rect width="1000" height="1000" fill="${background}"/>` +
    `<rect width="1000" height="1000" fill="${glow}"/>` +
    body +
    label +
    `</svg>`
  );
}
