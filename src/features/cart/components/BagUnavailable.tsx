import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { focusPageHeading } from '@/lib/focus-main';
import { Button } from '@/ui/Button';
import { useCartActor } from '../hooks/cart-actor';
import * as css from './cart.css';

/** The stored bag could not be loaded: it is not empty, it is unknown. Try again loads it (`cart.reload`). */
export function BagUnavailable({ heading }: { heading: 1 | 3 }) {
  const actor = useCartActor();
  const Heading = heading === 1 ? 'h1' : 'h3';
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  // the bag that came with Try again takes this box and its button away: the focus goes to the bag's heading (the
  // mini cart's, or the page's), not to the start of the document
  useEffect(() => {
    const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
    return () => {
      if (!pressed.current) return;
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const title = dialog?.querySelector<HTMLElement>('h2');
        if (title?.isConnected) title.focus();
        else focusPageHeading();
      });
    };
  }, []);
  return (
    <div ref={box} className={css.emptyBody} role="alert" data-testid="bag-unavailable">
      <Heading className={heading === 1 ? css.heading : css.emptyTitle}>
        <Trans>Your bag could not be loaded</Trans>
      </Heading>
      <p className={css.lineMeta}>
        <Trans>What you put in it is kept. Check your connection and try again.</Trans>
      </p>
      <Button
        look="secondary"
        onClick={() => {
          pressed.current = true;
          actor.send({ type: 'cart.reload' });
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
