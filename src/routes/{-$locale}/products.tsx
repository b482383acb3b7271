import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/products')({
  ...listingRoute(undefined),
  head: () => routeHead(listingHead(i18n._(msg`All products`))),
  component: () => <ListingPage title={<Trans>All products</Trans>} />,
});
