import type { Locale } from '@contract/constants';
import type { WorkshopRegistrationStatus } from '@contract/workshops';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText, refusalOf } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { takeFocus } from '@/ui/take-focus';
import { workshopRegistrationQuery, workshopsApi } from '../api/workshops-api';
import { sessionDate, sessionTime } from '../session-time';
import * as css from './workshops.css';

/**
 * /workshop-cancel?token=: the link of the registration mail. The page names the registration first; cancelling
 * waits for the shopper's click (a mail scanner that opens the link cancels nothing), and frees the seats once.
 */
export function CancelRegistration({ token, locale }: { token: string; locale: Locale }) {
  return (
    <section className={css.panel} data-testid="workshop-cancel">
      <h1 className={css.title}>
        <Trans>Cancel your workshop registration</Trans>
      </h1>
      {token ? (
        <CancelByLink token={token} locale={locale} />
      ) : (
        <>
          <p role="alert" className={forms.alert} data-testid="cancel-link-incomplete">
            <Trans>This link is not complete. Open the cancel link in your registration email again.</Trans>
          </p>
          <WorkshopsLink kind="workshop-online" locale={locale} />
        </>
      )}
    </section>
  );
}

function CancelByLink({ token, locale }: { token: string; locale: Locale }) {
  const { i18n } = useLingui();
  const http = useHttp();
  const queryClient = useQueryClient();
  const query = workshopRegistrationQuery(http, locale, token);
  const { data: registration } = useSuspenseQuery(query);
  const [busy, setBusy] = useState(false);
  const [freed, setFreed] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!registration)
    return (
      <>
        <p role="alert" className={forms.alert} data-testid="cancel-link-unknown">
          <Trans>This cancel link is not valid. Open the cancel link in your registration email again.</Trans>
        </p>
        <WorkshopsLink kind="workshop-online" locale={locale} />
      </>
    );

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await workshopsApi(http).cancel(token);
      setFreed(cancelled.seats);
      queryClient.setQueryData(query.queryKey, (current) => current && { ...current, cancelled: true });
    } catch (failure) {
      setError(errorText(i18n, { message: refusalOf(failure) }));
      // cancelled meanwhile (another tab) or started: the page shows it as it is now
      if (failure instanceof ApiError && failure.status !== 0) await queryClient.invalidateQueries({ queryKey: query.queryKey });
    } finally {
      setBusy(false);
    }
  };
  const { title, seats } = registration;
  const when = `${sessionDate(registration.startsAt, locale)} ${sessionTime(registration.startsAt, locale)}`;
  return (
    <>
      {registration.cancelled ? (
        // cancelled just now, the message takes the focus the pressed button had
        <p role="status" className={css.done} tabIndex={-1} ref={freed === null ? undefined : takeFocus}>
          {freed === null ? (
            <Trans>
              Your registration for {title} on {when} is already cancelled.
            </Trans>
          ) : (
            <>
              <Trans>
                Your registration for {title} on {when} is cancelled.
              </Trans>{' '}
              <Plural value={freed} one="# seat is free again for someone else." other="# seats are free again for someone else." />
            </>
          )}
        </p>
      ) : registration.started ? (
        <p role="alert" className={forms.alert}>
          <Trans>
            {title} on {when} has already started, so the registration can no longer be cancelled.
          </Trans>
        </p>
      ) : (
        <>
          <p className={css.lead} data-testid="registration">
            <Trans>
              You registered for <strong>{title}</strong> on {when}.
            </Trans>{' '}
            <Plural value={seats} one="# seat is booked." other="# seats are booked." />
          </p>
          <p className={css.lead}>
            <Trans>If you cannot come, cancel here so that someone else can take your seats.</Trans>
          </p>
          {error && (
            <p role="alert" className={forms.alert}>
              {error}
            </p>
          )}
          <Button onClick={cancel} busy={busy}>
            <Trans>Cancel my registration</Trans>
          </Button>
        </>
      )}
      <WorkshopsLink kind={registration.kind} locale={locale} />
    </>
  );
}

function WorkshopsLink({ kind, locale }: { kind: WorkshopRegistrationStatus['kind']; locale: Locale }) {
  return (
    <Link to={`/{-$locale}/${kind}`} params={{ locale: localeParam(locale) }}>
      <Trans>See the workshops</Trans>
    </Link>
  );
}
