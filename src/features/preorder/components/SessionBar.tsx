import type { Locale } from '@contract/constants';
import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/date-format';
import { Countdown } from '@/ui/Countdown';
import { usePreorderActor } from '../hooks/preorder-actor';
import * as css from './preorder.css';

/**
 * Whose session it is and how long it lasts: a countdown and the end as 'dd MM yyyy HH:mm:ss'. A mistyped email is
 * changed by starting again with another (this session and its bag go).
 */
export function SessionBar({ session, locale }: { session: LoadedSession; locale: Locale }) {
  const actor = usePreorderActor();
  const at = formatDateTime(session.expiredAt, locale);
  const email = session.email;
  return (
    <div className={css.sessionBar} data-testid="preorder-session">
      <span>
        <Trans>Pre-ordering as {email}</Trans>{' '}
        <button type="button" className={css.sessionLink} onClick={() => actor.send({ type: 'preorder.restart' })}>
          <Trans>Use another email</Trans>
        </button>
      </span>
      <span>
        <Trans>Time left</Trans> <Countdown until={session.expiredAt} testId="preorder-countdown" />{' '}
        <span data-testid="preorder-expiry">
          <Trans>(until {at})</Trans>
        </span>
      </span>
    </div>
  );
}
