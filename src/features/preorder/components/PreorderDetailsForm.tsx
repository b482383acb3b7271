import { PreorderBody } from '@contract/preorder';
import type { PreorderDetails } from '@machines/preorder/preorder.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FieldPath, type FormStore, getValue, getValues, type useForm, type ValidateForm } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import * as forms from '@/ui/forms/forms.css';
import { ID_NUMBER, useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { AreaCombobox } from '@/ui/forms/AreaCombobox';
import { useAreaFill } from '@/ui/forms/area-fill';
import { type DetailsValues, type EMPTY_ADDRESS, storedDetails } from '../details-storage';
import * as css from './preorder.css';

/** The server's rules for the order's details (POST /order/api/preorders without its items); a billing address only when asked for. */
const DetailsRules = v.pipe(
  v.unknown(),
  v.transform((values) => {
    const { wantsInvoice, billingAddress, ...details } = values as DetailsValues;
    return wantsInvoice ? { ...details, billingAddress } : details;
  }),
  v.omit(PreorderBody, ['items']),
);

type Prefix = 'shippingAddress' | 'billingAddress';

/** The phone, the Thai shipping address, and on request a tax-invoice address: what the pre-order is sent with. */
export function PreorderDetailsForm({
  storageKey,
  busy,
  disabled,
  submitLabel,
  onSubmit,
}: {
  /** where this tab keeps what was typed (sessionStorage), or null to keep nothing */
  storageKey: string | null;
  busy: boolean;
  disabled: boolean;
  submitLabel: string;
  onSubmit: (details: PreorderDetails) => void;
}) {
  useSignals();
  const { t } = useLingui();
  const preset = useFieldPresets();
  const [initial] = useState(() => storedDetails(storageKey));
  const [form, { Form, Field }] = useShopForm<DetailsValues>({
    initialValues: initial,
    // the rules read the nested values whole; the library's type splits them into partial parts
    validate: formRules(DetailsRules) as ValidateForm<DetailsValues>,
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  useEffect(
    () =>
      storageKey
        ? effect(() => {
            const values = JSON.stringify(getValues(form));
            try {
              sessionStorage.setItem(storageKey, values);
            } catch {
              // storage full or refused: the form works without it
            }
          })
        : undefined,
    [form, storageKey],
  );
  return (
    <Form className={forms.form} noValidate onSubmit={(values) => onSubmit(v.parse(DetailsRules, values) as PreorderDetails)}>
      <Field name="phone" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} {...preset.phone} />}
      </Field>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Delivery address</Trans>
        </legend>
        <AddressFields form={form} Field={Field} prefix="shippingAddress" />
      </fieldset>
      <Field name="wantsInvoice" type="boolean">
        {(field, props) => <CheckboxField field={field} props={props} label={t`I need a full tax invoice`} />}
      </Field>
      {getValue(form, 'wantsInvoice') && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <Trans>Tax invoice address</Trans>
          </legend>
          <Field type="string" name="billingAddress.companyName">
            {(field, props) => <TextField field={field} props={props} label={t`Company name (optional)`} autoComplete="organization" maxLength={200} />}
          </Field>
          <Field type="string" name="billingAddress.taxId" transform={withoutSeparators}>
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={t`Tax ID`}
                {...ID_NUMBER}
                hint={t`13 digits: the company's tax ID, or your national ID number for a personal invoice`}
              />
            )}
          </Field>
          <AddressFields form={form} Field={Field} prefix="billingAddress" />
        </fieldset>
      )}
      <Button type="submit" disabled={disabled} busy={busy} data-testid="place-preorder">
        {submitLabel}
      </Button>
    </Form>
  );
}

const areaFieldsOf = (prefix: Prefix) =>
  ({
    postcode: `${prefix}.postcode`,
    subdistrict: `${prefix}.subdistrict`,
    district: `${prefix}.district`,
    province: `${prefix}.province`,
  }) as const satisfies Record<string, FieldPath<DetailsValues>>;

type FieldComponent = ReturnType<typeof useForm<DetailsValues>>[1]['Field'];

function AddressFields({ form, Field, prefix }: { form: FormStore<DetailsValues>; Field: FieldComponent; prefix: Prefix }) {
  const { t } = useLingui();
  const preset = useFieldPresets();
  const name = <K extends keyof typeof EMPTY_ADDRESS>(key: K) => `${prefix}.${key}` as FieldPath<DetailsValues>;
  const fill = useAreaFill(
    form,
    useMemo(() => areaFieldsOf(prefix), [prefix]),
  );
  const areaHint = t`Type the postcode here, or the subdistrict in the next box, and choose the place: the rest fills in.`;
  return (
    <>
      <div className={forms.row}>
        <Field type="string" name={name('firstName')}>
          {(field, props) => <TextField field={field} props={props} {...preset.firstName} />}
        </Field>
        <Field type="string" name={name('lastName')}>
          {(field, props) => <TextField field={field} props={props} {...preset.lastName} />}
        </Field>
      </div>
      <Field type="string" name={name('address')}>
        {(field, props) => (
          <TextField
            field={field}
            props={props}
            label={t`Address`}
            autoComplete={prefix === 'shippingAddress' ? 'shipping address-line1' : 'billing address-line1'}
            maxLength={500}
            required
            hint={t`House number, building, soi and road`}
          />
        )}
      </Field>
      <div className={forms.row}>
        <Field type="string" name={areaFieldsOf(prefix).postcode} transform={withoutSeparators}>
          {(field, props) => <AreaCombobox field={field} props={props} label={t`Postcode`} hint={areaHint} numeric onPick={fill} />}
        </Field>
        <Field type="string" name={name('subdistrict')}>
          {(field, props) => <AreaCombobox field={field} props={props} label={t`Subdistrict`} onPick={fill} />}
        </Field>
      </div>
      <div className={forms.row}>
        <Field type="string" name={name('district')}>
          {(field, props) => <TextField field={field} props={props} label={t`District`} autoComplete="off" maxLength={100} required />}
        </Field>
        <Field type="string" name={name('province')}>
          {(field, props) => <TextField field={field} props={props} label={t`Province`} autoComplete="off" maxLength={100} required />}
        </Field>
      </div>
    </>
  );
}
