import type { ThaiAddressEntry } from '@contract/thai-address';
import { useLingui } from '@lingui/react';
import { type FieldPath, type FieldValues, type FormStore, getValue, setValue, setValues, validate } from '@modular-forms/react';
import { effect, untracked } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { areaName } from './AreaCombobox';

const PLACE_NAMES = ['subdistrict', 'district', 'province'] as const;
type AreaPart = 'postcode' | (typeof PLACE_NAMES)[number];

/** A full Thai postcode: five digits. */
const FULL_POSTCODE = /^\d{5}$/;

/** The place the four fields hold, when they hold a whole one. */
function placeIn<T extends FieldValues>(form: FormStore<T, undefined>, fields: Record<AreaPart, FieldPath<T>>) {
  const place = Object.fromEntries(Object.entries(fields).map(([part, name]) => [part, (getValue(form, name) as string | undefined) ?? ''])) as Record<
    AreaPart,
    string
  >;
  return FULL_POSTCODE.test(place.postcode) && PLACE_NAMES.every((part) => place[part] !== '') ? place : null;
}

/**
 * The area fields of an address form: `fill` puts a place picked in the postcode or subdistrict list into the four
 * fields. When the shopper then types another full postcode, the names the pick filled are emptied: they belong to
 * the old place, and left there they would be refused only when the form is sent. Names typed by hand stay. An
 * address being edited starts with its stored place.
 */
export function useAreaFill<T extends FieldValues>(form: FormStore<T, undefined>, fields: Record<AreaPart, FieldPath<T>>) {
  const { i18n } = useLingui();
  const picked = useRef<Record<AreaPart, string> | null>(null);

  useEffect(() => {
    // an address being edited starts with its stored place, as if it had been picked
    picked.current ??= untracked(() => placeIn(form, fields));
    return effect(() => {
      const postcode = getValue(form, fields.postcode) as string | undefined;
      const place = picked.current;
      if (!place || !postcode || !FULL_POSTCODE.test(postcode) || postcode === place.postcode) return;
      picked.current = null;
      untracked(() => {
        for (const part of PLACE_NAMES) {
          if (getValue(form, fields[part]) === place[part]) setValue(form, fields[part], '' as never, { shouldValidate: false });
        }
      });
    });
  }, [form, fields]);

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
