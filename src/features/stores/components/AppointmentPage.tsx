import type { Locale } from '@contract/constants';
import { AppointmentBody, type Branch, SUPPORT_TYPES } from '@contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { appointmentMachine } from '@machines/appointment/appointment.machine';
import { type FormStore, getValue, setError, setValue } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { useAppActors } from '@/lib/app-actors';
import { pageActorInspect } from '@/lib/page-actor-inspect';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { SelectField } from '@/ui/forms/SelectField';
import { TextAreaField } from '@/ui/forms/TextAreaField';
import { TextField } from '@/ui/forms/TextField';
import { appointmentApi, branchesQuery, slotsQuery } from '../api/stores-api';
import { dateOption } from '../appointment-dates';
import { useStoreLabels } from '../labels';
import { AppointmentSummary } from './AppointmentSummary';
import * as css from './stores.css';

type Values = { [K in keyof Required<AppointmentBody>]: string };

const EMPTY: Values = {
  branch: '',
  serviceType: '',
  date: '',
  time: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  deviceModel: '',
  serialNumber: '',
  problem: '',
};

/**
 * A logged-in customer's name and email start in the form, as at checkout; they arrive once the session has settled,
 * and only fill fields the shopper has left empty.
 */
function useCustomerDetails(form: FormStore<Values>) {
  const customer = useSelector(useAppActors().session, (s) => s.context.customer);
  useEffect(() => {
    if (!customer) return;
    for (const name of ['firstName', 'lastName', 'email'] as const) if (!getValue(form, name)) setValue(form, name, customer[name]);
  }, [form, customer]);
}

/** /online-schedule-support/: a support appointment at a service branch, a free time in the next 14 days. */
export function AppointmentPage({ locale, branch: initialBranch }: { locale: Locale; branch: string | undefined }) {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const preset = useFieldPresets();
  const { supportTypes } = useStoreLabels();
  const { data: all } = useSuspenseQuery(branchesQuery(http, locale));
  const branches = all.filter((b) => b.appointments);
  const [form, { Form, Field }] = useShopForm<Values>({
    initialValues: { ...EMPTY, branch: branches.some((b) => b.slug === initialBranch) ? initialBranch! : '' },
    validate: formRules(AppointmentBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  useCustomerDetails(form);
  // a field is registered when first read, and an empty submit focuses the first registered: read in the page's order
  const branch = getValue(form, 'branch') ?? '';
  getValue(form, 'serviceType');
  const date = getValue(form, 'date') ?? '';
  const slots = useQuery(slotsQuery(http, branch));
  const api = appointmentApi(http);
  const current = useRef({ form, branch, api, i18n });
  current.current = { form, branch, api, i18n };
  const [machine] = useState(() =>
    appointmentMachine.provide({
      actors: { bookAppointment: fromPromise(({ input }) => current.current.api.book(input)) },
      actions: {
        reloadSlots: ({ context }) => {
          const { form, branch } = current.current;
          void queryClient.invalidateQueries({ queryKey: slotsQuery(http, branch).queryKey });
          setValue(form, 'time', '');
          setError(form, 'time', context.failure?.message ?? '', { shouldFocus: true });
        },
        showFailure: ({ context }) => {
          const failure = context.failure!;
          showSubmitError(current.current.form, new ApiError(failure.status, failure.message, failure.code), current.current.i18n);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: pageActorInspect() });
  const state = useSelector(actor, (s) => ({ value: s.value, appointment: s.context.appointment }));

  if (state.value === 'booked' && state.appointment) {
    return (
      <div className={css.panel} data-testid="appointment-booked">
        <h1 className={css.title} tabIndex={-1} ref={(heading) => heading?.focus()}>
          <Trans>Your appointment is booked</Trans>
        </h1>
        <AppointmentSummary appointment={state.appointment} />
        <p>
          <Trans>We have sent the details to {state.appointment.email}, with a link to cancel if your plans change.</Trans>
        </p>
      </div>
    );
  }

  const day = slots.data?.find((d) => d.date === date);
  return (
    <div className={css.panel}>
      <h1 className={css.title}>
        <Trans>Book a support appointment</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>Choose a service centre and a free time in the next 14 days. Appointments take 30 minutes; please bring your device.</Trans>
      </p>
      <Form
        className={forms.form}
        noValidate
        onSubmit={(values) => actor.send({ type: 'appointment.submit', booking: values as AppointmentBody })}
        data-testid="appointment-form"
      >
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Branch and time</Trans>
          </legend>
          <Field name="branch">
            {(field, props) => (
              <SelectField
                field={field}
                props={{ ...props, onChange: (e) => (props.onChange(e), setValue(form, 'date', ''), setValue(form, 'time', '')) }}
                label={t`Service centre`}
                placeholder={t`Choose a branch`}
                options={branches.map((b: Branch) => ({ value: b.slug, label: `${b.name} · ${b.province.name}` }))}
                required
              />
            )}
          </Field>
          <Field name="serviceType">
            {(field, props) => (
              <SelectField
                field={field}
                props={props}
                label={t`Service`}
                placeholder={t`Choose a service`}
                options={SUPPORT_TYPES.map((s) => ({ value: s, label: supportTypes[s] }))}
                required
              />
            )}
          </Field>
          <div className={forms.row}>
            <Field name="date">
              {(field, props) => (
                <SelectField
                  field={field}
                  props={{ ...props, onChange: (e) => (props.onChange(e), setValue(form, 'time', '')) }}
                  label={t`Date`}
                  placeholder={!branch ? t`Choose a branch first` : slots.isPending && slots.isFetching ? t`Loading free dates…` : t`Choose a date`}
                  options={(slots.data ?? []).map((d) =>
                    dateOption(d, i18n.locale, { closed: t`closed`, full: t`fully booked`, over: t`no times left today` }),
                  )}
                  required
                />
              )}
            </Field>
            <Field name="time">
              {(field, props) => (
                <SelectField
                  field={field}
                  props={props}
                  label={t`Time`}
                  placeholder={day ? t`Choose a time` : t`Choose a date first`}
                  options={(day?.slots ?? []).map((s) => ({
                    value: s.time,
                    label: s.free > 0 ? s.time : `${s.time} (${t`fully booked`})`,
                    disabled: s.free === 0,
                  }))}
                  required
                />
              )}
            </Field>
          </div>
          {slots.isError && (
            <p className={forms.error} role="alert">
              <Trans>The free times could not be loaded.</Trans>{' '}
              <button
                type="button"
                className={css.link}
                // the alert goes with its button once the times come: the date they are chosen by takes the focus
                onClick={() => void slots.refetch().then((result) => result.isSuccess && document.querySelector<HTMLElement>('select[name="date"]')?.focus())}
              >
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Your details</Trans>
          </legend>
          <div className={forms.row}>
            <Field name="firstName">{(field, props) => <TextField field={field} props={props} {...preset.firstName} />}</Field>
            <Field name="lastName">{(field, props) => <TextField field={field} props={props} {...preset.lastName} />}</Field>
          </div>
          <Field name="email">{(field, props) => <TextField field={field} props={props} {...preset.email} />}</Field>
          <Field name="phone" transform={withoutSeparators}>
            {(field, props) => <TextField field={field} props={props} {...preset.phone} />}
          </Field>
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Your device</Trans>
          </legend>
          <Field name="deviceModel">
            {(field, props) => <TextField field={field} props={props} label={t`Model`} hint={t`For example iPhone 15 Pro or MacBook Air M2`} required />}
          </Field>
          <Field name="serialNumber">
            {(field, props) => (
              <TextField field={field} props={props} label={t`Serial number (optional)`} hint={t`In Settings > General > About`} maxLength={20} />
            )}
          </Field>
          <Field name="problem">
            {(field, props) => (
              <TextAreaField
                field={field}
                props={props}
                label={t`What is the problem?`}
                hint={t`What happens, since when, and what you have tried`}
                maxLength={1000}
                required
              />
            )}
          </Field>
        </fieldset>
        <FormAlert of={form} />
        <Button type="submit" busy={state.value === 'submitting'} data-testid="book-appointment">
          <Trans>Book appointment</Trans>
        </Button>
      </Form>
    </div>
  );
}
