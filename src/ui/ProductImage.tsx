import type { ImageRef } from '@contract/catalogue';
import { type ImageWidth, productImageUrl, srcSet } from '@/lib/image-url';
import { mq } from '@/styles/breakpoints';
import * as css from './product-image.css';

/**
 * Which drawn widths each use picks from: cards have a mobile pair (278/540) and a desktop pair (292/561),
 * the product page 628/820, cart lines 160, the mini cart 119.
 */
const USES = {
  card: { mobile: [278, 540], desktop: [292, 561], sizes: '(min-width: 1024px) 280px, 45vw' },
  detail: { mobile: [540, 820], desktop: [628, 820], sizes: '(min-width: 1024px) 600px, 92vw' },
  line: { mobile: [160], desktop: [160], sizes: '80px' },
  mini: { mobile: [119], desktop: [119], sizes: '60px' },
} satisfies Record<string, { mobile: ImageWidth[]; desktop: ImageWidth[]; sizes: string }>;

/** `decorative`: the product's name is said beside the picture (a card's link), so the picture says nothing more. */
export function ProductImage({
  image,
  use,
  priority = false,
  decorative = false,
}: {
  image: ImageRef;
  use: keyof typeof USES;
  priority?: boolean;
  decorative?: boolean;
}) {
  const { mobile, desktop, sizes } = USES[use];
  return (
    <picture>
      <source media={mq.lg} srcSet={srcSet(image, desktop)} sizes={sizes} />
      <img
        className={css.image}
        src={productImageUrl(image, mobile[0]!)}
        srcSet={srcSet(image, mobile)}
        sizes={sizes}
        alt={decorative ? '' : image.alt}
        width={mobile[0]}
        height={mobile[0]}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
