import { createFileRoute } from '@tanstack/react-router';
import { listingRoute } from '../-listing';

export const Route = createFileRoute('/{-$locale}/mac')(listingRoute('mac', () => 'Mac'));
