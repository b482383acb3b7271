import type { CartItem } from '@contract/cart';
import { clampQuantity, displayedQuantity } from '@machines/cart/cart-selectors';
import { type RefObject, useRef, useState } from 'react';
import { RemoveItemDialog } from '../components/RemoveItemDialog';
import { useCartActor } from './cart-actor';

/**
 * What a bag line lets the shopper do, on the cart page and in the mini cart: step its quantity and remove it
 * after Sure in the confirmation dialog (render `dialog` once beside the lines). A removed line takes its Remove
 * button with it: the focus goes to `landing`, the bag's heading, rather than to the page's start.
 */
export function useLineActions(landing: RefObject<HTMLElement | null>) {
  const actor = useCartActor();
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const removed = useRef(false);
  const step = (item: CartItem, delta: 1 | -1) => {
    // from the machine's state, not the last render: two clicks in one frame still count twice
    const quantity = clampQuantity(displayedQuantity(actor.getSnapshot().context, item) + delta, item);
    actor.send({ type: 'cart.quantity.change', productId: item.productId, bundleParentId: item.bundleParentId, quantity });
  };
  const dialog = (
    <RemoveItemDialog
      item={removing}
      onCancel={() => setRemoving(null)}
      onConfirm={() => {
        if (removing) actor.send({ type: 'cart.item.remove', productId: removing.productId, bundleParentId: removing.bundleParentId });
        removed.current = true;
        setRemoving(null);
      }}
      afterClose={() => {
        if (removed.current) landing.current?.focus();
        removed.current = false;
      }}
    />
  );
  return { step, askToRemove: setRemoving, dialog };
}
