import type { ProductDetail } from '@contract/catalogue';
import { LOW_STOCK_THRESHOLD } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Button } from '@/ui/Button';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { VariantPicker } from './VariantPicker';
import * as css from './product-detail.css';

function StockLine({ stock }: { stock: number }) {
  if (stock === 0)
    return (
      <p className={css.lowStock}>
        <Trans>Out of stock</Trans>
      </p>
    );
  if (stock <= LOW_STOCK_THRESHOLD)
    return (
      <p className={css.lowStock}>
        <Trans>Only {stock} left in stock</Trans>
      </p>
    );
  return (
    <p className={css.stock}>
      <Trans>In stock</Trans>
    </p>
  );
}

/** A product page: pick colour and model, see that variant's price and stock, add it to the bag. */
export function ProductDetailView({ product, onAdd, added }: { product: ProductDetail; onAdd: (skuId: number) => void; added: ReactNode }) {
  const first = product.variants.find((v) => v.stock > 0) ?? product.variants[0]!;
  const [colour, setColour] = useState(first.colourCode);
  const [capacity, setCapacity] = useState(first.capacity);
  const variant =
    product.variants.find((v) => v.colourCode === colour && v.capacity === capacity) ?? product.variants.find((v) => v.colourCode === colour) ?? first;

  return (
    <article className={css.layout} data-testid="product-detail">
      <div className={css.gallery}>
        <ProductImage image={{ slug: product.slug, colour: variant.colourCode, alt: product.productName }} use="detail" priority />
      </div>
      <div className={css.info}>
        <span className={css.category}>{product.categoryName}</span>
        <h1 className={css.title}>{product.productName}</h1>
        <p className={css.description}>{product.description}</p>
        <div className={css.priceLine}>
          <Price min={variant.specialPrice ?? variant.price} special={variant.specialPrice !== null} regularMin={variant.price} />
        </div>
        <VariantPicker
          colours={product.colours}
          capacities={product.capacities}
          colour={variant.colourCode}
          capacity={variant.capacity}
          onColour={setColour}
          onCapacity={setCapacity}
        />
        <StockLine stock={variant.stock} />
        <Button onClick={() => onAdd(variant.productId)} disabled={variant.stock === 0} data-testid="add-to-cart">
          <Trans>Add to bag</Trans>
        </Button>
        {added}
      </div>
    </article>
  );
}
