import type { CartItem } from '@contract/cart';
import { LOW_STOCK_THRESHOLD } from '@contract/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { atItemLimit, displayedQuantity, quantityLimit } from '@machines/cart/cart-selectors';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { EducationPrice } from '@/ui/EducationPrice';
import { bagLineAmounts } from '@/ui/line-amounts';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { useCart } from '../hooks/cart-actor';
import { QuantityStepper } from './QuantityStepper';
import * as css from './cart.css';
import { LineDescription } from '@/ui/LineDescription';

/** Few left, or fewer than this line asks for: the shopper should know before checkout. */
const isLowStock = (item: CartItem, quantity: number) => item.stock < quantity || item.stock <= LOW_STOCK_THRESHOLD;

/** A bag line on the cart page or, `mini`, in the mini cart; `children` go under it (gift wrapping). */
export function CartLine({
  item,
  locale,
  onStep,
  onRemove,
  mini = false,
  children,
}: {
  item: CartItem;
  locale: 'en' | undefined;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
  mini?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const quantity = useCart((context) => displayedQuantity(context, item));
  const { stock, limitQty } = item;
  const { regular, educationDiscount } = bagLineAmounts(item);
  const limitId = useId();
  const extra = item.quantity - 1;
  // at the shop's per-item limit, unless the stock's own warning already says why the line stops
  const atLimit = atItemLimit(item, quantity) && !isLowStock(item, quantity);
  return (
    <li className={mini ? css.miniLine : css.line} data-testid={mini ? 'mini-cart-line' : 'cart-line'}>
      <ProductImage image={item.image} use={mini ? 'mini' : 'line'} />
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <Link
            to="/{-$locale}/product/$slug"
            params={{ locale, slug: `${item.slug}_${item.parentId}` }}
            search={{ sku: item.productId }}
            className={css.lineName}
          >
            {keepNumbersWithUnits(item.name)}
          </Link>
          <span className={css.linePrice} data-testid="line-price">
            {educationDiscount > 0 ? (
              <EducationPrice min={item.totalPrice} regularMin={regular} discount={educationDiscount} atEnd />
            ) : (
              <Price min={item.totalPrice} special={item.specialPrice !== null} regularMin={item.totalStandardPrice} />
            )}
          </span>
        </div>
        <span className={css.lineMeta}>
          <LineDescription text={item.description} />
        </span>
        {/* the education price is one unit's: a line of more (a code applied to it after) pays the rest in full */}
        {educationDiscount > 0 && item.quantity > 1 && (
          <p className={css.lineMeta} data-testid="education-units">
            <Trans>Education price on 1; {extra} more at the regular price</Trans>
          </p>
        )}
        {isLowStock(item, quantity) && (
          <p className={css.warning} data-testid="low-stock">
            {stock === 0 ? <Trans>Out of stock</Trans> : <Plural value={stock} one="Only # item left" other="Only # items left" />}
          </p>
        )}
        {atLimit && (
          <p id={limitId} className={css.lineMeta} data-testid="item-limit">
            <Trans>You can buy at most {limitQty} of this item</Trans>
          </p>
        )}
        <div className={css.lineFoot}>
          <QuantityStepper value={quantity} limit={quantityLimit(item)} label={item.name} onStep={onStep} limitNote={atLimit ? limitId : undefined} />
          {/* named after its line, as read among the other lines' buttons; the visible word begins the name */}
          <button type="button" className={css.lineRemove} onClick={onRemove} aria-label={t`Remove ${item.name}`} data-testid="remove-line">
            <Trans>Remove</Trans>
          </button>
        </div>
        {children}
      </div>
    </li>
  );
}
