import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatMoment } from '@/lib/date-format';
import { localeParam } from '@/lib/locale';
import { buttonClass } from '@/ui/Button';
import * as css from './account-area.css';

/** After a cancellation: what happened, when, and that the shopper is logged out. */
export function MembershipCancelled({ at, locale }: { at: string; locale: Locale }) {
  const params = { locale: localeParam(locale) };
  const when = formatMoment(at, locale);
  return (
    <section className={`${css.content} ${css.formPanel} ${css.standalone}`} data-testid="membership-cancelled">
      <h1 className={css.heading} tabIndex={-1} ref={(heading) => heading?.focus()}>
        <Trans>Your membership is cancelled</Trans>
      </h1>
      <p>
        <Trans>
          Your account was closed on <time dateTime={at}>{when}</time> and you are logged out. Your personal details, addresses and wishlist are deleted.
        </Trans>
      </p>
      <p className={css.lead}>
        <Trans>Thank you for shopping with us. You are welcome back at any time.</Trans>
      </p>
      <div className={css.actions}>
        <Link to="/{-$locale}" params={params} className={buttonClass('primary')}>
          <Trans>Continue shopping</Trans>
        </Link>
        <Link to="/{-$locale}/register" params={params} className={buttonClass('quiet')}>
          <Trans>Create a new account</Trans>
        </Link>
      </div>
    </section>
  );
}
