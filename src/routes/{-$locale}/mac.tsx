import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/mac')({
  ...listingRoute('mac'),
  head: () => routeHead(listingHead('Mac')),
  component: () => <ListingPage category="mac" title="Mac" />,
});
