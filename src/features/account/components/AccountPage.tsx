import { Trans } from '@lingui/react/macro';
import { Button } from '@/ui/Button';
import { useSession, useSessionActor } from '../hooks/session-actor';
import * as css from './account.css';

/** The account overview; the full account pages (addresses, orders, wishlist) come with their issue. */
export function AccountPage() {
  const session = useSessionActor();
  const customer = useSession((context) => context.customer);
  const fullName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return (
    <section className={css.panel} data-testid="account-page">
      <h1 className={css.title}>
        <Trans>Welcome, {fullName}</Trans>
      </h1>
      <p>{customer?.email}</p>
      <Button look="quiet" onClick={() => session.send({ type: 'session.logout' })}>
        <Trans>Log out</Trans>
      </Button>
    </section>
  );
}
