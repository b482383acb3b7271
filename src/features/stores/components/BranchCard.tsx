import type { Locale } from '@contract/constants';
import type { Branch } from '@contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import { BRAND_NAMES, useStoreLabels } from '../labels';
import { OpeningHours } from './OpeningHours';
import * as css from './stores.css';

/** A branch in a list: name, address, hours, phone, services, the map and, where it repairs, a booking link. */
export function BranchCard({ branch, locale, headingLevel = 2 }: { branch: Branch; locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const { services } = useStoreLabels();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const params = { locale: localeParam(locale) };
  return (
    <article className={css.card} data-testid="branch-card" aria-labelledby={`branch-${branch.slug}`}>
      <p className={css.brand}>
        {BRAND_NAMES[branch.brand]} · {branch.province.name}
      </p>
      <Heading id={`branch-${branch.slug}`} className={css.cardTitle}>
        <Link className={css.cardLink} to="/{-$locale}/store/$store" params={{ ...params, store: branch.slug }}>
          {branch.name}
        </Link>
      </Heading>
      <address className={css.address}>{branch.address}</address>
      <OpeningHours hours={branch.hours} />
      <ul className={css.chips} aria-label={t`Services`}>
        {branch.services.map((s) => (
          <li key={s} className={css.chip}>
            {services[s]}
          </li>
        ))}
      </ul>
      <div className={css.links}>
        <a className={css.link} href={`tel:${branch.phone.replace(/-/g, '')}`}>
          <Trans>Call {branch.phone}</Trans>
        </a>
        <a className={css.link} href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Map</Trans>
          <span className={css.visuallyHidden}>
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
        {branch.appointments && (
          <Link className={css.link} to="/{-$locale}/online-schedule-support" params={params} search={{ branch: branch.slug }}>
            <Trans>Book a repair appointment</Trans>
          </Link>
        )}
      </div>
    </article>
  );
}
