import type { ThaiAddressEntry } from '@contract/thai-address';
import { useLingui } from '@lingui/react';
import { clearError, type FieldPath, type FieldValues, type FormStore, getValue, setValue, setValues, validate } from '@modular-forms/react';
import { effect, untracked } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { asciiDigits } from '@/lib/digits';
import { areaName } from './AreaCombobox';

const PLACE_NAMES = ['subdistrict', 'district', 'province'] as const;
type AreaPart = 'postcode' | (typeof PLACE_NAMES)[number];

/** A full Thai postcode: five digits, typed in Thai digits or not (as the place lookup reads it); null when it is not one. */
const fullPostcode = (text: string | undefined) => {
  const digits = asciiDigits(text?.trim() ?? '');
  return /^\d{5}$/.test(digits) ? digits : null;
};

/** The place the four fields hold, when they hold a whole one. */
function placeIn<T extends FieldValues>(form: FormStore<T, undefined>, fields: Record<AreaPart, FieldPath<T>>) {
  const place = Object.fromEntries(Object.entries(fields).map(([part, name]) => [part, (getValue(form, name) as string | undefined) ?? ''])) as Record<
    AreaPart,
    string
  >;
  const postcode = fullPostcode(place.postcode);
  return postcode && PLACE_NAMES.every((part) => place[part] !== '') ? { ...place, postcode } : null;
}

/**
 * The area fields of an address form: `fill` puts a place picked in the postcode or subdistrict list into the four
 * fields. When the shopper then types another full postcode, the names the pick filled are emptied: they belong to
 * the old place, and left there they would be refused only when the form is sent. Names typed by hand stay. With
 * `startsPicked` (an address of the book being edited), the stored place counts as picked.
 */
export function useAreaFill<T extends FieldValues>(
  form: FormStore<T, undefined>,
  fields: Record<AreaPart, FieldPath<T>>,
  { startsPicked = false }: { startsPicked?: boolean } = {},
) {
  const { i18n } = useLingui();
  const picked = useRef<Record<AreaPart, string> | null>(null);

  useEffect(() => {
    // an address being edited starts with its stored place, as if it had been picked (a form restored from the
    // shopper's own typing does not: its names may be typed by hand)
    if (startsPicked) picked.current ??= untracked(() => placeIn(form, fields));
    return effect(() => {
      const postcode = fullPostcode(getValue(form, fields.postcode) as string | undefined);
      const place = picked.current;
      if (!place || !postcode || postcode === place.postcode) return;
      picked.current = null;
      untracked(() => {
        for (const part of PLACE_NAMES) {
          if (getValue(form, fields[part]) !== place[part]) continue;
          setValue(form, fields[part], '' as never, { shouldValidate: false });
          // what was said about the old name (the server refusing it) goes with it
          clearError(form, fields[part], { shouldFocus: false });
        }
      });
    });
  }, [form, fields, startsPicked]);

  return (entry: ThaiAddressEntry) => {
    const place = {
      postcode: entry.postcode,
      subdistrict: areaName(entry.subdistrict, i18n.locale),
      district: areaName(entry.district, i18n.locale),
      province: areaName(entry.province, i18n.locale),
    };
    picked.current = place;
    const values = Object.fromEntries(Object.entries(place).map(([part, value]) => [fields[part as AreaPart], value]));
    setValues(form, values as never, { shouldFocus: false });
    // what the four fields said while empty goes with the place filled in
    void validate(form, Object.values(fields), { shouldFocus: false });
  };
}
