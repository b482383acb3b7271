import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/ipad')({
  ...listingRoute('ipad'),
  head: () => routeHead(listingHead('iPad')),
  component: () => <ListingPage category="ipad" title="iPad" />,
});
