import type { ProductDetail, ProductVariant } from '@contract/catalogue';
import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { productPath } from '@/lib/links';
import { localeParam } from '@/lib/locale';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { Button, buttonClass } from '@/ui/Button';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import * as css from './account-area.css';

/** A product on the wish list: its details once they are read, or why they could not be. */
export interface WishItem {
  productId: number;
  product: ProductDetail | undefined;
  /** 'gone': the catalogue has no such product any more; 'unreachable': its details could not be read now */
  failure: 'gone' | 'unreachable' | null;
  /** reads the product's details again */
  retry: () => void;
}

export interface WishListProps {
  locale: Locale;
  /** the wish list itself is still being read */
  loading: boolean;
  /** the wish list could not be read: it is not known to be empty */
  listFailed: boolean;
  onRetryList: () => void;
  items: WishItem[];
  /** the product whose removal is being saved */
  removing: number | null;
  onRemove: (productId: number) => void;
  /** puts one of the product's SKUs in the bag */
  onAdd: (skuId: number) => void;
}

/** The SKU the card adds to the bag: the first one in stock, like the product page's first choice. */
export const variantToAdd = (product: ProductDetail): ProductVariant | undefined => product.variants.find((variant) => variant.stock > 0);

const currentPrice = (variant: ProductVariant) => variant.specialPrice ?? variant.price;

/** /my-account/wish-list: the products the shopper marked with the heart, to buy or to remove; an empty list says where to find some. */
export function WishList({ locale, loading, listFailed, onRetryList, items, removing, onRemove, onAdd }: WishListProps) {
  const params = { locale: localeParam(locale) };
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(items.length);
  useEffect(() => {
    // a removed card took the keyboard's focus with it: the list's heading takes it
    if (items.length < shown.current && document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
    shown.current = items.length;
  }, [items.length]);
  return (
    <>
      <h1 className={css.heading} ref={heading} tabIndex={-1}>
        <Trans>Wishlist</Trans>
      </h1>
      {loading ? (
        <p className={css.muted} role="status">
          <Trans>Loading your wishlist…</Trans>
        </p>
      ) : listFailed ? (
        <div className={css.empty} data-testid="wishlist-failed">
          <p className={css.muted} role="alert">
            <Trans>Your wishlist could not be loaded. Please try again.</Trans>
          </p>
          <Button look="secondary" onClick={onRetryList}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={css.empty} data-testid="wishlist-empty">
          <p className={css.muted}>
            <Trans>Your wishlist is empty. Tap the heart on a product to keep it here.</Trans>
          </p>
          <Link to="/{-$locale}/products" params={params} className={buttonClass('primary')}>
            <Trans>Browse products</Trans>
          </Link>
        </div>
      ) : (
        <ul className={css.wishGrid} data-testid="wishlist">
          {items.map((item) => (
            <li key={item.productId}>
              <WishCard item={item} locale={locale} removing={removing === item.productId} onRemove={onRemove} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function WishCard({
  item,
  locale,
  removing,
  onRemove,
  onAdd,
}: {
  item: WishItem;
  locale: Locale;
  removing: boolean;
  onRemove: (productId: number) => void;
  onAdd: (skuId: number) => void;
}) {
  const { product } = item;
  // the buttons read out with the product's name: every card has the same two
  const headingId = `wish-${item.productId}`;
  const remove = (
    <Button look="quiet" onClick={() => onRemove(item.productId)} disabled={removing} aria-describedby={headingId} data-testid="wish-remove">
      {removing ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
    </Button>
  );
  if (!product)
    return (
      <article className={css.wishCard} data-testid="wish-card" aria-busy={item.failure === null}>
        <p id={headingId} className={css.muted} role={item.failure === null ? 'status' : undefined}>
          {item.failure === 'gone' ? (
            <Trans>This product is no longer available.</Trans>
          ) : item.failure === 'unreachable' ? (
            <Trans>This product's details could not be loaded.</Trans>
          ) : (
            <Trans>Loading…</Trans>
          )}
        </p>
        <div className={css.wishActions}>
          {item.failure === 'unreachable' && (
            <Button look="secondary" onClick={item.retry} aria-describedby={headingId}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {remove}
        </div>
      </article>
    );

  const sku = variantToAdd(product);
  const shown = sku ?? product.variants[0];
  const prices = product.variants.map(currentPrice);
  const regular = product.variants.map((variant) => variant.price);
  const colour = product.colours.find((c) => c.code === shown?.colourCode);
  const skuName = [colour?.name, shown?.capacity].filter(Boolean).join(' · ');
  const addsPrice = sku && formatBaht(currentPrice(sku));
  return (
    <article className={css.wishCard} data-testid="wish-card" aria-labelledby={headingId}>
      {shown && (
        <div className={css.wishImage}>
          <ProductImage image={{ slug: product.slug, colour: shown.colourCode, alt: '' }} use="card" />
        </div>
      )}
      <span className={css.muted}>{product.categoryName}</span>
      <h2 id={headingId} className={css.wishName}>
        <Link
          to="/{-$locale}/product/$slug"
          params={{ locale: localeParam(locale), slug: productPath(product.slug, product.productId) }}
          search={{ sku: shown?.productId }}
          className={css.wishLink}
        >
          {keepNumbersWithUnits(product.productName)}
        </Link>
      </h2>
      <Price
        min={Math.min(...prices)}
        max={Math.max(...prices)}
        special={product.variants.some((variant) => variant.specialPrice !== null)}
        regularMin={Math.min(...regular)}
        regularMax={Math.max(...regular)}
      />
      {sku ? (
        skuName && (
          <p className={css.muted} data-testid="wish-adds">
            <Trans>
              Adds: {skuName} at {addsPrice}
            </Trans>
          </p>
        )
      ) : (
        <p className={css.muted}>
          <Trans>Out of stock</Trans>
        </p>
      )}
      <div className={css.wishActions}>
        <Button onClick={() => sku && onAdd(sku.productId)} disabled={!sku} aria-describedby={headingId} data-testid="wish-add">
          <Trans>Add to bag</Trans>
        </Button>
        {remove}
      </div>
    </article>
  );
}
