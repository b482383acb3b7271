import { createFileRoute, notFound } from '@tanstack/react-router';

/** Any path no route claims, inside a valid locale: the locale layout shows its 404. */
export const Route = createFileRoute('/{-$locale}/$')({
  beforeLoad: () => {
    throw notFound();
  },
});
