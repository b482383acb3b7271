import type { Locale } from '@contract/constants';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { accountApi } from '../api/account-api';
import * as css from './account.css';
import { EmailLinkForm } from './EmailLinkForm';

/**
 * /activate-account?token=…: the mailed link activates the account as the page opens (once, however often it
 * renders); a link that is used, expired or broken offers a new one by email.
 */
export function ActivateAccount({ token, locale }: { token: string; locale: Locale }) {
  const api = accountApi(useHttp());
  const activation = useQuery({
    queryKey: ['activate-account', token],
    queryFn: () => api.activate(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const params = { locale: localeParam(locale) };
  return (
    <section className={css.panel} data-testid="activate-account">
      {activation.isPending && (
        <h1 className={css.title}>
          <Trans>Activating your account…</Trans>
        </h1>
      )}
      {activation.isSuccess && (
        <>
          <h1 className={css.title}>
            <Trans>Your account is ready</Trans>
          </h1>
          <p>
            <Trans>You can now log in with {activation.data.email}.</Trans>
          </p>
          <Link to="/{-$locale}/login" params={params} className={css.links}>
            <Trans>Log in</Trans>
          </Link>
        </>
      )}
      {activation.isError && (
        <>
          <h1 className={css.title}>
            <Trans>This link cannot activate an account</Trans>
          </h1>
          <p role="alert">
            <Trans>It was already used, has expired or is incomplete. Enter your email and we will send you a new one.</Trans>
          </p>
          <EmailLinkForm
            action="request_activate"
            send={api.requestActivation}
            done={<Trans>If the address has an account waiting, a new link is on its way.</Trans>}
          />
        </>
      )}
    </section>
  );
}
