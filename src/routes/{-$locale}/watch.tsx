import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/watch')({
  ...listingRoute('watch'),
  head: () => routeHead(listingHead('Apple Watch')),
  component: () => <ListingPage category="watch" title="Apple Watch" />,
});
