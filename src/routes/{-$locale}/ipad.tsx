import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/ipad')({
  ...listingRoute('ipad'),
  component: () => <ListingPage category="ipad" title="iPad" />,
});
