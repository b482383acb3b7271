import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { branchQuery } from '../api/stores-api';
import { BRAND_NAMES, BRAND_ROUTES, useStoreLabels } from '../labels';
import { OpeningHours } from './OpeningHours';
import * as css from './stores.css';

/** /store/{store}: one branch with its address, hours, phone, services, map link and booking link. */
export function BranchPage({ locale, slug }: { locale: Locale; slug: string }) {
  const { t } = useLingui();
  const http = useHttp();
  const { services } = useStoreLabels();
  const { data: branch } = useSuspenseQuery(branchQuery(http, locale, slug));
  const params = { locale: localeParam(locale) };
  return (
    <div className={css.page} data-testid="branch-page">
      <p className={css.brand}>
        <Link to={BRAND_ROUTES[branch.brand]} params={params} className={css.link}>
          {BRAND_NAMES[branch.brand]}
        </Link>
      </p>
      <h1 className={css.title}>{branch.name}</h1>
      <div className={css.detail}>
        <section aria-labelledby="branch-address">
          <h2 id="branch-address" className={css.sectionTitle}>
            <Trans>Address</Trans>
          </h2>
          <address className={css.address}>{branch.address}</address>
          <div className={css.links}>
            <a className={css.link} href={`tel:${branch.phone.replace(/-/g, '')}`}>
              <Trans>Call {branch.phone}</Trans>
            </a>
            <a className={css.link} href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Open in Google Maps</Trans>
              <span className={css.visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </div>
          <h2 className={css.sectionTitle}>
            <Trans>Services</Trans>
          </h2>
          <ul className={css.chips} aria-label={t`Services`}>
            {branch.services.map((s) => (
              <li key={s} className={css.chip}>
                {services[s]}
              </li>
            ))}
          </ul>
          {branch.appointments && (
            <p>
              <Link className={buttonClass('primary')} to="/{-$locale}/online-schedule-support" params={params} search={{ branch: branch.slug }}>
                <Trans>Book a repair appointment</Trans>
              </Link>
            </p>
          )}
        </section>
        <section aria-labelledby="branch-hours">
          <h2 id="branch-hours" className={css.sectionTitle}>
            <Trans>Opening hours</Trans>
          </h2>
          <OpeningHours hours={branch.hours} />
        </section>
      </div>
      <p>
        <Link className={css.link} to="/{-$locale}/ourstore" params={params} search={{ province: branch.province.key }}>
          <Trans>Other stores in {branch.province.name}</Trans>
        </Link>
      </p>
    </div>
  );
}
