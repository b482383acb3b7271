import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chunkReloaderOfPage, isChunkLoadError } from '../chunk-reload';
import * as css from './navigation.css';
import { PageLoading } from './PageLoading';
import { PageProblem } from './PageProblem';
import { localeOfPath, localePath } from '@/lib/locale';

/** A page's code that did not load reloads the page once (see ../chunk-reload.ts); until then the page shows as loading. */
function useReloadingForStaleCode(error: unknown): boolean {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (!reloading) return;
    void chunkReloaderOfPage()
      .reloadOnce()
      .then((reloads) => reloads || setReloading(false));
  }, [reloading]);
  return reloading;
}

/** The error page of every route below the layout: it shows in the layout, with the shop's header and footer. */
export function RouteError({ error }: ErrorComponentProps) {
  return useReloadingForStaleCode(error) ? <PageLoading /> : <PageProblem error={error} />;
}

/** The error page of the layout itself: a page of its own, with the shop's name as a way home. */
export function LayoutError({ error }: ErrorComponentProps) {
  const reloading = useReloadingForStaleCode(error);
  return (
    <div className={css.standalone}>
      <header>
        <a href={localePath(localeOfPath(location.pathname), '/')} className={css.standaloneBrand}>
          <Trans>Apple Premium Reseller</Trans>
        </a>
      </header>
      <main>{reloading ? <PageLoading /> : <PageProblem error={error} />}</main>
    </div>
  );
}
