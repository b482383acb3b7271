import { Trans } from '@lingui/react/macro';
import { Link, useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/http';
import { focusNewPage } from '@/lib/focus-main';
import { localeOf, localeParam } from '@/lib/locale';
import { serverAnswers } from '@/lib/server-answers';
import { Button, buttonClass } from '@/ui/Button';
import { chunkReloaderOfPage, isChunkLoadError } from '../chunk-reload';
import * as css from './navigation.css';

/** Why a page could not be shown, in the words the shopper gets. */
type Problem = 'unreachable' | 'stale-code' | 'failure';

const problemOf = (error: unknown): Problem => {
  // offline or with the server down, a page's script could not come: the connection is the problem, not a new build
  if (isChunkLoadError(error)) return navigator.onLine && chunkReloaderOfPage().serverAnswered() !== false ? 'stale-code' : 'unreachable';
  // no answer at all (status 0), or a proxy in front of the server without it; the server's own failure (500) is not
  // the shopper's connection
  if (error instanceof ApiError && [0, 502, 503, 504].includes(error.status)) return 'unreachable';
  return 'failure';
};

/**
 * What the shopper sees instead of a page that failed: what happened, in their language, and a way on
 * (try again, reload, or go home). Focus moves to the heading, so screen readers announce it.
 */
export function PageProblem({ error }: { error: unknown }) {
  const router = useRouter();
  const { locale } = useParams({ strict: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = problemOf(error);
  // a script that failed to load comes again only with a fresh page, which waits for the server to answer: a reload
  // while it does not would show the browser's own error page
  const reloads = isChunkLoadError(error);
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const reloadWhenServerAnswers = async () => {
    setChecking(true);
    if (await serverAnswers()) return location.reload();
    setChecking(false);
    setStillDown(true);
  };
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={css.problem} aria-labelledby="page-problem" data-testid="page-problem" data-problem={problem}>
      <h1 id="page-problem" ref={heading} tabIndex={-1} className={css.heading}>
        {problem === 'unreachable' ? (
          <Trans>The shop cannot be reached</Trans>
        ) : problem === 'stale-code' ? (
          <Trans>This page could not be loaded</Trans>
        ) : (
          <Trans>Something went wrong</Trans>
        )}
      </h1>
      <p className={css.explanation}>
        {problem === 'unreachable' ? (
          <Trans>Check your internet connection, then try again.</Trans>
        ) : problem === 'stale-code' ? (
          <Trans>The shop may have been updated since this page opened. Reload the page to continue.</Trans>
        ) : (
          <Trans>Cannot complete the transaction, please try again later</Trans>
        )}
      </p>
      {stillDown && (
        <p className={css.explanation} role="status" data-testid="still-unreachable">
          <Trans>The shop still does not answer. Try again in a moment.</Trans>
        </p>
      )}
      <div className={css.actions}>
        {problem === 'stale-code' ? (
          <Button onClick={() => location.reload()}>
            <Trans>Reload page</Trans>
          </Button>
        ) : reloads ? (
          <Button onClick={() => void reloadWhenServerAnswers()} busy={checking}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          // the page that comes takes the button away: its heading takes the focus, not the start of the document
          <Button onClick={() => void router.invalidate().then(() => requestAnimationFrame(focusNewPage))}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to="/{-$locale}" params={{ locale: localeParam(localeOf(locale)) }} reloadDocument={reloads} className={buttonClass('secondary')}>
          <Trans>Return home</Trans>
        </Link>
      </div>
    </section>
  );
}
