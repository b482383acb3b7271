import type { Appointment } from '@contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStoreLabels } from '../labels';
import * as css from './stores.css';

/** What was booked: branch, address, phone, service, date and time. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const { i18n } = useLingui();
  const { supportTypes } = useStoreLabels();
  const day = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${appointment.date}T00:00:00Z`),
  );
  return (
    <dl className={css.summary} data-testid="appointment-summary">
      <dt className={css.term}>
        <Trans>Branch</Trans>
      </dt>
      <dd className={css.definition}>{appointment.branch.name}</dd>
      <dt className={css.term}>
        <Trans>Address</Trans>
      </dt>
      <dd className={css.definition}>{appointment.branch.address}</dd>
      <dt className={css.term}>
        <Trans>Phone</Trans>
      </dt>
      <dd className={css.definition}>{appointment.branch.phone}</dd>
      <dt className={css.term}>
        <Trans>Service</Trans>
      </dt>
      <dd className={css.definition}>{supportTypes[appointment.serviceType]}</dd>
      <dt className={css.term}>
        <Trans>Date and time</Trans>
      </dt>
      <dd className={css.definition}>
        <Trans>
          {day}, {appointment.time}
        </Trans>
      </dd>
    </dl>
  );
}
