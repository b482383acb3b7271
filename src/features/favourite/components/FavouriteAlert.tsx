import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFavouriteActor } from '../hooks/favourite-actor';
import * as css from './favourite.css';

/** The 1-second alert after a toggle was saved. */
export function FavouriteAlert() {
  const alert = useSelector(useFavouriteActor(), (s) => s.context.alert);
  if (!alert) return null;
  return (
    <div className={css.alert} role="status" data-testid="favourite-alert">
      {alert.added ? <Trans>Added to your wishlist</Trans> : <Trans>Removed from your wishlist</Trans>}
    </div>
  );
}
