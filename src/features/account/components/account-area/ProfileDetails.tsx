import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { formatPhone } from '@/lib/phone-format';
import { buttonClass } from '@/ui/Button';
import { profileQuery } from '../../api/profile-api';
import { useAccountOwner } from '../../hooks/account-owner';
import * as css from './account-area.css';
import { fullAddress } from './full-address';

/** /my-account/account: the customer's details and the address on their profile, each with a way to change it. */
export function ProfileDetails({ locale }: { locale: Locale }) {
  const { profile, addressInformation } = useSuspenseQuery(profileQuery(useHttp(), useAccountOwner())).data;
  const params = { locale: localeParam(locale) };
  const address = fullAddress(addressInformation, locale);
  const notGiven = (
    <span className={css.muted}>
      <Trans>Not given</Trans>
    </span>
  );
  return (
    <>
      <h1 className={css.heading}>
        <Trans>Account details</Trans>
      </h1>
      <section className={css.card} aria-labelledby="personal-heading">
        <h2 id="personal-heading" className={css.sectionTitle}>
          <Trans>Personal details</Trans>
        </h2>
        <dl className={css.facts} data-testid="profile-details">
          <dt className={css.factLabel}>
            <Trans>First name</Trans>
          </dt>
          <dd className={css.factValue} data-testid="profile-first-name">
            {profile.firstName}
          </dd>
          <dt className={css.factLabel}>
            <Trans>Last name</Trans>
          </dt>
          <dd className={css.factValue} data-testid="profile-last-name">
            {profile.lastName}
          </dd>
          <dt className={css.factLabel}>
            <Trans>Email</Trans>
          </dt>
          <dd className={css.factValue}>{profile.email}</dd>
          <dt className={css.factLabel}>
            <Trans>Mobile phone</Trans>
          </dt>
          <dd className={css.factValue} data-testid="profile-phone">
            {profile.phone ? formatPhone(profile.phone) : notGiven}
          </dd>
          <dt className={css.factLabel}>
            <Trans>National ID number</Trans>
          </dt>
          <dd className={css.factValue} data-testid="profile-national-id">
            {profile.nationalId ?? notGiven}
          </dd>
          <dt className={css.factLabel}>
            <Trans>Newsletter</Trans>
          </dt>
          <dd className={css.factValue}>{profile.subscriptionFlag ? <Trans>Subscribed</Trans> : <Trans>Not subscribed</Trans>}</dd>
        </dl>
        <div className={css.actions}>
          <Link to="/{-$locale}/my-account/account/edit" params={params} className={buttonClass('secondary')}>
            <Trans>Edit details and password</Trans>
          </Link>
        </div>
      </section>
      <section className={css.card} aria-labelledby="address-heading">
        <h2 id="address-heading" className={css.sectionTitle}>
          <Trans>Address</Trans>
        </h2>
        <p className={css.lead}>
          <Trans>The address on your profile: your default billing address, or your default shipping address when you have no billing address.</Trans>
        </p>
        <address className={css.addressText} data-testid="profile-address">
          {address || notGiven}
        </address>
        <div className={css.actions}>
          <Link to="/{-$locale}/my-account/account/edit-address" params={params} className={buttonClass('secondary')}>
            {address ? <Trans>Edit address</Trans> : <Trans>Add an address</Trans>}
          </Link>
        </div>
      </section>
    </>
  );
}
