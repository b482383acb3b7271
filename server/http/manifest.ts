import { Hono } from 'hono';
import { APP_ICONS, ICON_BACKGROUND } from './app-icons.ts';

const icon = (src: keyof typeof APP_ICONS, purpose: 'any' | 'maskable') => ({ src, sizes: `${APP_ICONS[src]}x${APP_ICONS[src]}`, type: 'image/png', purpose });

/** The web app manifest: the shop installed on a home screen, named in Thai. */
export const MANIFEST = {
  id: '/',
  name: 'Apple Premium Reseller ตัวแทนจำหน่าย Apple อย่างเป็นทางการ',
  short_name: 'ช้อป Apple',
  description: 'ร้านตัวแทนจำหน่าย Apple อย่างเป็นทางการ iPhone, iPad, Mac, Apple Watch, AirPods และอุปกรณ์เสริม พร้อมราคาพิเศษเพื่อการศึกษา',
  lang: 'th',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: ICON_BACKGROUND,
  theme_color: ICON_BACKGROUND,
  // the icons fill their square, the mark inside the safe circle: the same image serves launchers that mask
  icons: [icon('/icons/icon-192.png', 'any'), icon('/icons/icon-512.png', 'any'), icon('/icons/icon-512.png', 'maskable')],
};

export const manifestRoutes = () =>
  new Hono().get('/manifest.webmanifest', (c) =>
    c.body(JSON.stringify(MANIFEST), 200, { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=86400' }),
  );
