import type { WorkshopKind } from '@contract/workshops';
import { workshopIntroQuery, workshopSessionsQuery } from '@/features/workshops/api/workshops-api';
import { localeOf } from '@/lib/locale';
import type { RouterContext } from './-router-context';

/**
 * The loader of the workshop pages: the CMS introduction and the sessions together; the introduction's title and
 * summary are the head (`loadedHead`), as the server writes them (server/http/seo.ts). Each route file names it as its
 * `loader` and `WorkshopRoutePage` (./-workshop-page) as its `component` itself, so that both go into its chunk.
 */
export const workshopLoader =
  (kind: WorkshopKind) =>
  async ({ context, params }: { context: RouterContext; params: { locale?: string } }) => {
    const locale = localeOf(params.locale);
    const [intro] = await Promise.all([
      context.queryClient.ensureQueryData(workshopIntroQuery(context.http, locale, kind)),
      context.queryClient.ensureQueryData(workshopSessionsQuery(context.http, locale, kind)),
    ]);
    return intro;
  };
