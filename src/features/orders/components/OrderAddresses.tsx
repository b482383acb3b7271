import type { OrderData } from '@contract/order';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatPhone } from '@/lib/phone-format';
import { AddressLines } from '@/ui/AddressLines';
import * as css from './orders.css';
import { TaxInvoiceDetails } from './TaxInvoiceDetails';

function Panel({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className={css.panel} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the order goes, whom it is billed to (and the tax invoice's buyer when one was asked for), and how to reach the shopper. */
export function OrderAddresses({ order }: { order: OrderData }) {
  return (
    <>
      <Panel id="order-shipping" title={<Trans>Delivery address</Trans>} testId="order-shipping-address">
        <AddressLines address={order.shippingAddress} />
      </Panel>
      {order.taxInvoice ? (
        <Panel id="order-billing" title={<Trans>Billing address</Trans>} testId="order-billing-address">
          <AddressLines address={order.billingAddress} />
        </Panel>
      ) : (
        // no full tax invoice was asked for: the receipt is an abbreviated one, with no buyer's company or tax ID
        <Panel id="order-billing" title={<Trans>Address on the receipt</Trans>} testId="order-billing-address">
          <AddressLines address={{ ...order.billingAddress, companyName: null, taxId: null }} />
        </Panel>
      )}
      {order.taxInvoice && (
        <Panel id="order-tax-invoice" title={<Trans>Tax invoice</Trans>} testId="order-tax-invoice">
          <TaxInvoiceDetails invoice={order.taxInvoice} />
        </Panel>
      )}
      <Panel id="order-contact" title={<Trans>Contact</Trans>} testId="order-contact">
        <p className={css.factValue}>{order.email}</p>
        <p className={css.factValue}>{formatPhone(order.phone)}</p>
      </Panel>
    </>
  );
}
