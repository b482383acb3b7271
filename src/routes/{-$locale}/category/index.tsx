import { createFileRoute, redirect } from '@tanstack/react-router';

/** /category without a tag: the promotions. */
export const Route = createFileRoute('/{-$locale}/category/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/category/promotion', params: { locale: params.locale } });
  },
});
