import type { Locale } from '@contract/constants';
import { SELLER } from '@contract/company';
import type { OrderData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoment } from '@/lib/date-format';
import { areaLine } from '@/lib/address-lines';
import { formatBaht } from '@/lib/price-format';
import { keepNumbersWithUnits } from '@/lib/thai-text';
import { orderLineAmounts } from '@/ui/line-amounts';
import { branchText } from '../order-texts';
import * as css from './receipt.css';

/** A line of a printed document's totals. */
export const Sum = ({ label, value, grand = false }: { label: ReactNode; value: string; grand?: boolean }) => (
  <>
    <span className={grand ? css.grand : undefined}>{label}</span>
    <span className={[css.amount, grand ? css.grand : ''].join(' ')}>{value}</span>
  </>
);

/**
 * A printed document's head: the shop and the document's title, then its facts, its own number and date first and
 * `children` (more `dt` and `dd` pairs) after them.
 */
export function DocumentHead({
  title,
  document,
  locale,
  testId,
  children,
}: {
  title: ReactNode;
  document: { number: string; issuedAt: string };
  locale: Locale;
  /** names the title and the number for tests: `{testId}-title`, `{testId}-number` */
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className={css.top}>
        <p className={css.shop}>
          <Trans>Apple Premium Reseller Thailand</Trans>
        </p>
        <h2 className={css.title} data-testid={`${testId}-title`}>
          {title}
        </h2>
      </header>
      <dl className={css.facts}>
        <dt>
          <Trans>Number</Trans>
        </dt>
        <dd data-testid={`${testId}-number`}>{document.number}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatMoment(document.issuedAt, locale)}</dd>
        {children}
      </dl>
    </>
  );
}

/** The seller and the buyer as a tax invoice or credit note names them: name, branch, address and tax ID. */
export function Parties({ order, locale }: { order: OrderData; locale: Locale }) {
  const { i18n } = useLingui();
  const { billingAddress: billing, taxInvoice } = order;
  return (
    <div className={css.parties}>
      <section>
        <h3 className={css.partyTitle}>
          <Trans>Seller</Trans>
        </h3>
        <address className={css.address} data-testid="receipt-seller">
          <span>{SELLER.name[locale]}</span>
          <span>{branchText(i18n, SELLER.branch)}</span>
          <span>{SELLER.address[locale]}</span>
          <span>
            <Trans>Tax ID</Trans> {SELLER.taxId}
          </span>
          <span>
            <Trans>Phone</Trans> {SELLER.phone}
          </span>
        </address>
      </section>
      <section>
        <h3 className={css.partyTitle}>{taxInvoice ? <Trans>Buyer</Trans> : <Trans>Customer</Trans>}</h3>
        <address className={css.address} data-testid="receipt-buyer">
          <span>
            {taxInvoice
              ? taxInvoice.type === 'person'
                ? taxInvoice.name
                : taxInvoice.companyName
              : billing.companyName || `${billing.firstName} ${billing.lastName}`}
          </span>
          {taxInvoice?.type === 'company' && <span>{branchText(i18n, taxInvoice.branch)}</span>}
          <span>{billing.address}</span>
          <span>{areaLine(billing, locale)}</span>
          {(taxInvoice?.taxId ?? billing.taxId) && (
            <span>
              <Trans>Tax ID</Trans> {taxInvoice?.taxId ?? billing.taxId}
            </span>
          )}
        </address>
      </section>
    </div>
  );
}

/**
 * The order's goods as a printed document lists them: item, quantity, unit price and amount, each row adding up; a
 * line's gift wrapping is a row of its own under it.
 */
export function DocumentLines({ items }: { items: OrderData['items'] }) {
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th>
            <Trans>Item</Trans>
          </th>
          <th className={css.number}>
            <Trans>Quantity</Trans>
          </th>
          <th className={css.number}>
            <Trans>Unit price</Trans>
          </th>
          <th className={css.number}>
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <DocumentLine key={`${item.productId}-${item.bundleParentId ?? ''}`} item={item} />
        ))}
      </tbody>
    </table>
  );
}

function DocumentLine({ item }: { item: OrderData['items'][number] }) {
  const wrapping = formatBaht(item.giftWrappingPrice);
  return (
    <>
      <tr>
        <td>
          {keepNumbersWithUnits(item.name)}
          {item.description && ` · ${keepNumbersWithUnits(item.description)}`}
        </td>
        <td className={css.number}>{item.quantity}</td>
        <td className={css.number}>{formatBaht(item.price)}</td>
        <td className={css.number}>{formatBaht(orderLineAmounts(item).regular)}</td>
      </tr>
      {item.giftWrappingPrice > 0 && (
        <tr data-testid="document-wrapping">
          <td>
            <Trans>Gift wrapping</Trans>
          </td>
          <td className={css.number}>1</td>
          <td className={css.number}>{wrapping}</td>
          <td className={css.number}>{wrapping}</td>
        </tr>
      )}
    </>
  );
}
