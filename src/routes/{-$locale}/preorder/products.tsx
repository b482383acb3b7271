import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '@/features/guards/guard';
import { loadedHead } from '@/features/navigation/page-head';
import { PreorderProductsPage } from '@/features/preorder/components/PreorderProductsPage';
import { i18n } from '@/lib/i18n';
import { localeOf } from '@/lib/locale';

/** The campaign's products and the pre-order bag: a pre-order session only (else home). */
export const Route = createFileRoute('/{-$locale}/preorder/products')({
  beforeLoad: guard('hasSessionPreorder'),
  loader: () => ({ title: i18n._(msg`Pre-order products`) }),
  head: loadedHead,
  component: function PreorderProductsRoute() {
    return <PreorderProductsPage locale={localeOf(Route.useParams().locale)} />;
  },
});
