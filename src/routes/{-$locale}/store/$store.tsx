import { branchDescription } from '@contract/store-pages';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadedHead } from '@/features/navigation/page-head';
import { branchQuery } from '@/features/stores/api/stores-api';
import { BranchPage } from '@/features/stores/components/BranchPage';
import { ApiError } from '@/lib/http';
import { localeOf } from '@/lib/locale';

/** /store/{store}: one branch; an unknown one is the not-found page. */
export const Route = createFileRoute('/{-$locale}/store/$store')({
  loader: async ({ context, params }) => {
    try {
      const locale = localeOf(params.locale);
      const branch = await context.queryClient.ensureQueryData(branchQuery(context.http, locale, params.store));
      return { title: branch.name, description: branchDescription(locale, branch.address) };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  },
  head: loadedHead,
  component: function StoreRoute() {
    const { locale, store } = Route.useParams();
    return <BranchPage locale={localeOf(locale)} slug={store} />;
  },
});
