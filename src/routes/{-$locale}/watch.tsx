import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/watch')({
  ...listingRoute('watch'),
  component: () => <ListingPage category="watch" title="Apple Watch" />,
});
