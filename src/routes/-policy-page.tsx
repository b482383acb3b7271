import type { PolicySlug } from '@contract/policies';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { CmsHtml } from '@/features/layout/components/CmsHtml';
import { policyQuery } from '@/features/policies/api/policy-query';
import { PolicyPage } from '@/features/policies/components/PolicyPage';
import { useHttp } from '@/lib/http-context';
import { localeOf } from '@/lib/locale';

/** /cookies-policy, /private-policy, /online-refund-policy and /spvi-privacy-policy: a policy of the CMS. */
export function PolicyRoutePage({ slug }: { slug: PolicySlug }) {
  const http = useHttp();
  const locale = localeOf(useParams({ strict: false }).locale);
  const { data } = useSuspenseQuery(policyQuery(http, locale, slug));
  return <PolicyPage page={data} html={(body) => <CmsHtml html={body} locale={locale} />} />;
}
