import type { Locale } from '@contract/constants';
import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { bagCount } from '@machines/preorder/preorder-bag';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/date-format';
import { Button } from '@/ui/Button';
import { Countdown, useSecondsLeft } from '@/ui/Countdown';
import { Dialog } from '@/ui/Dialog';
import { usePreorderActor } from '../hooks/preorder-actor';
import * as css from './preorder.css';

/**
 * Whose session it is and how long it lasts: a countdown and the end as 'dd MM yyyy HH:mm:ss'. A mistyped email is
 * changed by starting again with another (this session and its bag go, once the shopper confirms it when the bag holds
 * anything).
 */
/** The session's end is told this long before it comes (WCAG 2.2.1: the server's session cannot be extended). */
const SESSION_WARNING_SECONDS = 120;

export function SessionBar({ session, locale }: { session: LoadedSession; locale: Locale }) {
  const actor = usePreorderActor();
  const filled = useSelector(actor, (s) => bagCount(s.context.bag) > 0);
  const [asking, setAsking] = useState(false);
  const secondsLeft = useSecondsLeft(session.expiredAt);
  const at = formatDateTime(session.expiredAt, locale);
  const email = session.email;
  const restart = () => actor.send({ type: 'preorder.restart' });
  return (
    <>
      <div className={css.sessionBar} data-testid="preorder-session">
        <span>
          <Trans>Pre-ordering as {email}</Trans>{' '}
          <button type="button" className={css.sessionLink} onClick={() => (filled ? setAsking(true) : restart())}>
            <Trans>Use another email</Trans>
          </button>
        </span>
        <Dialog
          open={asking}
          onClose={() => setAsking(false)}
          title={<Trans>Use another email?</Trans>}
          actions={
            <>
              <Button look="quiet" onClick={() => setAsking(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={restart}>
                <Trans>Start again</Trans>
              </Button>
            </>
          }
        >
          <p>
            <Trans>Your pre-order bag and this session end, and you start again with another email.</Trans>
          </p>
        </Dialog>
        <span>
          <Trans>Time left</Trans> <Countdown until={session.expiredAt} testId="preorder-countdown" />{' '}
          <span data-testid="preorder-expiry">
            <Trans>(until {at})</Trans>
          </span>
        </span>
      </div>
      {secondsLeft > 0 && secondsLeft <= SESSION_WARNING_SECONDS && (
        <p className={css.alert} role="alert" data-testid="preorder-ending">
          <Trans>
            Less than two minutes are left: place your pre-order now. Once the session ends, start again with the same email and your details are still filled
            in.
          </Trans>
        </p>
      )}
    </>
  );
}
