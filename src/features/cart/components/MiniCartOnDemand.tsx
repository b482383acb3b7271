import { lazy } from 'react';
import { useLazyActorRequested } from '@/lib/lazy-actor';
import { OnFirstNeed } from '@/ui/OnFirstNeed';
import { useMiniCartActor } from '../hooks/mini-cart-actor';

const MiniCart = lazy(() => import('./MiniCart').then((m) => ({ default: m.MiniCart })));

/** The mini cart; its panel's code loads with its statechart, the first time it is asked to open. */
export function MiniCartOnDemand({ locale }: { locale: 'en' | undefined }) {
  return (
    <OnFirstNeed needed={useLazyActorRequested(useMiniCartActor())}>
      <MiniCart locale={locale} />
    </OnFirstNeed>
  );
}
