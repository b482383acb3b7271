import { createFileRoute, redirect } from '@tanstack/react-router';

/** /store without a branch: the list of branches. */
export const Route = createFileRoute('/{-$locale}/store/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/ourstore', params: { locale: params.locale } });
  },
});
