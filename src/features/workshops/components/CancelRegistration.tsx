import type { Locale } from '@contract/constants';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { workshopsApi } from '../api/workshops-api';
import { sessionDate, sessionTime } from '../session-time';
import * as css from './workshops.css';

type Cancelled = { title: string; startsAt: string; seats: number };

/**
 * /workshop-cancel?token=: the link of the registration mail. Cancelling waits for the shopper's click (a mail
 * scanner that opens the link cancels nothing); the seats are freed once.
 */
export function CancelRegistration({ token, locale }: { token: string; locale: Locale }) {
  const { i18n } = useLingui();
  const api = workshopsApi(useHttp());
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState<Cancelled | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      setCancelled(await api.cancel(token));
    } catch (failure) {
      setError(errorText(i18n, { message: failure instanceof ApiError && failure.status !== 0 ? failure.message : null }));
    } finally {
      setBusy(false);
    }
  };
  const when = cancelled && `${sessionDate(cancelled.startsAt, locale)} ${sessionTime(cancelled.startsAt, locale)}`;
  return (
    <section className={css.panel} data-testid="workshop-cancel">
      <h1 className={css.title}>
        <Trans>Cancel your workshop registration</Trans>
      </h1>
      {cancelled ? (
        <p role="status" className={css.done}>
          <Trans>
            Your registration for {cancelled.title} on {when} is cancelled.
          </Trans>{' '}
          <Plural value={cancelled.seats} one="# seat is free again for someone else." other="# seats are free again for someone else." />
        </p>
      ) : !token ? (
        <p role="alert" className={forms.alert} data-testid="cancel-link-incomplete">
          <Trans>This link is not complete. Open the cancel link in your registration email again.</Trans>
        </p>
      ) : (
        <>
          <p className={css.lead}>
            <Trans>If you cannot come, cancel here so that someone else can take your seats.</Trans>
          </p>
          {error && (
            <p role="alert" className={forms.alert}>
              {error}
            </p>
          )}
          <Button onClick={cancel} disabled={busy}>
            <Trans>Cancel my registration</Trans>
          </Button>
        </>
      )}
      <Link to="/{-$locale}/workshop-online" params={{ locale: localeParam(locale) }}>
        <Trans>See the workshops</Trans>
      </Link>
    </section>
  );
}
