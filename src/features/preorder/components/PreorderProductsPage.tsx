import type { Locale } from '@contract/constants';
import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { bagCount, isOrderable, lineLimit } from '@machines/preorder/preorder-bag';
import { limitsOf } from '@machines/preorder/preorder.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { localeParam } from '@/lib/locale';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { Button, buttonClass } from '@/ui/Button';
import { WholeWords } from '@/ui/WholeWords';
import { Price } from '@/ui/Price';
import { ProductImage } from '@/ui/ProductImage';
import { usePreorderActor } from '../hooks/preorder-actor';
import { PreorderBag } from './PreorderBag';
import * as css from './preorder.css';
import { SessionGate } from './SessionGate';

/** /preorder/products: the campaign's products with their units left, added to the pre-order bag within the limits. */
export function PreorderProductsPage({ locale }: { locale: Locale }) {
  return (
    <section className={css.page} aria-labelledby="preorder-products-title">
      <SessionGate locale={locale} level={1}>
        {(session) => <Products session={session} locale={locale} />}
      </SessionGate>
    </section>
  );
}

function Products({ session, locale }: { session: LoadedSession; locale: Locale }) {
  const actor = usePreorderActor();
  const { t } = useLingui();
  const bag = useSelector(actor, (s) => s.context.bag);
  const limits = limitsOf(session);
  const { limitPerEmail, unitsLeft } = session;
  const inBag = bagCount(bag);
  // what this email may still add: its allowance after earlier orders, less what the bag holds
  const room = Math.max(0, unitsLeft - inBag);
  return (
    <>
      <h1 id="preorder-products-title" className={css.heading}>
        {session.campaign.name}
      </h1>
      <p className={css.muted} data-testid="preorder-limit">
        <Trans>
          Up to {limitPerEmail} units per email: {inBag} in your pre-order bag, room for {room} more.
        </Trans>
      </p>
      <div className={css.columns}>
        <ul className={css.products} aria-label={session.campaign.name}>
          {session.products.map((product) => {
            const inLine = bag.find((l) => l.productId === product.productId)?.quantity ?? 0;
            const room = lineLimit(bag, limits, product.productId) - inLine;
            const left = product.allocation;
            return (
              <li key={product.productId} className={css.product} data-testid="preorder-product" data-sku={product.sku}>
                <ProductImage image={product.image} use="card" />
                <h2 className={css.productName} id={`preorder-name-${product.productId}`}>
                  {keepNumbersWithUnits(product.name)}
                </h2>
                <p className={css.muted} id={`preorder-description-${product.productId}`}>
                  {keepNumbersWithUnits(product.description)}
                </p>
                <Price min={product.price} regularMin={product.standardPrice} special={product.isSpecialPrice} />
                {left === 0 ? (
                  <p className={css.soldOut} data-testid="sold-out">
                    <Trans>Sold out</Trans>
                  </p>
                ) : (
                  <p className={css.stock}>
                    <Trans>{left} left for pre-order</Trans>
                  </p>
                )}
                <Button
                  look="secondary"
                  // at the email's limit it says it is unavailable, keeping the focus the add that reached the limit had
                  aria-disabled={room < 1}
                  onClick={() => room < 1 || actor.send({ type: 'preorder.bag.add', productId: product.productId })}
                  aria-describedby={`preorder-name-${product.productId} preorder-description-${product.productId}`}
                >
                  {left === 0 ? <Trans>Sold out</Trans> : <WholeWords text={t`Add to pre-order bag`} />}
                </Button>
                {/* on a phone the bag is far above: what an add did is said here, with the way to the bag */}
                <p className={css.stock} role="status" data-testid="preorder-added">
                  {inLine > 0 && <Trans>{inLine} in your pre-order bag.</Trans>}
                </p>
                {inLine > 0 && (
                  <button type="button" className={css.linkButton} onClick={() => document.getElementById('preorder-bag-title')?.focus()}>
                    <Trans>See the pre-order bag</Trans>
                  </button>
                )}
                {left > 0 && room < 1 && inLine === 0 && (
                  <p className={css.muted} data-testid="preorder-limit-reached">
                    {inBag === 0 ? (
                      <Trans>This email has already pre-ordered {limitPerEmail} units, the most the campaign allows.</Trans>
                    ) : (
                      <Trans>Your bag holds as many as this email may pre-order.</Trans>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <aside className={css.bagPanel} aria-labelledby="preorder-bag-title">
          <h2 id="preorder-bag-title" tabIndex={-1} className={css.subheading}>
            <Trans>Pre-order bag</Trans>
          </h2>
          <PreorderBag session={session} editable headingId="preorder-bag-title" />
          {isOrderable(bag, limits) && (
            <Link to="/{-$locale}/preorder/checkout" params={{ locale: localeParam(locale) }} className={buttonClass()} data-testid="to-preorder-checkout">
              <Trans>Continue to checkout</Trans>
            </Link>
          )}
        </aside>
      </div>
    </>
  );
}
