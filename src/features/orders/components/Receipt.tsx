import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoment } from '@/lib/date-format';
import { formatBaht } from '@/lib/price-format';
import { orderGiftWrapping } from '@/ui/gift-wrapping';
import { paymentMethodText, receiptTitle } from '../order-texts';
import * as css from './receipt.css';
import { DocumentHead, DocumentLines, Parties, Sum } from './TaxDocumentParts';

/**
 * The paid order as a receipt and abbreviated tax invoice, or a receipt and full tax invoice when the shopper asked
 * for one, with what the Revenue Code asks of one: the seller's name, address, tax ID and branch, the buyer's, the
 * document's running number and date, the goods and the VAT apart. Only on paper (the page's Print receipt
 * button), never on screen.
 */
export function Receipt({ order, receipt, locale }: { order: OrderData; receipt: NonNullable<OrderData['receipt']>; locale: Locale }) {
  const { i18n, t } = useLingui();
  const payment = order.payments.find((p) => p.status === 'succeeded');
  const minus = (amount: number) => `-${formatBaht(amount)}`;
  // the order page's totals: the goods, then their wrapping
  const wrapping = orderGiftWrapping(order) ?? 0;
  return (
    <article className={css.receipt} data-testid="receipt">
      <DocumentHead title={receiptTitle(i18n, order)} document={receipt} locale={locale} testId="receipt">
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
      </DocumentHead>
      <Parties order={order} locale={locale} />
      <DocumentLines items={order.items} />
      <div className={css.totals}>
        <Sum label={<Trans>Subtotal</Trans>} value={formatBaht(order.totalBeforeEdu - wrapping)} />
        {wrapping > 0 && <Sum label={<Trans>Gift wrapping</Trans>} value={formatBaht(wrapping)} />}
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
