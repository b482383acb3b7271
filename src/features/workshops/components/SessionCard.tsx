import type { Locale } from '@contract/constants';
import type { WorkshopSession } from '@contract/workshops';
import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { takeFocus } from '@/ui/take-focus';
import { sessionDate, sessionTime } from '../session-time';
import * as css from './workshops.css';
import { RegistrationForm } from './RegistrationForm';

type Registered = { seats: number; email: string };

/** Seats left from which the count turns to the warning colour: book soon. */
const FEW_SEATS = 5;

/** One upcoming session: when, how long, where, the seats left, and its registration form opened on demand. */
export function SessionCard({
  session,
  locale,
  register,
}: {
  session: WorkshopSession;
  locale: Locale;
  register: (sessionId: number, body: { name: string; email: string; phone: string; seats: string }) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const id = useId();
  const full = session.seatsLeft === 0;
  const registeredEmail = registered?.email;
  const left = session.seatsLeft;
  return (
    <li className={css.card} data-testid="workshop-session" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={css.cardTitle}>
        {session.title}
      </h3>
      <p className={css.description}>{session.description}</p>
      <dl className={css.facts}>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd id={`${id}-date`}>{sessionDate(session.startsAt, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>
            {sessionTime(session.startsAt, locale)} · <Trans>{session.durationMinutes} minutes</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>{session.location ?? <Trans>Online: the link comes by email</Trans>}</dd>
        </div>
      </dl>
      <p className={css.seats} data-testid="seats-left" data-full={full || undefined} data-few={(!full && left <= FEW_SEATS) || undefined}>
        {full ? <Trans>Fully booked</Trans> : <Plural value={left} one="# seat left" other="# seats left" />}
      </p>
      {registered ? (
        <p role="status" className={css.done} tabIndex={-1} ref={takeFocus}>
          <Plural value={registered.seats} one="You are registered for # seat." other="You are registered for # seats." />{' '}
          <Trans>We have emailed {registeredEmail} a confirmation with a link to cancel.</Trans>
        </p>
      ) : (
        !full && (
          <>
            {/* every card has this button: it reads out with the workshop's name and date */}
            <Button
              look={open ? 'secondary' : 'primary'}
              aria-expanded={open}
              aria-controls={`${id}-form`}
              aria-describedby={`${id}-title ${id}-date`}
              onClick={() => setOpen(!open)}
            >
              {open ? <Trans>Close</Trans> : <Trans>Register</Trans>}
            </Button>
            <div id={`${id}-form`} hidden={!open} className={css.formPanel}>
              {open && (
                <RegistrationForm
                  session={session}
                  register={(body) => register(session.id, body)}
                  onRegistered={(seats, email) => setRegistered({ seats, email })}
                />
              )}
            </div>
          </>
        )
      )}
    </li>
  );
}
