import type { CartData } from '@contract/cart';
import type { EducationFamily } from '@contract/education-quota';
import { Trans } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef } from 'react';
import { bagEducationUnits, EducationQuotaNote } from '@/ui/EducationQuotaNote';
import { bagUnavailable } from '@machines/cart/cart-selectors';
import { useCart } from '../hooks/cart-actor';
import { useLineActions } from '../hooks/line-actions';
import { BagUnavailable } from './BagUnavailable';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { CouponCode } from './CouponCode';
import { CrossSell } from './CrossSell';
import { EducationCode } from './EducationCode';
import { EmptyBag } from './EmptyBag';
import { GiftWrapping } from './GiftWrapping';
import * as css from './cart.css';

export function CartPage({ locale }: { locale: 'en' | undefined }) {
  const { cart, loading, unavailable } = useCart((context, state) => ({ cart: context.cart, loading: state.loading, unavailable: bagUnavailable(context) }));
  const heading = useRef<HTMLHeadingElement>(null);
  const { step, askToRemove, dialog } = useLineActions(heading);

  const empty = !cart || cart.items.length === 0;
  // the bag emptied under the focus (its last line went after the dialog closed): the empty bag's heading takes it
  const wasEmpty = useRef(empty);
  useEffect(() => {
    if (empty && !wasEmpty.current && document.activeElement === document.body) heading.current?.focus();
    wasEmpty.current = empty;
  }, [empty]);

  if (loading) return <p aria-busy="true" />;
  return (
    <>
      {unavailable ? (
        <section className={css.empty}>
          <BagUnavailable heading={1} />
        </section>
      ) : empty ? (
        <section className={css.empty}>
          <EmptyBag locale={locale} heading={1} headingRef={heading} />
        </section>
      ) : (
        <Bag cart={cart} locale={locale} heading={heading} step={step} askToRemove={askToRemove} />
      )}
      {/* one dialog whether the bag is full or emptied: closing it after the last line hands the focus on */}
      {dialog}
    </>
  );
}

function Bag({
  cart,
  locale,
  heading,
  step,
  askToRemove,
}: { cart: CartData; locale: 'en' | undefined; heading: RefObject<HTMLHeadingElement | null> } & Pick<
  ReturnType<typeof useLineActions>,
  'step' | 'askToRemove'
>) {
  const bag = bagEducationUnits(cart);
  return (
    <div className={css.page}>
      <section className={css.main}>
        <h1 ref={heading} tabIndex={-1} className={css.heading}>
          <Trans>Your bag</Trans>
        </h1>
        <ul className={css.lines}>
          {cart.items.map((item) => (
            <CartLine
              key={`${item.productId}-${item.bundleParentId ?? ''}`}
              item={item}
              locale={locale}
              onStep={(delta) => step(item, delta)}
              onRemove={() => askToRemove(item)}
            >
              <GiftWrapping item={item} />
            </CartLine>
          ))}
        </ul>
        {cart.educationFlag && <EducationQuotaNote families={Object.keys(bag) as EducationFamily[]} bag={bag} />}
      </section>
      <div className={css.side}>
        <CartTotals cart={cart} locale={locale} />
        <CouponCode />
        <EducationCode />
      </div>
      <CrossSell locale={locale} />
    </div>
  );
}
