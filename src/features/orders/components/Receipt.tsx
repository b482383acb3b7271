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
import { branchText, paymentMethodText, receiptTitle } from '../order-texts';
import * as css from './receipt.css';

const Sum = ({ label, value, grand = false }: { label: ReactNode; value: string; grand?: boolean }) => (
  <>
    <span className={grand ? css.grand : undefined}>{label}</span>
    <span className={[css.amount, grand ? css.grand : ''].join(' ')}>{value}</span>
  </>
);

/**
 * The paid order as a receipt and abbreviated tax invoice, or a receipt and full tax invoice when the shopper asked
 * for one, with what the Revenue Code asks of one: the seller's name, address, tax ID and branch, the buyer's, the
 * document's running number and date, the goods and the VAT apart. Only on paper (the page's Print receipt
 * button), never on screen.
 */
export function Receipt({ order, receipt, locale }: { order: OrderData; receipt: NonNullable<OrderData['receipt']>; locale: Locale }) {
  const { i18n, t } = useLingui();
  const { billingAddress: billing, taxInvoice } = order;
  const payment = order.payments.find((p) => p.status === 'succeeded');
  const minus = (amount: number) => `-${formatBaht(amount)}`;
  return (
    <article className={css.receipt} data-testid="receipt">
      <header className={css.top}>
        <p className={css.shop}>
          <Trans>Apple Premium Reseller Thailand</Trans>
        </p>
        <h2 className={css.title} data-testid="receipt-title">
          {receiptTitle(i18n, order)}
        </h2>
      </header>
      <dl className={css.facts}>
        <dt>
          <Trans>Number</Trans>
        </dt>
        <dd data-testid="receipt-number">{receipt.number}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatMoment(receipt.issuedAt, locale)}</dd>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{order.orderId}</dd>
        <dt>
          <Trans>Order date</Trans>
        </dt>
        <dd>{formatMoment(order.createdAt, locale)}</dd>
        {payment && (
          <>
            <dt>
              <Trans>Paid by</Trans>
            </dt>
            <dd>{paymentMethodText(i18n, payment.method)}</dd>
          </>
        )}
      </dl>
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
          {order.items.map((item) => (
            <ReceiptLine key={`${item.productId}-${item.bundleParentId ?? ''}`} item={item} />
          ))}
        </tbody>
      </table>
      <div className={css.totals}>
        <Sum label={<Trans>Subtotal</Trans>} value={formatBaht(order.totalBeforeEdu)} />
        {order.totalEduDiscount > 0 && <Sum label={<Trans>Education discount</Trans>} value={minus(order.totalEduDiscount)} />}
        {order.totalDiscount > 0 && <Sum label={<Trans>Discount</Trans>} value={minus(order.totalDiscount)} />}
        <Sum label={<Trans>Delivery</Trans>} value={order.totalDeliveryFee === 0 ? t`Free` : formatBaht(order.totalDeliveryFee)} />
        <Sum label={<Trans>Value before VAT</Trans>} value={formatBaht(order.totalPayable - order.totalVat)} />
        <Sum label={<Trans>VAT 7%</Trans>} value={formatBaht(order.totalVat)} />
        <Sum label={<Trans>Total</Trans>} value={formatBaht(order.totalPayable)} grand />
      </div>
      <p className={css.note}>
        <Trans>Prices include VAT 7%. Keep this receipt for your warranty.</Trans>
      </p>
    </article>
  );
}

function ReceiptLine({ item }: { item: OrderData['items'][number] }) {
  const wrappingPrice = formatBaht(item.giftWrappingPrice);
  return (
    <tr>
      <td>
        {keepNumbersWithUnits(item.name)}
        {item.description && ` · ${keepNumbersWithUnits(item.description)}`}
        {item.giftWrappingPrice > 0 && (
          <>
            <br />
            <Trans>Gift wrapping {wrappingPrice}</Trans>
          </>
        )}
      </td>
      <td className={css.number}>{item.quantity}</td>
      <td className={css.number}>{formatBaht(item.price)}</td>
      <td className={css.number}>{formatBaht(orderLineAmounts(item).regular + item.giftWrappingPrice)}</td>
    </tr>
  );
}
