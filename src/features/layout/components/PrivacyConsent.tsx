import Cookies from 'js-cookie';
import { lazy, Suspense, useState } from 'react';
import type { Locale } from '@contract/constants';

const PrivacyConsentPopup = lazy(() => import('./PrivacyConsentPopup').then((m) => ({ default: m.PrivacyConsentPopup })));

/** Cookie that records the shopper's consent to the privacy policy, and how long it is kept. */
export const PRIVACY_CONSENT_COOKIE = 'privacy-consent';
const PRIVACY_CONSENT_DAYS = 365;

/** The privacy-consent popup until the shopper agrees once; its code loads only for shoppers who have not agreed yet. */
export function PrivacyConsent({ locale }: { locale: Locale }) {
  const [agreed, setAgreed] = useState(() => Cookies.get(PRIVACY_CONSENT_COOKIE) === 'agreed');
  if (agreed) return null;
  const agree = () => {
    Cookies.set(PRIVACY_CONSENT_COOKIE, 'agreed', { expires: PRIVACY_CONSENT_DAYS, path: '/', sameSite: 'lax' });
    setAgreed(true);
  };
  return (
    <Suspense fallback={null}>
      <PrivacyConsentPopup locale={locale} onAgree={agree} />
    </Suspense>
  );
}
