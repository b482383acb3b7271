import type { WorkshopKind } from '@contract/workshops';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { workshopIntroQuery, workshopSessionsQuery, workshopsApi } from '@/features/workshops/api/workshops-api';
import { WorkshopPage } from '@/features/workshops/components/WorkshopPage';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';

/** /workshop-online, /yes-i-can-workshop and /demo-workshop: the CMS introduction and the sessions of one kind. */
export function WorkshopRoutePage({ kind }: { kind: WorkshopKind }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const locale = localeOf(useParams({ strict: false }).locale);
  const { data: intro } = useSuspenseQuery(workshopIntroQuery(http, locale, kind));
  const sessions = workshopSessionsQuery(http, locale, kind);
  const { data } = useSuspenseQuery(sessions);
  const register = async (sessionId: number, body: { name: string; email: string; phone: string; seats: string }) => {
    try {
      return await workshopsApi(http).register(sessionId, body);
    } finally {
      // taken or refused, the seats left have changed: show them as they are now
      void queryClient.invalidateQueries({ queryKey: sessions.queryKey });
    }
  };
  return <WorkshopPage intro={intro} sessions={data} locale={locale} register={register} html={(body) => <CmsHtml html={body} locale={locale} />} />;
}
