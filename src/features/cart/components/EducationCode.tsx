import { EducationCodeForm } from '@contract/cart';
import { Trans, useLingui } from '@lingui/react/macro';
import { isSettled } from '@machines/session/session.machine';
import { reset, setValue } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useAppActors } from '@/lib/app-actors';
import { formRules } from '@/lib/form-rules';
import { useHttp } from '@/lib/http-context';
import { Button, buttonClass } from '@/ui/Button';
import { TextField } from '@/ui/forms/TextField';
import { schoolsQuery } from '../api/schools-api';
import { useCart } from '../hooks/cart-actor';
import { useEducationCodeActor } from '../hooks/education-code-actor';
import type { Institution } from '../institution-search';
import * as css from './cart.css';
import * as own from './education-code.css';
import { InstitutionCombobox } from './InstitutionCombobox';

type EducationCodeValues = { institution: string; customerId: string; eligibilityCode: string };

/**
 * Education pricing on the bag: the shopper's institution (searched in the bundled list) and its code, or the code
 * applied with a way to remove it. Applying needs a customer: a guest is asked to log in first and comes back here.
 * `bagLink` adds a way to the bag beside an applied code, for the pages other than the bag's own.
 */
export function EducationCode({ title, bagLink = false }: { title?: string; bagLink?: boolean }) {
  useSignals();
  const { t, i18n } = useLingui();
  const headingId = useId();
  const http = useHttp();
  const actor = useEducationCodeActor();
  const busy = useSelector(actor, (s) => !s.matches('idle'));
  const session = useSelector(useAppActors().session, (s) => ({ settled: isSettled(s), loggedIn: s.matches('loggedIn') }));
  const applied = useCart((context) => context.cart?.eligibilityCode ?? null);
  const schools = useQuery(schoolsQuery(http));
  const { href } = useLocation();
  const { locale } = useParams({ strict: false });
  const [form, { Form, Field }] = useShopForm<EducationCodeValues>({
    initialValues: { institution: '', customerId: '', eligibilityCode: '' },
    validate: formRules(EducationCodeForm),
    validateOn: 'submit',
    revalidateOn: 'change',
  });
  useEffect(() => {
    if (applied) reset(form);
  }, [form, applied]);
  // applying or removing the code swaps the form and the applied code, and the focused button goes with them
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isApplied = applied !== null;
  const wasApplied = useRef(isApplied);
  useEffect(() => {
    if (wasApplied.current !== isApplied && (document.activeElement === null || document.activeElement === document.body)) headingRef.current?.focus();
    wasApplied.current = isApplied;
  }, [isApplied]);

  const heading = (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className={css.educationTitle}>
      {title ?? <Trans>Education pricing</Trans>}
    </h2>
  );

  if (applied) {
    const school = schools.data?.find((s) => s.customerId === applied.customerId);
    const name = school ? (i18n.locale === 'en' ? school.company.en : school.company.th) : applied.customerId;
    return (
      <section className={css.education} data-testid="education-code" aria-labelledby={headingId}>
        {heading}
        <p className={css.applied}>
          <span data-testid="education-code-applied">
            <Trans>
              {name}, code <span className={css.unbroken}>{applied.eligibilityCode}</span>
            </Trans>
          </span>
          {/* aria-disabled while the call runs: a disabled button would drop the keyboard's focus */}
          <button type="button" className={css.remove} aria-disabled={busy} onClick={() => busy || actor.send({ type: 'educationCode.remove' })}>
            <Trans>Remove code</Trans>
          </button>
        </p>
        {bagLink && (
          <Link to="/{-$locale}/cart" params={{ locale }} className={`${buttonClass()} ${own.linkButton}`} data-testid="education-bag-link">
            <Trans>See education prices in your bag</Trans>
          </Link>
        )}
      </section>
    );
  }

  if (session.settled && !session.loggedIn) {
    return (
      <section className={css.education} data-testid="education-code" aria-labelledby={headingId}>
        {heading}
        <div className={own.guest}>
          <p className={own.lead}>
            <Trans>Education prices are for members: log in first, then choose your institution and enter its code.</Trans>
          </p>
          <Link
            to="/{-$locale}/login"
            params={{ locale }}
            search={{ redirect: href }}
            className={`${buttonClass()} ${own.linkButton}`}
            data-testid="education-login"
          >
            <Trans>Log in to use an education code</Trans>
          </Link>
        </div>
      </section>
    );
  }

  const pick = (institution: Institution) => {
    setValue(form, 'institution', institution.name);
    setValue(form, 'customerId', institution.customerId);
  };
  return (
    <section className={css.education} data-testid="education-code" aria-labelledby={headingId}>
      {heading}
      <Form
        className={own.form}
        noValidate
        onSubmit={({ customerId, eligibilityCode }) => busy || actor.send({ type: 'educationCode.apply', customerId, eligibilityCode: eligibilityCode.trim() })}
      >
        <Field name="institution">
          {(field, props) => (
            <InstitutionCombobox
              field={field}
              props={{
                ...props,
                // a name typed after choosing is a new search: the chosen institution no longer holds
                onChange: (event) => {
                  props.onChange(event);
                  setValue(form, 'customerId', '', { shouldValidate: false });
                },
              }}
              schools={schools.data}
              loadFailed={schools.isError}
              onPick={pick}
            />
          )}
        </Field>
        <Field name="customerId">{(field, props) => <input {...props} type="hidden" value={field.value.value ?? ''} />}</Field>
        <Field name="eligibilityCode">
          {(field, props) => <TextField field={field} props={props} label={t`Education code`} autoComplete="off" maxLength={40} />}
        </Field>
        <Button type="submit" className={own.applyButton} disabled={!session.settled} busy={busy}>
          <Trans>Apply code</Trans>
        </Button>
      </Form>
    </section>
  );
}
