import type { Locale } from '@contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/http';
import { useHttp } from '@/lib/http-context';
import { localeParam } from '@/lib/locale';
import { Button } from '@/ui/Button';
import * as forms from '@/ui/forms/forms.css';
import { appointmentApi, appointmentOfTokenQuery } from '../api/stores-api';
import { AppointmentSummary } from './AppointmentSummary';
import * as css from './stores.css';

const alreadyCancelled = (error: unknown) => error instanceof ApiError && error.code === 'ALREADY_CANCELLED';

/** /online-schedule-support/cancel?token=…: the mailed link shows the appointment, and a button cancels it once. */
export function CancelAppointmentPage({ locale, token }: { locale: Locale; token: string }) {
  const { i18n } = useLingui();
  const http = useHttp();
  const appointment = useQuery({ ...appointmentOfTokenQuery(http, locale, token), enabled: token !== '' });
  const cancel = useMutation({
    mutationFn: () => appointmentApi(http).cancel(token),
    // cancelled already (a double press, another tab): what the shopper wanted is done, and the page shows it
    onError: (error) => void (alreadyCancelled(error) && appointment.refetch()),
  });
  const params = { locale: localeParam(locale) };
  const shown = cancel.data ?? appointment.data;
  const invalid = token === '' || (appointment.error instanceof ApiError && appointment.error.status < 500 && appointment.error.status > 0);
  return (
    <div className={css.panel} data-testid="cancel-appointment">
      <h1 className={css.title} tabIndex={-1} ref={(heading) => (shown?.cancelled && !cancel.isIdle ? heading?.focus() : undefined)}>
        {shown?.cancelled ? <Trans>Your appointment is cancelled</Trans> : <Trans>Cancel your appointment</Trans>}
      </h1>
      {invalid && (
        <p className={forms.alert} role="alert">
          <Trans>This link is not valid or the appointment could not be found.</Trans>
        </p>
      )}
      {appointment.isError && !invalid && (
        <p className={forms.alert} role="alert">
          {errorText(i18n, { message: null })}
        </p>
      )}
      {appointment.isPending && token !== '' && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {shown && (
        <>
          <AppointmentSummary appointment={shown} />
          {shown.cancelled ? (
            <p role="status" data-testid="appointment-cancelled">
              <Trans>The time is free again for other customers. You are welcome to book another one.</Trans>
            </p>
          ) : (
            <>
              {cancel.isError && !alreadyCancelled(cancel.error) && (
                <p className={forms.alert} role="alert">
                  {cancel.error instanceof ApiError && cancel.error.status > 0 ? cancel.error.message : errorText(i18n, { message: null })}
                </p>
              )}
              <p>
                <Button look="primary" onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="confirm-cancel">
                  <Trans>Cancel this appointment</Trans>
                </Button>
              </p>
            </>
          )}
        </>
      )}
      <p>
        <Link className={css.link} to="/{-$locale}/online-schedule-support" params={params}>
          <Trans>Book an appointment</Trans>
        </Link>
      </p>
    </div>
  );
}
