import type { Address } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FieldElementProps,
  type FieldStore,
  type FormStore,
  getValue,
  getValues,
  type PartialValues,
  setValues,
  type useForm,
} from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { CheckboxField } from '@/ui/forms/CheckboxField';
import { useFieldOrder } from '@/ui/forms/field-order';
import * as forms from '@/ui/forms/forms.css';
import { ID_NUMBER, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { typingIn } from '@/ui/forms/typing-in';
import type { TaxInvoiceValues } from '../tax-invoice-form';
import * as css from './checkout.css';

type FieldComponent = ReturnType<typeof useForm<TaxInvoiceValues>>[1]['Field'];

type RadioName = 'type' | 'branchKind';

function Radio<N extends RadioName>({
  field,
  props,
  value,
  label,
}: {
  field: FieldStore<TaxInvoiceValues, N>;
  props: FieldElementProps<TaxInvoiceValues, N>;
  value: TaxInvoiceValues[N];
  label: ReactNode;
}) {
  return (
    <label className={css.choice}>
      <input {...props} className={css.radio} type="radio" value={value} checked={field.value.value === value} />
      <span className={css.choiceBody}>{label}</span>
    </label>
  );
}

/** The invoice's fields as the billing address has them: its company and tax ID, or its name and the ID on it. */
function fromBillingAddress(address: Address): PartialValues<TaxInvoiceValues> {
  const taxId = address.taxId ?? '';
  return address.companyName
    ? { type: 'company', companyName: address.companyName, taxId }
    : { type: 'person', name: `${address.firstName} ${address.lastName}`.trim(), taxId };
}

const FIELD_ORDER = ['wanted', 'type', 'name', 'companyName', 'branchKind', 'branch', 'taxId'] as const;

/**
 * A full tax invoice on request: to a person or a company (head office or a branch), with the 13-digit tax ID. Asked
 * for with nothing typed yet, it starts from the chosen billing address, which usually holds the same details.
 */
export function TaxInvoiceFields({ form, Field, billing }: { form: FormStore<TaxInvoiceValues>; Field: FieldComponent; billing: Address | undefined }) {
  useSignals();
  const { t } = useLingui();
  // a person's name or a company's fields, whichever the type shows, then the tax ID
  useFieldOrder(form, FIELD_ORDER);
  const wanted = getValue(form, 'wanted');
  const type = getValue(form, 'type');
  const branchKind = getValue(form, 'branchKind');
  useEffect(() => {
    if (!wanted || !billing) return;
    const { name, companyName, taxId } = getValues(form);
    if (!name && !companyName && !taxId && !typingIn(form.element.value, ['name', 'companyName', 'taxId']))
      setValues<TaxInvoiceValues, undefined>(form, fromBillingAddress(billing), { shouldTouched: false, shouldDirty: false, shouldFocus: false });
  }, [wanted, billing, form]);
  return (
    <>
      <Field name="wanted" type="boolean">
        {(field, props) => <CheckboxField field={field} props={props} label={t`I need a full tax invoice`} />}
      </Field>
      {wanted && (
        <div className={forms.form} data-testid="tax-invoice-fields">
          <Field name="type">
            {(field, props) => (
              <fieldset className={css.choices}>
                <legend className={css.legend}>
                  <Trans>Issue the tax invoice to</Trans>
                </legend>
                <Radio field={field} props={props} value="person" label={<Trans>A person</Trans>} />
                <Radio field={field} props={props} value="company" label={<Trans>A company</Trans>} />
              </fieldset>
            )}
          </Field>
          {type === 'company' ? (
            <>
              <Field name="companyName">
                {(field, props) => <TextField field={field} props={props} label={t`Company name`} autoComplete="organization" required maxLength={200} />}
              </Field>
              <Field name="branchKind">
                {(field, props) => (
                  <fieldset className={css.choices}>
                    <legend className={css.legend}>
                      <Trans>Office</Trans>
                    </legend>
                    <Radio field={field} props={props} value="head-office" label={<Trans>Head office</Trans>} />
                    <Radio field={field} props={props} value="branch" label={<Trans>Branch</Trans>} />
                  </fieldset>
                )}
              </Field>
              {branchKind === 'branch' && (
                <Field name="branch">
                  {(field, props) => <TextField field={field} props={props} label={t`Branch number (5 digits)`} inputMode="numeric" maxLength={5} required />}
                </Field>
              )}
            </>
          ) : (
            <Field name="name">
              {(field, props) => <TextField field={field} props={props} label={t`Full name`} autoComplete="name" required maxLength={200} />}
            </Field>
          )}
          <Field name="taxId" transform={withoutSeparators}>
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={t`Tax ID (13 digits)`}
                hint={t`The tax invoice is issued to the billing address above.`}
                {...ID_NUMBER}
                required
              />
            )}
          </Field>
        </div>
      )}
    </>
  );
}
