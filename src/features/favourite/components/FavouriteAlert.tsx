import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFavouriteActor } from '../hooks/favourite-actor';
import * as css from './favourite.css';

/**
 * The 1-second alert after a toggle was saved. Its live region stays in the page, empty between alerts: a region
 * that appears already filled is often not read out.
 */
export function FavouriteAlert() {
  const alert = useSelector(useFavouriteActor(), (s) => s.context.alert);
  return (
    <div aria-live="polite">
      {alert && (
        <div className={css.alert} data-testid="favourite-alert">
          {alert.added ? <Trans>Added to your wishlist</Trans> : <Trans>Removed from your wishlist</Trans>}
        </div>
      )}
    </div>
  );
}
