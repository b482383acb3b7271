import type { Locale } from '@contract/constants';
import type { Brand } from '@contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import { branchesQuery } from '../api/stores-api';
import { BRAND_NAMES } from '../labels';
import { BranchCard } from './BranchCard';
import * as css from './stores.css';

/**
 * /istudio, /icenter, /isolutions, /mobi: what the store brand offers and its branches. The service centre lists
 * every branch that repairs, whatever its brand, and leads to the booking page.
 */
export function BrandPage({ locale, brand }: { locale: Locale; brand: Brand }) {
  const http = useHttp();
  const { data: all } = useSuspenseQuery(branchesQuery(http, locale));
  const branches = brand === 'icenter' ? all.filter((b) => b.appointments) : all.filter((b) => b.brand === brand);
  const text = useBrandTexts()[brand];
  const params = { locale: localeParam(locale) };
  return (
    <div className={css.page} data-testid={`brand-${brand}`}>
      <h1 className={css.title}>{BRAND_NAMES[brand]}</h1>
      <p className={css.lead}>{text.lead}</p>
      <section aria-labelledby="brand-offer">
        <h2 id="brand-offer" className={css.sectionTitle}>
          {text.offerTitle}
        </h2>
        <ul className={css.list}>
          {text.offer.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </section>
      {brand === 'icenter' && (
        <p>
          <Link className={buttonClass('primary')} to="/{-$locale}/online-schedule-support" params={params}>
            <Trans>Book a repair appointment</Trans>
          </Link>
        </p>
      )}
      <section aria-labelledby="brand-branches">
        <h2 id="brand-branches" className={css.sectionTitle}>
          {brand === 'icenter' ? <Trans>Branches offering service</Trans> : <Trans>Branches</Trans>}
        </h2>
        <ul className={css.grid}>
          {branches.map((branch) => (
            <li key={branch.slug}>
              <BranchCard branch={branch} locale={locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link className={css.link} to="/{-$locale}/ourstore" params={params}>
          <Trans>All our stores</Trans>
        </Link>
      </p>
    </div>
  );
}

function useBrandTexts(): Record<Brand, { lead: string; offerTitle: string; offer: ReactNode[] }> {
  const { t } = useLingui();
  return {
    istudio: {
      lead: t`iStudio is our Apple Premium Reseller store: try the latest iPhone, iPad, Mac and Apple Watch, get advice from Apple-trained staff and education pricing.`,
      offerTitle: t`At iStudio`,
      offer: [
        t`Every current Apple product to try and buy`,
        t`Setup of your new device and data transfer`,
        t`Education pricing for students and teachers`,
        t`AppleCare+ and accessories`,
      ],
    },
    icenter: {
      lead: t`iCenter is our Apple Authorised Service Provider: certified technicians repair your devices with genuine Apple parts.`,
      offerTitle: t`What we repair`,
      offer: [
        t`iPhone: screens, batteries, cameras and other hardware`,
        t`Mac and iPad: hardware diagnosis and repair`,
        t`Apple Watch and AirPods: diagnosis and replacement`,
        t`Software issues, updates and restores`,
        t`Data transfer and setup of a new device`,
        t`Repairs under Apple warranty and AppleCare+`,
      ],
    },
    isolutions: {
      lead: t`iSolutions serves businesses and institutions: Apple devices for your team, deployed, managed and supported.`,
      offerTitle: t`For your organisation`,
      offer: [
        t`Quotations and volume purchases`,
        t`Deployment with Apple Business Manager`,
        t`Leasing and trade-in programmes`,
        t`On-site support and training`,
      ],
    },
    mobi: {
      lead: t`Mobi stores bring iPhone, iPad and accessories close to home, in shopping centres across Bangkok and the provinces.`,
      offerTitle: t`At Mobi`,
      offer: [t`iPhone, iPad, Apple Watch and AirPods`, t`Cases, chargers and accessories`, t`Instalment plans with leading banks`],
    },
  };
}
