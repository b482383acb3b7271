import type { Locale } from '@contract/constants';
import type { LoadedSession } from '@machines/preorder/preorder.machine';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { localeParam } from '@/lib/locale';
import { Button, buttonClass } from '@/ui/Button';
import { usePreorderActor } from '../hooks/preorder-actor';
import * as css from './preorder.css';
import { SessionBar } from './SessionBar';

/**
 * The pages that need a live session (products, checkout): the session's countdown above them while it lasts; its
 * loading, a failure to load it, and its end, explained with a way to start again. The end's heading is the page's
 * first (`level` 1) where the page's own heading comes with the session (the products page, named after the campaign).
 */
export function SessionGate({ locale, level, children }: { locale: Locale; level: 1 | 2; children: (session: LoadedSession) => ReactNode }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { i18n } = useLingui();
  const actor = usePreorderActor();
  const state = useSelector(actor, (s) => (s.matches('active') ? 'active' : (s.value as string)));
  const session = useSelector(actor, (s) => s.context.session);
  const failure = useSelector(actor, (s) => s.context.failure);

  if (state === 'expired')
    return (
      <section className={css.card} data-testid="preorder-expired">
        <Heading className={css.subheading}>
          <Trans>Your pre-order session has ended</Trans>
        </Heading>
        <p className={css.alert} role="alert">
          <Trans>Your pre-order session has timed out. Please start your pre-order again.</Trans>
        </p>
        <div className={css.actions}>
          <Button onClick={() => actor.send({ type: 'preorder.restart' })}>
            <Trans>Start again</Trans>
          </Button>
        </div>
      </section>
    );
  if (state === 'loadFailed')
    return (
      <section className={css.card}>
        <p className={css.alert} role="alert">
          {errorText(i18n, { message: failure?.status ? failure.message : null })}
        </p>
        <Button onClick={() => actor.send({ type: 'preorder.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );
  if (state === 'starting' || state === 'creating')
    return (
      <Link to="/{-$locale}/preorder" params={{ locale: localeParam(locale) }} className={buttonClass()}>
        <Trans>Start pre-ordering</Trans>
      </Link>
    );
  if (state !== 'active' || !session) return <p aria-busy="true" />;
  return (
    <>
      <SessionBar session={session} locale={locale} />
      {children(session)}
    </>
  );
}
