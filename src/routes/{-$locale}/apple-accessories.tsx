import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingHead, routeHead } from '@/features/navigation/page-head';
import { i18n } from '@/lib/i18n';
import { listingRoute } from '../-listing';
import { ListingPage } from '../-listing-page';

export const Route = createFileRoute('/{-$locale}/apple-accessories')({
  ...listingRoute('apple-accessories'),
  head: () => routeHead(listingHead(i18n._(msg`Accessories`))),
  component: () => <ListingPage category="apple-accessories" title={<Trans>Accessories</Trans>} />,
});
