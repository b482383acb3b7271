import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';

export const Route = createFileRoute('/{-$locale}/products')(listingRoute(undefined, () => <Trans>All products</Trans>));
