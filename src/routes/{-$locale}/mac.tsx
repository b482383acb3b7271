import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/mac')({
  ...listingRoute('mac'),
  component: () => <ListingPage category="mac" title="Mac" />,
});
