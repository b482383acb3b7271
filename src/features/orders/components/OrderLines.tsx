import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { LineAmount } from '@/ui/LineAmount';
import { orderLineAmounts } from '@/ui/line-amounts';
import * as css from './orders.css';
import { LineDescription } from '@/ui/LineDescription';
import { Typed } from '@/ui/Typed';

type Item = OrderData['items'][number];

/** `/product/{slug}` of a line, for a link back to its product page. */
const slugOf = (url: string) => /^\/product\/([^/?#]+)$/.exec(url)?.[1] ?? null;

/** What was bought: picture, name, description, quantity and unit price, the line's total, gift wrapping. */
export function OrderLines({ items, locale }: { items: Item[]; locale: 'en' | undefined }) {
  return (
    <ul className={css.lines} data-testid="order-lines">
      {items.map((item) => (
        <OrderLine key={`${item.productId}-${item.bundleParentId ?? ''}`} item={item} locale={locale} />
      ))}
    </ul>
  );
}

function OrderLine({ item, locale }: { item: Item; locale: 'en' | undefined }) {
  const { quantity, giftWrappingMessage } = item;
  const price = formatBaht(item.price);
  const slug = slugOf(item.url);
  const typed = <Typed text={giftWrappingMessage ?? ''} />;
  const wrapped = item.giftWrappingPrice > 0 || giftWrappingMessage !== null;
  const wrappingPrice = item.giftWrappingPrice > 0 ? formatBaht(item.giftWrappingPrice) : null;
  return (
    <li className={css.line} data-testid="order-line">
      {item.img[0] ? <img className={css.lineImage} src={item.img[0]} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <span />}
      <div className={css.lineBody}>
        {slug ? (
          <Link to="/{-$locale}/product/$slug" params={{ locale, slug }} search={{ sku: item.productId }} className={css.lineName}>
            {keepNumbersWithUnits(item.name)}
          </Link>
        ) : (
          <span className={css.lineName}>{keepNumbersWithUnits(item.name)}</span>
        )}
        {item.description && (
          <span className={css.lineMeta}>
            <LineDescription text={item.description} />
          </span>
        )}
        <span className={css.lineMeta}>
          <Trans>
            Quantity {quantity} × {price}
          </Trans>
        </span>
        {wrapped && (
          <p className={css.wrapping} data-testid="gift-wrapping">
            {wrappingPrice ? <Trans>Gift wrapping {wrappingPrice}</Trans> : <Trans>Gift wrapping (free)</Trans>}
            {giftWrappingMessage && (
              <>
                <br />
                <span className={css.lineMeta}>
                  <Trans>Message: “{typed}”</Trans>
                </span>
              </>
            )}
          </p>
        )}
      </div>
      <span className={css.lineTotal} data-testid="line-total">
        <LineAmount amounts={orderLineAmounts(item)} />
      </span>
    </li>
  );
}
