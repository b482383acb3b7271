import { useSelector } from '@xstate/react';
import Cookies from 'js-cookie';
import { lazy, Suspense, useState } from 'react';
import { type Locale, PRIVACY_CONSENT_COOKIE } from '@contract/constants';
import { useAppActors } from '@/lib/app-actors';
import { hasPrivacyConsent } from '@/lib/privacy-consent';

const PrivacyConsentPopup = lazy(() => import('./PrivacyConsentPopup').then((m) => ({ default: m.PrivacyConsentPopup })));

/** How long the consent cookie (PRIVACY_CONSENT_COOKIE) is kept. */
const PRIVACY_CONSENT_DAYS = 365;

/**
 * The privacy-consent popup until the shopper agrees once; its code loads only for shoppers who have not agreed yet.
 * It waits while the cookie notice is up: both sit at the bottom of a phone's screen, and one would hide the other.
 */
export function PrivacyConsent({ locale }: { locale: Locale }) {
  const [agreed, setAgreed] = useState(hasPrivacyConsent);
  const cookieNoticeUp = useSelector(useAppActors().cookieNotice, (s) => !s.matches('accepted'));
  if (agreed || cookieNoticeUp) return null;
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
