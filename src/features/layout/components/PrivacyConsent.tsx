import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { localeParam } from '@/lib/locale';
import type { Locale } from '@contract/constants';
import * as css from './overlays.css';

/** Cookie that records the shopper's consent to the privacy policy, and how long it is kept. */
export const PRIVACY_CONSENT_COOKIE = 'privacy-consent';
const PRIVACY_CONSENT_DAYS = 365;

/** The privacy-consent popup: how the shop uses personal data, until the shopper agrees once. */
export function PrivacyConsent({ locale }: { locale: Locale }) {
  const [agreed, setAgreed] = useState(() => Cookies.get(PRIVACY_CONSENT_COOKIE) === 'agreed');
  if (agreed) return null;
  const agree = () => {
    Cookies.set(PRIVACY_CONSENT_COOKIE, 'agreed', { expires: PRIVACY_CONSENT_DAYS, path: '/', sameSite: 'lax' });
    setAgreed(true);
  };
  return (
    <section className={css.consent} aria-labelledby="privacy-consent-title" data-testid="privacy-consent">
      <h2 id="privacy-consent-title" className={css.consentTitle}>
        <Trans>Your privacy</Trans>
      </h2>
      <p className={css.consentText}>
        <Trans>
          We use your personal data to process your orders and to improve our service, as described in our{' '}
          <Link to="/{-$locale}/$" params={{ locale: localeParam(locale), _splat: 'private-policy' }}>
            privacy policy
          </Link>
          .
        </Trans>
      </p>
      <button type="button" className={css.consentButton} onClick={agree}>
        <Trans>I agree</Trans>
      </button>
    </section>
  );
}
