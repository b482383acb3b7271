import type { Locale } from '@contract/constants';
import { EducationQuotaResponse } from '@contract/education-quota';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from './http';

/** Every answer of the quota, whoever's: invalidated when an order is placed or cancelled. */
export const EDUCATION_QUOTA_KEY = ['education-quota'] as const;

/** The logged-in customer's education purchases left this year, by family (`owner` keeps customers apart). */
export const educationQuotaQuery = (http: Http, locale: Locale, owner: string) =>
  queryOptions({
    queryKey: [...EDUCATION_QUOTA_KEY, owner, locale],
    queryFn: async () => (await http.get('/order/api/education-quota', EducationQuotaResponse)).data,
  });
