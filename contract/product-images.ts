import type { ImageRef } from './catalogue.ts';
import { BREAKPOINTS, type PRODUCT_IMAGE_WIDTHS } from './constants.ts';

/** The server draws each product image at the spec's widths only. */
export type ImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export const productImageUrl = (image: Pick<ImageRef, 'slug' | 'colour'>, width: ImageWidth) =>
  `/images/p/${encodeURIComponent(image.slug)}/${encodeURIComponent(image.colour)}/${width}.webp`;

export const srcSet = (image: Pick<ImageRef, 'slug' | 'colour'>, widths: readonly ImageWidth[]) =>
  widths.map((w) => `${productImageUrl(image, w)} ${w}w`).join(', ');

/** From this width a picture takes its desktop candidates. */
export const DESKTOP_IMAGE_MEDIA = `(min-width: ${BREAKPOINTS.lg}px)`;

/**
 * Which drawn widths each use picks from: cards have a mobile pair (278/540) and a desktop pair (292/561), the
 * product page 628/820, cart lines 160, the mini cart 119. The app's pictures and the server's preloads of a page's
 * first picture both take them from here, so that the browser uses what it preloaded.
 */
export const IMAGE_USES = {
  card: { mobile: [278, 540], desktop: [292, 561], sizes: `${DESKTOP_IMAGE_MEDIA} 280px, 45vw` },
  detail: { mobile: [540, 820], desktop: [628, 820], sizes: `${DESKTOP_IMAGE_MEDIA} 600px, 92vw` },
  line: { mobile: [160], desktop: [160], sizes: '80px' },
  mini: { mobile: [119], desktop: [119], sizes: '60px' },
} as const satisfies Record<string, { mobile: readonly ImageWidth[]; desktop: readonly ImageWidth[]; sizes: string }>;
export type ImageUse = keyof typeof IMAGE_USES;
