import { CouponCodeForm } from '@contract/cart';
import { Trans, useLingui } from '@lingui/react/macro';
import { shownBesideField } from '@machines/cart/cart-failure';
import { reset, setError } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { formRules } from '@/lib/form-rules';
import { Announce } from '@/ui/Announce';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/forms/TextField';
import { useCart, useCartActor } from '../hooks/cart-actor';
import * as css from './cart.css';

type CouponValues = { couponCode: string };
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The coupon on the bag: applied (another code replaces it), taken off (an empty code, the API's way), or refused
 * with the server's reason beside the field. A coupon on the bag that does not qualify says why under it.
 */
export function CouponCode() {
  useSignals();
  const { t } = useLingui();
  const actor = useCartActor();
  const { applied, notQualifying, refusal, pending } = useCart((context) => ({
    applied: context.cart?.couponCode ?? null,
    notQualifying: context.cart?.couponErrorMessage ?? null,
    refusal: context.error && shownBesideField(context.error) ? context.error : null,
    pending: context.queue.some((op) => op.kind === 'coupon'),
  }));
  const [submitted, setSubmitted] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const removing = useRef(false);
  const [form, { Form, Field }] = useShopForm<CouponValues>({
    initialValues: { couponCode: '' },
    validate: formRules(CouponCodeForm),
    validateOn: 'submit',
    revalidateOn: 'change',
  });

  useEffect(() => {
    if (refusal) setError(form, 'couponCode', refusal.message ?? '', { shouldFocus: true });
  }, [form, refusal]);
  useEffect(() => {
    if (submitted && applied && sameCode(applied, submitted)) {
      reset(form);
      setSubmitted(null);
    }
  }, [form, applied, submitted]);

  // a coupon taken off takes its button with it: the focus goes to the code field, where the keyboard may go on
  useEffect(() => {
    if (pending) return;
    if (removing.current && !applied) section.current?.querySelector('input')?.focus();
    removing.current = false;
  }, [pending, applied]);

  return (
    <section ref={section} className={css.panel} data-testid="coupon" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className={css.panelTitle}>
        <Trans>Coupon</Trans>
      </h2>
      <Announce text={applied ? (notQualifying ? t`Coupon ${applied} saved, not applied yet` : t`Coupon ${applied} applied`) : t`No coupon applied`} />
      {applied && (
        <div className={css.applied}>
          <span data-testid="coupon-applied">
            {notQualifying ? (
              <Trans>
                Coupon <strong>{applied}</strong> saved, not applied yet
              </Trans>
            ) : (
              <Trans>
                Coupon <strong>{applied}</strong> applied
              </Trans>
            )}
          </span>
          {/* aria-disabled while the bag is busy: a disabled button would drop the keyboard's focus */}
          <button
            type="button"
            className={css.remove}
            aria-disabled={pending}
            onClick={() => {
              if (pending) return;
              removing.current = true;
              actor.send({ type: 'cart.coupon.apply', couponCode: '' });
            }}
          >
            <Trans>Remove coupon</Trans>
          </button>
        </div>
      )}
      {applied && notQualifying && (
        <p className={css.warning} role="status" data-testid="coupon-not-qualifying">
          {notQualifying}
        </p>
      )}
      <Form
        className={css.couponForm}
        noValidate
        onSubmit={({ couponCode }) => {
          setSubmitted(couponCode);
          actor.send({ type: 'cart.coupon.apply', couponCode: couponCode.trim() });
        }}
      >
        <Field name="couponCode">
          {(field, props) => (
            <TextField field={field} props={props} label={applied ? t`Another coupon code` : t`Coupon code`} autoComplete="off" maxLength={40} />
          )}
        </Field>
        <Button type="submit" look="quiet" className={css.applyButton} busy={pending}>
          <Trans>Apply</Trans>
        </Button>
      </Form>
    </section>
  );
}
