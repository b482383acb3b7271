import { useSelector } from '@xstate/react';
import { lazyPanel, OnFirstNeed } from '@/ui/OnFirstNeed';
import { useMiniCartActor } from '../hooks/mini-cart-actor';

const MiniCart = lazyPanel(() => import('./MiniCart').then((m) => m.MiniCart));

/** The mini cart; its panel's code loads the first time it opens. */
export function MiniCartOnDemand({ locale }: { locale: 'en' | undefined }) {
  return (
    <OnFirstNeed needed={useSelector(useMiniCartActor(), (s) => s.matches('open'))}>
      <MiniCart locale={locale} />
    </OnFirstNeed>
  );
}
