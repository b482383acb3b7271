import type { CartItem } from '@contract/cart';
import { Trans } from '@lingui/react/macro';
import { clampQuantity, displayedQuantity } from '@machines/cart/cart-selectors';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClass } from '@/ui/Button';
import { useCart, useCartActor } from '../hooks/cart-actor';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { CrossSell } from './CrossSell';
import { EducationCode } from './EducationCode';
import { RemoveItemDialog } from './RemoveItemDialog';
import * as css from './cart.css';

export function CartPage({ locale }: { locale: 'en' | undefined }) {
  const actor = useCartActor();
  const { cart, loading } = useCart((context, state) => ({ cart: context.cart, loading: state.loading }));
  const [removing, setRemoving] = useState<CartItem | null>(null);

  if (loading) return <p aria-busy="true" />;
  if (!cart || cart.items.length === 0) {
    return (
      <section className={css.empty}>
        <h1 className={css.heading}>
          <Trans>Your bag is empty</Trans>
        </h1>
        <Link to="/{-$locale}/products" params={{ locale }} className={buttonClass()}>
          <Trans>Shop now</Trans>
        </Link>
      </section>
    );
  }

  return (
    <div className={css.page}>
      <section>
        <h1 className={css.heading}>
          <Trans>Your bag</Trans>
        </h1>
        <ul className={css.lines}>
          {cart.items.map((item) => (
            <CartLine
              key={`${item.productId}-${item.bundleParentId ?? ''}`}
              item={item}
              locale={locale}
              onStep={(delta) => {
                // from the machine's state, not the last render: two clicks in one frame still count twice
                const quantity = clampQuantity(displayedQuantity(actor.getSnapshot().context, item) + delta, item);
                actor.send({ type: 'cart.quantity.change', productId: item.productId, bundleParentId: item.bundleParentId, quantity });
              }}
              onRemove={() => setRemoving(item)}
            />
          ))}
        </ul>
      </section>
      <div className={css.side}>
        <CartTotals cart={cart} />
        <EducationCode />
      </div>
      <CrossSell locale={locale} />
      <RemoveItemDialog
        item={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) actor.send({ type: 'cart.item.remove', productId: removing.productId, bundleParentId: removing.bundleParentId });
          setRemoving(null);
        }}
      />
    </div>
  );
}
