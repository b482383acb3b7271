import type { ImageRef } from '@contract/catalogue';

/** The server draws each product image at the spec's widths only. */
export type ImageWidth = 540 | 278 | 561 | 292 | 160 | 628 | 820 | 119;

export const productImageUrl = (image: Pick<ImageRef, 'slug' | 'colour'>, width: ImageWidth) =>
  `/images/p/${encodeURIComponent(image.slug)}/${encodeURIComponent(image.colour)}/${width}.webp`;

export const srcSet = (image: Pick<ImageRef, 'slug' | 'colour'>, widths: ImageWidth[]) => widths.map((w) => `${productImageUrl(image, w)} ${w}w`).join(', ');
