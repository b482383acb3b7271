import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { focusMain } from '@/lib/focus-main';
import { localeParam } from '@/lib/locale';
import type { Locale } from '@contract/constants';
import * as css from './overlays.css';

/** The privacy-consent popup: how the shop uses personal data, and the button that agrees to it. */
export function PrivacyConsentPopup({ locale, onAgree }: { locale: Locale; onAgree: () => void }) {
  return (
    <section className={css.consent} aria-labelledby="privacy-consent-title" data-testid="privacy-consent">
      <h2 id="privacy-consent-title" className={css.consentTitle}>
        <Trans>Your privacy</Trans>
      </h2>
      <p className={css.consentText}>
        <Trans>
          We use your personal data to process your orders and to improve our service, as described in our{' '}
          <Link to="/{-$locale}/private-policy" params={{ locale: localeParam(locale) }}>
            privacy policy
          </Link>
          .
        </Trans>
      </p>
      <button
        type="button"
        className={css.consentButton}
        onClick={() => {
          onAgree();
          focusMain();
        }}
      >
        <Trans>I agree</Trans>
      </button>
    </section>
  );
}
