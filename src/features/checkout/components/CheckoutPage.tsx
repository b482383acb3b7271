import type { Locale } from '@contract/constants';
import type { EducationFamily } from '@contract/education-quota';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAppActors } from '@/lib/app-actors';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import { bagEducationUnits, EducationQuotaNote } from '@/ui/EducationQuotaNote';
import * as forms from '@/ui/forms/forms.css';
import { addressesQuery } from '../api/checkout-api';
import { useCheckoutActor } from '../hooks/checkout-actor';
import { NO_TAX_INVOICE, parsedTaxInvoice, type TaxInvoiceValues, validateTaxInvoice } from '../tax-invoice-form';
import { AddressChoice } from './AddressChoice';
import { BagSummary, shortLines } from './BagSummary';
import { BillingFromDelivery } from './BillingFromDelivery';
import { BagChangedElsewhere, CheckoutProblem } from './CheckoutProblem';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { TaxInvoiceFields } from './TaxInvoiceFields';
import * as css from './checkout.css';

/** /checkout: addresses, tax invoice, delivery and payment for the bag, then one order. */
export function CheckoutPage({ locale }: { locale: Locale }) {
  useSignals();
  const { t } = useLingui();
  const http = useHttp();
  const actor = useCheckoutActor(locale);
  const { context, placing, noAnswer } = useSelector(actor, (s) => ({
    context: s.context,
    placing: s.matches('placing') || s.matches('placed'),
    noAnswer: s.matches('noAnswer'),
  }));
  const waiting = useSelector(actor, (s) => s.matches('reviewing') || s.matches('reloadingBag'));
  const ordered = useSelector(actor, (s) => s.matches('orderedElsewhere'));
  const owner = useSelector(useAppActors().session, (s) => s.context.customer?.email ?? '');
  const shipping = useQuery(addressesQuery(http, owner, 'shipping'));
  const additional = useQuery(addressesQuery(http, owner, 'additional'));
  const billing = useQuery(addressesQuery(http, owner, 'billing'));
  const [form, { Form, Field }] = useShopForm<TaxInvoiceValues>({
    initialValues: NO_TAX_INVOICE,
    validate: validateTaxInvoice,
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const params = { locale: localeParam(locale) };
  // the button that made the billing address is gone: the keyboard goes on from the address that took its place
  const [billingAdded, setBillingAdded] = useState(false);

  if (ordered)
    return (
      <section className={css.step} role="alert">
        <h1 className={css.heading}>
          <Trans>This bag has already been ordered</Trans>
        </h1>
        <Link to="/{-$locale}/my-account/order" params={params} className={css.link}>
          <Trans>See my orders</Trans>
        </Link>
      </section>
    );
  const { bag, failure, changes } = context;
  if (!bag) return <p aria-busy="true" className={css.muted} />;

  const shippingChoices = [...(shipping.data ?? []), ...(additional.data ?? [])];
  const shippingId = context.shippingAddressId ?? shippingChoices[0]?.id ?? null;
  const delivery = shippingChoices.find((address) => address.id === shippingId);
  const billingId = context.billingAddressId ?? billing.data?.[0]?.id ?? null;
  const missingShipping = shipping.isSuccess && additional.isSuccess && shippingChoices.length === 0;
  const missingBilling = billing.isSuccess && billing.data.length === 0;
  const missingAddress = missingShipping || missingBilling;
  const short = shortLines(bag).length > 0;
  const couponRefused = bag.couponCode !== null && bag.couponErrorMessage !== null;
  const educationUnits = bagEducationUnits(bag);
  const addressesFailed = shipping.isError || additional.isError || billing.isError;
  const retryAddresses = () => void Promise.all([shipping, additional, billing].filter((q) => q.isError).map((q) => q.refetch()));

  return (
    <Form
      className={css.page}
      noValidate
      onSubmit={(values) => {
        actor.send({ type: 'checkout.taxInvoice.set', taxInvoice: parsedTaxInvoice(values) });
        actor.send({ type: 'checkout.place' });
        // refused for the unticked terms: the keyboard and screen reader go to the box, where its error is read
        if (!actor.getSnapshot().context.termsAccepted) document.getElementById('terms')?.focus();
      }}
    >
      <div className={css.steps}>
        <h1 className={css.heading}>
          <Trans>Checkout</Trans>
        </h1>
        {failure ? <CheckoutProblem failure={failure} changes={changes} /> : changes.length > 0 && <BagChangedElsewhere changes={changes} />}

        <section className={css.step} aria-labelledby="step-shipping">
          <h2 id="step-shipping" className={css.stepTitle}>
            <Trans>1. Delivery address</Trans>
          </h2>
          <AddressChoice
            name="shipping"
            legend={<Trans>Deliver to</Trans>}
            addresses={shippingChoices}
            selectedId={shippingId}
            onSelect={(addressId) => actor.send({ type: 'checkout.shipping.select', addressId })}
            empty={missingShipping && <Trans>You have no delivery address yet. Add one to have your orders delivered to it.</Trans>}
          />
          {/* the first delivery address is the book's default; a further one joins the other addresses, the default kept */}
          {shipping.data && (
            <Link
              to={shipping.data.length === 0 ? '/{-$locale}/my-account/address-book/add-shipping-address' : '/{-$locale}/my-account/address-book/add-address'}
              params={params}
              search={{ from: 'checkout' }}
              className={css.link}
            >
              <Trans>Add a new delivery address</Trans>
            </Link>
          )}
          <p className={css.muted}>
            <Trans>Delivery by courier in 1-3 business days in Bangkok and 2-5 business days elsewhere in Thailand.</Trans>{' '}
            {bag.totalDeliveryFee === 0 ? <Trans>Delivery is free.</Trans> : null}
          </p>
        </section>

        <section className={css.step} aria-labelledby="step-billing">
          <h2 id="step-billing" className={css.stepTitle}>
            <Trans>2. Billing address and tax invoice</Trans>
          </h2>
          <AddressChoice
            name="billing"
            legend={<Trans>Billing address</Trans>}
            addresses={billing.data ?? []}
            selectedId={billingId}
            onSelect={(addressId) => actor.send({ type: 'checkout.billing.select', addressId })}
            focusSelected={billingAdded}
            // with a delivery address, the button beside says how to give one
            empty={missingBilling && !delivery && <Trans>You have no billing address yet. Add one for your receipts and tax invoices.</Trans>}
          />
          {missingBilling && delivery && <BillingFromDelivery delivery={delivery} owner={owner} onAdded={() => setBillingAdded(true)} />}
          <Link to="/{-$locale}/my-account/address-book/add-billing-address" params={params} search={{ from: 'checkout' }} className={css.link}>
            <Trans>Add a new billing address</Trans>
          </Link>
          <TaxInvoiceFields form={form} Field={Field} billing={billing.data?.find((address) => address.id === billingId)} />
        </section>

        <section className={css.step} aria-labelledby="step-payment">
          <h2 id="step-payment" className={css.stepTitle}>
            <Trans>3. Payment</Trans>
          </h2>
          <PaymentMethodChoice
            legend={<Trans>Pay by</Trans>}
            selected={context.paymentMethod}
            onSelect={(method) => actor.send({ type: 'checkout.payment.select', method })}
          />
          <p className={css.muted}>
            <Trans>You pay on the next page. An unpaid order is held for you for 30 minutes.</Trans>
          </p>
        </section>
      </div>

      <BagSummary bag={bag} locale={locale}>
        <div className={forms.field}>
          <div className={forms.check}>
            <input
              id="terms"
              type="checkbox"
              className={forms.checkbox}
              checked={context.termsAccepted}
              onChange={(event) => actor.send({ type: 'checkout.terms.set', accepted: event.currentTarget.checked })}
              aria-invalid={context.termsMissing}
              aria-describedby={context.termsMissing ? 'terms-error' : undefined}
            />
            <label htmlFor="terms">
              <Trans>
                I accept the{' '}
                <Link to="/{-$locale}/online-refund-policy" params={params} target="_blank">
                  terms of sale and refund policy
                </Link>
              </Trans>
            </label>
          </div>
          {context.termsMissing && (
            <p id="terms-error" className={forms.error} data-testid="terms-error">
              {t`Please accept the terms of sale and refund policy`}
            </p>
          )}
        </div>
        {addressesFailed && (
          <div className={forms.error} role="alert" data-testid="addresses-failed">
            <p>
              <Trans>Your addresses could not be loaded.</Trans>
            </p>
            <Button look="secondary" onClick={retryAddresses}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {missingAddress && (
          <p className={forms.error} role="alert" data-testid="missing-address">
            {missingShipping && missingBilling ? (
              <Trans>Add a delivery address and a billing address to place your order.</Trans>
            ) : missingShipping ? (
              <Trans>Add a delivery address to place your order.</Trans>
            ) : (
              <Trans>Add a billing address to place your order.</Trans>
            )}
          </p>
        )}
        {(short || couponRefused) && (
          <div className={forms.error} role="alert" data-testid="bag-to-change">
            <p className={css.flush}>
              {short ? (
                <Trans>The shop has fewer of an item than your bag holds. Change its quantity in your bag to place your order.</Trans>
              ) : (
                <Trans>Your coupon does not apply to this bag. Remove it or add to your bag to place your order.</Trans>
              )}
            </p>
            <Link to="/{-$locale}/cart" params={params} className={css.summaryLink}>
              <Trans>Edit bag</Trans>
            </Link>
          </div>
        )}
        {bag.educationFlag && <EducationQuotaNote families={Object.keys(educationUnits) as EducationFamily[]} bag={educationUnits} />}
        {noAnswer ? (
          <Button className={css.place} onClick={() => actor.send({ type: 'checkout.retry' })} data-testid="retry-order">
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <Button
            type="submit"
            className={css.place}
            disabled={waiting || missingAddress || addressesFailed || short || couponRefused}
            busy={placing}
            data-testid="place-order"
          >
            {placing ? <Trans>Placing your order…</Trans> : <Trans>Place order</Trans>}
          </Button>
        )}
      </BagSummary>
    </Form>
  );
}
