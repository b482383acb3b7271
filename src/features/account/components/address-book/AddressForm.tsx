import { type Address, type AddressType, CreateAddressBody } from '@contract/customer';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, setValue } from '@modular-forms/react';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { showSubmitError } from '@/lib/form-errors';
import { formRules } from '@/lib/form-rules';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/forms/FormAlert';
import * as forms from '@/ui/forms/forms.css';
import { ID_NUMBER, useFieldPresets, withoutSeparators } from '@/ui/forms/field-presets';
import { TextField } from '@/ui/forms/TextField';
import { AreaCombobox } from '@/ui/forms/AreaCombobox';
import { useAreaFill } from '@/ui/forms/area-fill';
import { typingIn } from '@/ui/forms/typing-in';

export type AddressValues = {
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  taxId: string;
  address: string;
  postcode: string;
  subdistrict: string;
  district: string;
  province: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  phone: '',
  companyName: '',
  taxId: '',
  address: '',
  postcode: '',
  subdistrict: '',
  district: '',
  province: '',
};

/** A stored address as the form shows it: the area names in the page's language when the address has them. */
export function valuesOf(address: Address, locale: string): AddressValues {
  const english = locale === 'en';
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    companyName: address.companyName ?? '',
    taxId: address.taxId ?? '',
    address: address.address,
    postcode: address.postcode,
    subdistrict: (english && address.subdistrictEn) || address.subdistrict,
    district: (english && address.districtEn) || address.district,
    province: (english && address.provinceEn) || address.province,
  };
}

/**
 * The form's rules are the server's (CreateAddressBody) for an address of this type. Fields the form does not show
 * (company and tax ID but on a billing address) are not in its values, so they are not sent.
 */
const rulesFor = (type: AddressType) =>
  v.pipe(
    v.unknown(),
    v.transform((values) => ({ ...(values as object), type })),
    CreateAddressBody,
  );

const AREA_FIELDS = { postcode: 'postcode', subdistrict: 'subdistrict', district: 'district', province: 'province' } as const;

/**
 * An address of the address book: name, phone, (for a tax invoice: company and tax ID), the address line, then the
 * area as Thai shops take it: typing a postcode or a subdistrict offers the places of the administrative list, and
 * choosing one fills province, district, subdistrict and postcode. The server refuses a combination that does not
 * exist, under the field that does not fit.
 */
export function AddressForm({
  type,
  initialValues,
  submitLabel,
  save,
  extra,
  phoneOnFile,
}: {
  type: AddressType;
  initialValues: AddressValues;
  /** the customer's phone, known once their profile has come: it fills the phone field if nothing was typed there */
  phoneOnFile?: string | null;
  submitLabel: string;
  save: (body: CreateAddressBody) => Promise<unknown>;
  /** more choices above the button (whether a new address becomes the default) */
  extra?: ReactNode;
}) {
  useSignals();
  const { t, i18n } = useLingui();
  const preset = useFieldPresets();
  const rules = useMemo(() => rulesFor(type), [type]);
  const [form, { Form, Field }] = useShopForm<AddressValues>({
    initialValues,
    validate: formRules(rules),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const fill = useAreaFill(form, AREA_FIELDS, { startsPicked: true });
  useEffect(() => {
    if (phoneOnFile && !typingIn(form.element.value, ['phone']) && !getValue(form, 'phone', { shouldActive: false }))
      setValue(form, 'phone', phoneOnFile, { shouldTouched: false, shouldDirty: false, shouldValidate: false, shouldFocus: false });
  }, [form, phoneOnFile]);
  const areaHint = t`Type the postcode here, or the subdistrict in the next box, and choose the place: the rest fills in.`;

  return (
    <Form
      className={forms.form}
      noValidate
      onSubmit={async (values) => {
        try {
          // the values passed the schema already: parsing again gives them the types the call takes
          await save(v.parse(rules, values));
        } catch (error) {
          showSubmitError(form, error, i18n);
        }
      }}
    >
      <div className={forms.row}>
        <Field name="firstName">{(field, props) => <TextField field={field} props={props} {...preset.firstName} />}</Field>
        <Field name="lastName">{(field, props) => <TextField field={field} props={props} {...preset.lastName} />}</Field>
      </div>
      <Field name="phone" transform={withoutSeparators}>
        {(field, props) => <TextField field={field} props={props} {...preset.phone} />}
      </Field>
      {type === 'billing' && (
        <>
          <Field name="companyName">
            {(field, props) => <TextField field={field} props={props} label={t`Company name (optional)`} autoComplete="organization" maxLength={200} />}
          </Field>
          <Field name="taxId" transform={withoutSeparators}>
            {(field, props) => (
              <TextField
                field={field}
                props={props}
                label={t`Tax ID (optional)`}
                {...ID_NUMBER}
                hint={t`For a full tax invoice: the company's 13-digit tax ID, or your national ID number for a personal invoice`}
              />
            )}
          </Field>
        </>
      )}
      <Field name="address">
        {(field, props) => (
          <TextField
            field={field}
            props={props}
            label={t`Address`}
            autoComplete="address-line1"
            maxLength={500}
            required
            hint={t`House number, building, soi and road`}
          />
        )}
      </Field>
      <div className={forms.row}>
        <Field name="postcode" transform={withoutSeparators}>
          {(field, props) => <AreaCombobox field={field} props={props} label={t`Postcode`} hint={areaHint} numeric onPick={fill} />}
        </Field>
        <Field name="subdistrict">{(field, props) => <AreaCombobox field={field} props={props} label={t`Subdistrict`} onPick={fill} />}</Field>
      </div>
      <div className={forms.row}>
        <Field name="district">
          {(field, props) => <TextField field={field} props={props} label={t`District`} autoComplete="off" maxLength={100} required />}
        </Field>
        <Field name="province">
          {(field, props) => <TextField field={field} props={props} label={t`Province`} autoComplete="off" maxLength={100} required />}
        </Field>
      </div>
      <FormAlert of={form} />
      {extra}
      <Button type="submit" busy={form.submitting.value}>
        {form.submitting.value ? <Trans>Saving…</Trans> : submitLabel}
      </Button>
    </Form>
  );
}
