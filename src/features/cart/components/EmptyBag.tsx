import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { buttonClass } from '@/ui/Button';
import * as css from './cart.css';

/**
 * The empty bag (spec section 2): a message and Shop now, on the cart page (its h1) and in the mini cart. The heading
 * takes the focus from the bag's last Remove (`headingRef`).
 */
export function EmptyBag({ locale, heading, headingRef }: { locale: 'en' | undefined; heading: 1 | 3; headingRef?: Ref<HTMLHeadingElement> }) {
  const Heading = heading === 1 ? 'h1' : 'h3';
  return (
    <div className={css.emptyBody} data-testid="empty-bag">
      <Heading ref={headingRef} tabIndex={-1} className={heading === 1 ? css.heading : css.emptyTitle}>
        <Trans>Your bag is empty</Trans>
      </Heading>
      <p className={css.lineMeta}>
        <Trans>Find something you love: iPhone, iPad, Mac, Apple Watch, AirPods and accessories.</Trans>
      </p>
      <Link to="/{-$locale}/products" params={{ locale }} className={buttonClass()}>
        <Trans>Shop now</Trans>
      </Link>
    </div>
  );
}
