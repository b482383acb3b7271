import { STORE_PAGE_HEADS, type StorePagePath } from '@contract/store-pages';
import { pageTitle, routeHead } from '@/features/navigation/page-head';
import { localeOf } from '@/lib/locale';

/** A store page's head, the same words the server writes into its first answer (server/stores/page-heads.ts). */
export const storePageHead =
  (path: StorePagePath) =>
  ({ params }: { params: { locale?: string } }) => {
    const head = STORE_PAGE_HEADS[path];
    const locale = localeOf(params.locale);
    return routeHead({ title: pageTitle(head.title[locale]), description: head.description[locale] });
  };
