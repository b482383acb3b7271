import type { SchoolListItem } from '@contract/schools';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldElementProps, FieldPath, FieldStore, FieldValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { ComboboxField } from '@/ui/forms/ComboboxField';
import { type Institution, indexInstitutions, searchInstitutions } from '../institution-search';
import * as combobox from '@/ui/forms/combobox.css';
import * as css from './education-code.css';
import { Typed } from '@/ui/Typed';

/**
 * The institution field: what the shopper types (part of a Thai or English name, a district or a province) is
 * looked up in the bundled list in memory; choosing an entry hands it to `onPick`.
 */
export function InstitutionCombobox<T extends FieldValues, N extends FieldPath<T>>({
  field,
  props,
  schools,
  loadFailed,
  onPick,
}: {
  field: FieldStore<T, N>;
  props: FieldElementProps<T, N>;
  schools: readonly SchoolListItem[] | undefined;
  loadFailed: boolean;
  onPick: (institution: Institution) => void;
}) {
  useSignals();
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const index = useMemo(() => indexInstitutions(schools ?? [], locale), [schools, locale]);
  const query = (field.value.value as string | undefined) ?? '';
  const found = useMemo(() => searchInstitutions(index, query), [index, query]);
  const typed = <Typed text={query.trim()} />;
  const nothing = schools !== undefined && query.trim() !== '' && found.total === 0;
  return (
    <>
      <ComboboxField
        field={field}
        props={props}
        label={t`Your institution`}
        hint={loadFailed ? t`The list of institutions cannot be loaded just now. Please reload the page.` : t`Type part of its name, its district or province`}
        required
        autoComplete="off"
        maxLength={120}
        options={found.items}
        optionKey={(institution) => institution.customerId}
        optionText={(institution) => (
          <span className={css.institutionOption}>
            <span>{institution.name}</span>
            <span className={css.institutionPlace}>{institution.place}</span>
          </span>
        )}
        onPick={onPick}
        announce={(count) => (found.total > count ? t`${count} of ${found.total} institutions shown, type more to narrow` : t`Institutions found: ${count}`)}
      />
      <p className={nothing ? combobox.noMatch : combobox.visuallyHidden} role="status" data-testid="institution-no-match">
        {nothing && <Trans>No institution matches “{typed}”. Try part of the name, the district or the province.</Trans>}
      </p>
    </>
  );
}
