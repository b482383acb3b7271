import type { Locale } from '@contract/constants';
import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import { formatMoment } from '@/lib/date-format';
import { formatBaht } from '@/lib/price-format';
import type { creditNoteOf } from '../order-texts';
import * as css from './receipt.css';
import { DocumentHead, DocumentLines, Parties, Sum } from './TaxDocumentParts';

/**
 * The credit note of a paid order the shop cancelled, with what section 86/10 of the Revenue Code asks of one: its
 * number and date, the seller and the buyer, the tax invoice it refers to, the value on that invoice, the correct
 * value (nothing: the whole order is refunded), the difference, its VAT and the reason. Only on paper (the page's
 * Print credit note button).
 */
export function CreditNote({ order, creditNote, locale }: { order: OrderData; creditNote: NonNullable<ReturnType<typeof creditNoteOf>>; locale: Locale }) {
  const beforeVat = order.totalPayable - order.totalVat;
  return (
    <article className={css.receipt} data-testid="credit-note">
      <DocumentHead title={<Trans>Credit note</Trans>} document={creditNote} locale={locale} testId="credit-note">
        <dt>
          <Trans>Refers to tax invoice</Trans>
        </dt>
        <dd data-testid="credit-note-invoice">
          {creditNote.receipt.number}, {formatMoment(creditNote.receipt.issuedAt, locale)}
        </dd>
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{order.orderId}</dd>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd>
          <Trans>The order was cancelled and what was paid is refunded in full.</Trans>
        </dd>
      </DocumentHead>
      <Parties order={order} locale={locale} />
      <DocumentLines items={order.items} />
      <div className={css.totals}>
        <Sum label={<Trans>Value on the tax invoice</Trans>} value={formatBaht(beforeVat)} />
        <Sum label={<Trans>Correct value</Trans>} value={formatBaht(0)} />
        <Sum label={<Trans>Difference</Trans>} value={formatBaht(beforeVat)} />
        <Sum label={<Trans>VAT 7%</Trans>} value={formatBaht(order.totalVat)} />
        <Sum label={<Trans>Total credited</Trans>} value={formatBaht(order.totalPayable)} grand />
      </div>
    </article>
  );
}
