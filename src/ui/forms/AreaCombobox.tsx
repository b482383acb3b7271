import type { ThaiAddressEntry, ThaiArea } from '@contract/thai-address';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHttp } from '@/lib/http-context';
import * as combobox from './combobox.css';
import { ComboboxField } from './ComboboxField';
import { lookupOf, thaiAddressQuery } from '@/lib/thai-address';
import { Typed } from '../Typed';

/** Lookups wait for a pause in typing. */
const TYPING_PAUSE_MS = 200;

/** An area's name in the page's language. */
export const areaName = (area: ThaiArea, locale: string) => (locale === 'en' ? area.en : area.th);

const entryKey = (entry: ThaiAddressEntry) => `${entry.subdistrict.id}-${entry.postcode}`;

function useAfterPause(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The postcode or the subdistrict field: what the shopper types is looked up in the Thai administrative list, and
 * choosing an entry hands it to `onPick`, which fills the province, district, subdistrict and postcode.
 */
export function AreaCombobox<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  label,
  hint,
  numeric,
  onPick,
}: {
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
  const typed = useAfterPause((field.value.value as string | undefined) ?? '');
  const lookup = lookupOf(typed);
  const found = useQuery({ ...thaiAddressQuery(http, lookup ?? { q: '' }), enabled: lookup !== null, placeholderData: keepPreviousData });
  const options = lookup && found.data ? found.data : [];
  const nothing = lookup !== null && found.isSuccess && !found.isPlaceholderData && found.data.length === 0;
  // the list could not be asked: the fields can still be filled in by hand
  const failed = lookup !== null && found.isError;
  const shown = typed.trim();
  const entered = <Typed text={shown} />;
  const locale = i18n.locale;
  return (
    <>
      <ComboboxField
        field={field}
        props={props}
        label={label}
        hint={hint}
        required
        inputMode={numeric ? 'numeric' : 'text'}
        // room for a postcode pasted with spaces around it or inside (10 500): the field's transform keeps its digits
        maxLength={numeric ? 8 : 100}
        autoComplete="off"
        options={options}
        optionKey={entryKey}
        optionText={(entry) =>
          `${areaName(entry.subdistrict, locale)}, ${areaName(entry.district, locale)}, ${areaName(entry.province, locale)} ${entry.postcode}`
        }
        onPick={onPick}
        announce={(count) => t`Matching places: ${count}`}
      />
      <p className={nothing || failed ? combobox.noMatch : combobox.visuallyHidden} role="status" data-testid="area-no-match">
        {nothing && <Trans>No place in Thailand matches “{entered}”. Check the postcode or type the subdistrict's name.</Trans>}
        {failed && <Trans>Places cannot be looked up just now. Fill in the province, district and subdistrict yourself.</Trans>}
      </p>
    </>
  );
}
