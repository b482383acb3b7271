import type { Locale } from '@contract/constants';
import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/date-format';
import * as css from './preorder.css';

/** Seconds left until `iso`, ticking every second; 0 once it has passed. */
function useSecondsLeft(iso: string) {
  const left = () => Math.max(0, Math.floor((Date.parse(iso) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `iso`
  }, [iso]);
  return seconds;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Whose session it is and how long it lasts: a countdown and the end as 'dd MM yyyy HH:mm:ss'. */
export function SessionBar({ session, locale }: { session: LoadedSession; locale: Locale }) {
  const seconds = useSecondsLeft(session.expiredAt);
  const countdown = `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
  const at = formatDateTime(session.expiredAt, locale);
  const email = session.email;
  return (
    <div className={css.sessionBar} data-testid="preorder-session">
      <span>
        <Trans>Pre-ordering as {email}</Trans>
      </span>
      <span>
        <Trans>Time left</Trans>{' '}
        <span role="timer" aria-live="off" className={css.countdown} data-testid="preorder-countdown">
          {countdown}
        </span>{' '}
        <span data-testid="preorder-expiry">
          <Trans>(until {at})</Trans>
        </span>
      </span>
    </div>
  );
}
