import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/products')({
  ...listingRoute(undefined),
  component: () => <ListingPage title={<Trans>All products</Trans>} />,
});
