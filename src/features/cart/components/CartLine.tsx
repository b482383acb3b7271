import type { CartItem } from '@contract/cart';
import { LOW_STOCK_THRESHOLD } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { displayedQuantity, quantityLimit } from '@machines/cart/cart-selectors';
import { Link } from '@tanstack/react-router';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { useCart } from '../hooks/cart-actor';
import { QuantityStepper } from './QuantityStepper';
import * as css from './cart.css';

/** Few left, or fewer than this line asks for: the shopper should know before checkout. */
const isLowStock = (item: CartItem, quantity: number) => item.stock < quantity || item.stock <= LOW_STOCK_THRESHOLD;

export function CartLine({
  item,
  locale,
  onStep,
  onRemove,
}: {
  item: CartItem;
  locale: 'en' | undefined;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
}) {
  const quantity = useCart((context) => displayedQuantity(context, item));
  const stock = item.stock;
  return (
    <li className={css.line} data-testid="cart-line">
      <ProductImage image={item.image} use="line" />
      <div className={css.lineBody}>
        <Link to="/{-$locale}/product/$slug" params={{ locale, slug: `${item.slug}_${item.parentId}` }} className={css.lineName}>
          {item.name}
        </Link>
        <span className={css.lineMeta}>{item.description}</span>
        <Price min={item.totalPrice} special={item.specialPrice !== null} regularMin={item.totalStandardPrice} />
        {isLowStock(item, quantity) && (
          <p className={css.warning} data-testid="low-stock">
            <Trans>Only {stock} items left</Trans>
          </p>
        )}
        <div className={css.lineFoot}>
          <QuantityStepper value={quantity} limit={quantityLimit(item)} label={item.name} onStep={onStep} />
          <button type="button" className={css.remove} onClick={onRemove}>
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
