import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/apple-accessories')({
  ...listingRoute('apple-accessories'),
  component: () => <ListingPage category="apple-accessories" title={<Trans>Accessories</Trans>} />,
});
