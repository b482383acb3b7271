import { PRIVACY_CONSENT_COOKIE } from '@contract/constants';
import Cookies from 'js-cookie';

/** The shopper agreed to the privacy policy: only then is anything they do reported (docs/decisions/021). */
export const hasPrivacyConsent = () => Cookies.get(PRIVACY_CONSENT_COOKIE) === 'agreed';
