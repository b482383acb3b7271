import { BUSINESS_TYPES, BusinessQuoteBody, EMPLOYEE_RANGES, MAX_QUOTE_MESSAGE_LENGTH } from '@contract/business-quote';
import { CATEGORY_SLUGS, type CategorySlug } from '@contract/catalogue';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import { ID_NUMBER, useFieldPresets, withAsciiDigits, withoutSeparators } from '@/ui/forms/field-presets';
import { takeFocus } from '@/ui/take-focus';
import * as forms from '@/ui/forms/forms.css';
import { SelectField } from '@/ui/forms/SelectField';
import { TextAreaField } from '@/ui/forms/TextAreaField';
import { TextField } from '@/ui/forms/TextField';
import * as css from './business.css';

/** The form's values: what the fields hold, all text; the contract reads the numbers from them. */
export type QuoteValues = {
  companyName: string;
  taxId: string;
  contactName: string;
  email: string;
  phone: string;
  businessType: string;
  employees: string;
  quantities: Record<CategorySlug, string>;
  message: string;
};

const FAMILY_NAMES: Record<CategorySlug, string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  mac: 'Mac',
  watch: 'Apple Watch',
  airpods: 'AirPods',
  'apple-accessories': '',
};

/** The quote request: the company (tax ID checked), the contact, how many of each family, a message. */
export function QuoteForm({ send }: { send: (body: QuoteValues) => Promise<{ reference: string; email: string }> }) {
  useSignals();
  const { t, i18n } = useLingui();
  const presets = useFieldPresets();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [form, { Form, Field }] = useShopForm<QuoteValues>({
    initialValues: {
      companyName: '',
      taxId: '',
      contactName: '',
      email: '',
      phone: '',
      businessType: '',
      employees: '',
      quantities: Object.fromEntries(CATEGORY_SLUGS.map((family) => [family, ''])) as Record<CategorySlug, string>,
      message: '',
    },
    validate: formRules(BusinessQuoteBody),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  if (sent)
    return (
      <p role="status" className={forms.alert} data-status="success" data-testid="quote-sent" tabIndex={-1} ref={takeFocus}>
        <Trans>
          Thank you. Your reference is {sent.reference}. Our business team will contact you within one business day, and a copy of your request is on its way to{' '}
          {sent.email}.
        </Trans>
      </p>
    );
  const businessTypes: Record<(typeof BUSINESS_TYPES)[number], string> = {
    retail: t`Retail shop`,
    'food-and-beverage': t`Restaurant or café`,
    office: t`Office or professional services`,
    creative: t`Creative studio or agency`,
    healthcare: t`Clinic or healthcare`,
    education: t`School or tutoring`,
    other: t`Other`,
  };
  const familyName = (family: CategorySlug) => FAMILY_NAMES[family] || t`Accessories`;
  return (
    <Form
      className={forms.form}
      noValidate
      aria-labelledby="quote-title"
      onSubmit={async (values) => {
        try {
          setSent(await send(values));
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <h2 id="quote-title" className={css.formTitle}>
        <Trans>Request a quote</Trans>
      </h2>
      <Field name="companyName">
        {(field, props) => <TextField field={field} props={props} label={t`Company name`} autoComplete="organization" required />}
      </Field>
      <Field name="taxId" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} label={t`Tax ID`} {...ID_NUMBER} required hint={t`13 digits, as on your tax invoices`} />}
      </Field>
      <div className={forms.row}>
        <Field name="businessType">
          {(field, props) => (
            <SelectField
              field={field}
              props={props}
              label={t`Type of business`}
              placeholder={t`Choose one`}
              options={BUSINESS_TYPES.map((value) => ({ value, label: businessTypes[value] }))}
              required
            />
          )}
        </Field>
        <Field name="employees">
          {(field, props) => (
            <SelectField
              field={field}
              props={props}
              label={t`Employees`}
              placeholder={t`Choose one`}
              options={EMPLOYEE_RANGES.map((value) => ({ value, label: value }))}
              required
            />
          )}
        </Field>
      </div>
      <Field name="contactName">{(field, props) => <TextField field={field} props={props} label={t`Contact name`} autoComplete="name" required />}</Field>
      <div className={forms.row}>
        <Field name="email">{(field, props) => <TextField field={field} props={props} {...presets.email} />}</Field>
        <Field name="phone" transform={withoutSeparators}>
          {(field, props) => <TextField field={field} props={props} {...presets.phone} />}
        </Field>
      </div>
      <fieldset className={css.products}>
        <legend className={css.legend}>
          <Trans>Devices you need</Trans>
        </legend>
        <p className={forms.hint}>
          <Trans>How many of each; leave the others empty.</Trans>
        </p>
        <div className={css.quantities}>
          {CATEGORY_SLUGS.map((family) => (
            <Field key={family} name={`quantities.${family}`} transform={withAsciiDigits}>
              {(field, props) => <TextField field={field} props={props} label={familyName(family)} inputMode="numeric" maxLength={4} />}
            </Field>
          ))}
        </div>
      </fieldset>
      <Field name="message">
        {(field, props) => <TextAreaField field={field} props={props} label={t`Message (optional)`} maxLength={MAX_QUOTE_MESSAGE_LENGTH} />}
      </Field>
      <FormAlert of={form} />
      <Button type="submit" busy={form.submitting.value}>
        <Trans>Send the request</Trans>
      </Button>
    </Form>
  );
}
