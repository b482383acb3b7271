import type { ImageRef } from '@contract/catalogue';
import { DESKTOP_IMAGE_MEDIA, IMAGE_USES, type ImageUse, productImageUrl, srcSet } from '@contract/product-images';
import * as css from './product-image.css';

/** `decorative`: the product's name is said beside the picture (a card's link), so the picture says nothing more. */
export function ProductImage({
  image,
  use,
  priority = false,
  decorative = false,
}: {
  image: ImageRef;
  use: ImageUse;
  priority?: boolean;
  decorative?: boolean;
}) {
  const { mobile, desktop, sizes } = IMAGE_USES[use];
  return (
    <picture>
      <source media={DESKTOP_IMAGE_MEDIA} srcSet={srcSet(image, desktop)} sizes={sizes} />
      <img
        className={css.image}
        src={productImageUrl(image, mobile[0])}
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
