import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/iphone')({
  ...listingRoute('iphone'),
  component: () => <ListingPage category="iphone" title="iPhone" />,
});
