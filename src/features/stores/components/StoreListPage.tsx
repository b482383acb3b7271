import type { Locale } from '@contract/constants';
import { BRANDS, PROVINCE_KEYS, PROVINCES } from '@contract/stores';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import * as forms from '@/ui/forms/forms.css';
import { Button } from '@/ui/Button';
import { branchesQuery } from '../api/stores-api';
import { BRAND_NAMES } from '../labels';
import type { StoreListSearch } from '../store-search';
import { BranchCard } from './BranchCard';
import * as css from './stores.css';

/** /ourstore: every branch, filtered by province and brand; the filter lives in the address. */
export function StoreListPage({ locale, search }: { locale: Locale; search: StoreListSearch }) {
  const { t } = useLingui();
  const http = useHttp();
  const navigate = useNavigate();
  const ids = { province: useId(), brand: useId() };
  // a changed filter keeps the list shown until the new one comes: the page, its filters and their focus stay
  const query = useQuery({ ...branchesQuery(http, locale, search), placeholderData: keepPreviousData });
  // the list of the new choice failed: the page and its filters stay, with the failure where the list was
  const failed = query.isError && !query.data;
  if (!query.data && !failed) return <p aria-busy="true" />;
  const branches = query.data ?? [];
  const updating = query.isPlaceholderData && query.isFetching;
  const choose = (next: Partial<StoreListSearch>) =>
    void navigate({ to: '/{-$locale}/ourstore', params: { locale: localeParam(locale) }, search: { ...search, ...next }, replace: true, resetScroll: false });
  return (
    <div className={css.page} data-testid="store-list">
      <h1 className={css.title}>
        <Trans>Our stores</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>Find an iStudio, iCenter service centre, iSolutions business centre or Mobi store near you, with its opening hours and services.</Trans>
      </p>
      <div className={css.filters} role="search" aria-label={t`Find a store`}>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={ids.province}>
            <Trans>Province</Trans>
          </label>
          <select
            id={ids.province}
            className={forms.input}
            value={search.province ?? ''}
            onChange={(e) => choose({ province: (e.target.value || undefined) as StoreListSearch['province'] })}
          >
            <option value="">{t`All provinces`}</option>
            {PROVINCE_KEYS.map((key) => (
              <option key={key} value={key}>
                {PROVINCES[key][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={ids.brand}>
            <Trans>Store</Trans>
          </label>
          <select
            id={ids.brand}
            className={forms.input}
            value={search.brand ?? ''}
            onChange={(e) => choose({ brand: (e.target.value || undefined) as StoreListSearch['brand'] })}
          >
            <option value="">{t`All stores`}</option>
            {BRANDS.map((brand) => (
              <option key={brand} value={brand}>
                {BRAND_NAMES[brand]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={css.count} role="status" data-testid="branch-count">
        {failed ? null : updating ? <Trans>Finding stores…</Trans> : <Plural value={branches.length} one="# branch" other="# branches" />}
      </p>
      {failed ? (
        <div className={css.none} role="alert" data-testid="branches-failed">
          <p>
            <Trans>The stores for this choice could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button look="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : branches.length === 0 && (search.province || search.brand) ? (
        <div className={css.none} data-testid="no-branch">
          <p>
            <Trans>No store matches your choice.</Trans>
          </p>
          {search.brand && search.province ? (
            <Button look="secondary" onClick={() => choose({ brand: undefined })}>
              <Trans>Every store in this province</Trans>
            </Button>
          ) : (
            <Button look="secondary" onClick={() => choose({ brand: undefined, province: undefined })}>
              <Trans>Every store</Trans>
            </Button>
          )}
        </div>
      ) : (
        <ul className={css.grid} aria-busy={updating} data-testid="branch-list">
          {branches.map((branch) => (
            <li key={branch.slug}>
              <BranchCard branch={branch} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
