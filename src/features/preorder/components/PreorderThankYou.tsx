import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '@/lib/locale';
import * as css from './preorder.css';

/** What a pre-order promises beyond the order itself: shipping when the model ships, and the returns of the campaign. */
export function PreorderThankYou({ locale }: { locale: Locale }) {
  return (
    <section className={css.card} data-testid="preorder-thank-you">
      <p className={css.eyebrow}>
        <Trans>Pre-order confirmed</Trans>
      </p>
      <p className={css.lead}>
        <Trans>
          Your pre-order is reserved. We deliver it as soon as the product ships in Thailand and send you an email with the tracking number. You may return it
          within 14 days of delivery.
        </Trans>
      </p>
      <Link to="/{-$locale}/preorder" params={{ locale: localeParam(locale) }}>
        <Trans>Back to the pre-order page</Trans>
      </Link>
    </section>
  );
}
