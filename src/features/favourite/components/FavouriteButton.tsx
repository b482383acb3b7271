import { useLingui } from '@lingui/react/macro';
import { isFavourite } from '@machines/favourite/favourite.machine';
import { useSelector } from '@xstate/react';
import { useFavouriteActor } from '../hooks/favourite-actor';
import * as css from './favourite.css';

/**
 * The heart on a product card: adds to or removes from the wishlist (login needed). A toggle: its name stays the
 * same and `aria-pressed` says whether the product is kept.
 */
export function FavouriteButton({ productId, name }: { productId: number; name: string }) {
  const { t } = useLingui();
  const favourite = useFavouriteActor();
  const pressed = useSelector(favourite, (s) => isFavourite(s.context, productId));
  return (
    <button
      type="button"
      className={css.heart}
      aria-pressed={pressed}
      aria-label={t`Keep ${name} in your wishlist`}
      data-testid="favourite"
      onClick={() => favourite.send({ type: 'favourite.toggle', productId })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
    </button>
  );
}
