import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/iphone')({
  ...listingRoute('iphone'),
  head: () => routeHead(listingHead('iPhone')),
  component: () => <ListingPage category="iphone" title="iPhone" />,
});
