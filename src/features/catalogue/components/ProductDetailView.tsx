import type { ProductDetail } from '@contract/catalogue';
import { LOW_STOCK_THRESHOLD } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from '@tanstack/react-router';
import { useEducationPricing } from '@/lib/education-pricing';
import { localeParam, localeOf } from '@/lib/locale';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { Button } from '@/ui/Button';
import { Announce } from '@/ui/Announce';
import { EducationPrice } from '@/ui/EducationPrice';
import { EducationQuotaNote } from '@/ui/EducationQuotaNote';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { chosenVariant, variantForCapacity, variantForColour } from '../variant-choice';
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

/** Whether a variant's education price is below what it sells for. */
const savesOnEducation = (v: ProductDetail['variants'][number]) => v.educationPrice !== null && v.educationPrice < (v.specialPrice ?? v.price);

/**
 * Without a code: what the education price of the option on screen is, and where to learn how to get it. An option
 * on sale at its education price or below names no price: "from" the lowest education price of other options would
 * read as dearer than the price beside it.
 */
function EducationOffer({ price }: { price: number | null }) {
  const locale = localeOf(useParams({ strict: false }).locale);
  const amount = price === null ? null : formatBaht(price);
  return (
    <p className={css.educationOffer} data-testid="education-offer">
      {amount === null ? (
        <Trans>Other options of this model have education prices with an education code.</Trans>
      ) : (
        <Trans>Education price {amount} with an education code.</Trans>
      )}
      <Link to="/{-$locale}/education" params={{ locale: localeParam(locale) }} className={css.educationLink}>
        <Trans>How students and teachers get education prices</Trans>
      </Link>
    </p>
  );
}

/**
 * A product page: pick colour and model, see that variant's price and stock, add it to the bag. The chosen variant is
 * the address's (`sku`, changed through `onVariant`), so that a link, a bag line or a language switch shows the same
 * one. `added` says what became of the chosen variant's last add, `adding` whether the bag has yet to take it (the
 * button is busy meanwhile: a double click adds one); `favourite` is the wishlist heart in the picture's corner.
 */
export function ProductDetailView({
  product,
  sku,
  onVariant,
  onAdd,
  added,
  adding,
  favourite,
}: {
  product: ProductDetail;
  sku: number | undefined;
  onVariant: (sku: number) => void;
  onAdd: (skuId: number) => void;
  added: (skuId: number) => ReactNode;
  adding: (skuId: number) => boolean;
  favourite?: ReactNode;
}) {
  const variant = chosenVariant(product, sku);
  const education = useEducationPricing();
  const paid = variant.specialPrice ?? variant.price;
  const saving = variant.educationPrice === null ? 0 : paid - variant.educationPrice;
  const educationPriced = product.variants.some(savesOnEducation);
  const offer = !education && educationPriced ? <EducationOffer price={savesOnEducation(variant) ? variant.educationPrice : null} /> : null;

  return (
    <article className={css.layout} data-testid="product-detail">
      <div className={css.gallery}>
        <ProductImage image={{ slug: product.slug, colour: variant.colourCode, alt: product.productName }} use="detail" priority />
        {favourite}
      </div>
      <div className={css.info}>
        <span className={css.category}>{product.categoryName}</span>
        <h1 className={css.title}>{keepNumbersWithUnits(product.productName)}</h1>
        <p className={css.description}>{keepNumbersWithUnits(product.description)}</p>
        <div className={css.priceLine}>
          {education && saving > 0 ? (
            <EducationPrice min={variant.educationPrice!} regularMin={paid} discount={saving} />
          ) : (
            <Price min={paid} special={variant.specialPrice !== null} regularMin={variant.price} />
          )}
        </div>
        {/* another colour or size, another price: said as it changes */}
        <Announce text={formatBaht(education && saving > 0 ? variant.educationPrice! : paid)} />
        {product.educationFamily && educationPriced ? <EducationQuotaNote families={[product.educationFamily]} offer={offer} /> : offer}
        <VariantPicker
          colours={product.colours}
          capacities={product.capacities}
          colour={variant.colourCode}
          capacity={variant.capacity}
          onColour={(colour) => onVariant(variantForColour(product, variant, colour).productId)}
          onCapacity={(capacity) => onVariant(variantForCapacity(product, variant, capacity).productId)}
        />
        <StockLine stock={variant.stock} />
        <Button onClick={() => onAdd(variant.productId)} disabled={variant.stock === 0} busy={adding(variant.productId)} data-testid="add-to-cart">
          <Trans>Add to bag</Trans>
        </Button>
        {added(variant.productId)}
      </div>
    </article>
  );
}
