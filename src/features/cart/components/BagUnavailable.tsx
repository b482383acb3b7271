import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { useCartActor } from '../hooks/cart-actor';
import * as css from './cart.css';

/** The stored bag could not be loaded: it is not empty, it is unknown. Try again loads it (`cart.reload`). */
export function BagUnavailable({ heading }: { heading: 1 | 3 }) {
  const actor = useCartActor();
  const Heading = heading === 1 ? 'h1' : 'h3';
  return (
    <div className={css.emptyBody} role="alert" data-testid="bag-unavailable">
      <Heading className={heading === 1 ? css.heading : css.emptyTitle}>
        <Trans>Your bag could not be loaded</Trans>
      </Heading>
      <p className={css.lineMeta}>
        <Trans>What you put in it is kept. Check your connection and try again.</Trans>
      </p>
      <Button look="secondary" onClick={() => actor.send({ type: 'cart.reload' })}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
