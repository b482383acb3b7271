import type { Locale } from '@contract/constants';
import { MarketingPageResponse } from '@contract/content';
import { marketingPagePath } from '@contract/first-view';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';
import type { QuoteValues } from '../components/QuoteForm';

/** The CMS marketing page of the small-business offer. */
export const SMB_PAGE = 'smb-retail-business';

export const smbPageQuery = (http: Http, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'marketing-page', SMB_PAGE, locale],
    queryFn: async () => (await http.get(marketingPagePath(SMB_PAGE), MarketingPageResponse)).data,
    staleTime: 60_000,
  });

/** The form's text goes as typed (its schema loads with the first request, outside the page's first view): the server's contract reads and checks it (bad input answers 400 by field). */
export const sendQuoteRequest = async (http: Http, body: QuoteValues) =>
  (await http.post('/utils/api/business-quotes', (await import('@contract/business-quote')).BusinessQuoteResponse, { json: body })).data;
