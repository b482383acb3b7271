import { ThaiAddressesResponse, type ThaiAddressEntry, type ThaiArea } from '@contract/thai-address';
import { useLingui } from '@lingui/react/macro';
import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHttp } from '@/lib/http-context';
import { ComboboxField } from '@/ui/forms/ComboboxField';

/** Lookups wait for a pause in typing. */
const TYPING_PAUSE_MS = 200;

export const areaName = (area: ThaiArea, locale: string) => (locale === 'en' ? area.en : area.th);

/** Five digits ask for the postcode; two to four digits for postcodes starting so; two letters or more for names. */
function lookupOf(text: string): { postcode: string } | { q: string } | null {
  const typed = text.trim();
  if (/^[1-9]\d{4}$/.test(typed)) return { postcode: typed };
  if (/^\d+$/.test(typed)) return typed.length >= 2 && typed.length < 5 ? { q: typed } : null;
  return [...typed].length >= 2 ? { q: typed } : null;
}

function useAfterPause(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The postcode or subdistrict field of a pre-order address: what the shopper types is looked up in the Thai
 * administrative list (GET /customer/api/thai-addresses, as the address book does), and choosing an entry fills
 * province, district, subdistrict and postcode through `onPick`.
 */
export function AreaField<T extends FieldValues, N extends FieldPath<T>>(props: {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  label: string;
  hint?: string;
  numeric?: boolean;
  onPick: (entry: ThaiAddressEntry) => void;
}) {
  useSignals();
  const { t, i18n } = useLingui();
  const http = useHttp();
  const lookup = lookupOf(useAfterPause((props.field.value.value as string | undefined) ?? ''));
  const found = useQuery({
    queryKey: ['thai-addresses', lookup],
    queryFn: async () => (await http.get('/customer/api/thai-addresses', ThaiAddressesResponse, { searchParams: lookup ?? {} })).data.items,
    enabled: lookup !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const locale = i18n.locale;
  return (
    <ComboboxField
      field={props.field}
      props={props.props}
      label={props.label}
      hint={props.hint}
      required
      inputMode={props.numeric ? 'numeric' : 'text'}
      maxLength={props.numeric ? 5 : 100}
      autoComplete="off"
      options={lookup && found.data ? found.data : []}
      optionKey={(entry) => `${entry.subdistrict.id}-${entry.postcode}`}
      optionText={(entry) =>
        `${areaName(entry.subdistrict, locale)}, ${areaName(entry.district, locale)}, ${areaName(entry.province, locale)} ${entry.postcode}`
      }
      onPick={props.onPick}
      announce={(count) => t`Matching places: ${count}`}
    />
  );
}
