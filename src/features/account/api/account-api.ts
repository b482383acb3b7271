import { EmailedToken, EmailResponse, type RegisterBody, RegisterResponse, ResetLinkStatusResponse } from '@contract/account';
import { CaptchaSetupResponse } from '@contract/captcha';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Http } from '@/lib/http';

/** Whether (and how) the shop asks for a reCAPTCHA token on registration and the mailed-link forms. */
export const captchaQuery = (http: Http) =>
  queryOptions({ queryKey: ['captcha'], queryFn: async () => (await http.get('/customer/api/captcha', CaptchaSetupResponse)).data, staleTime: Infinity });

/** Whether a mailed reset link still works (a malformed one does not, without asking). */
export const resetLinkQuery = (http: Http, token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: async () =>
      v.is(EmailedToken, token)
        ? (await http.get('/customer/api/reset-password/status', ResetLinkStatusResponse, { searchParams: { token } })).data.usable
        : false,
    staleTime: 0,
  });

/** The account calls a guest makes: register, activation, password recovery (docs/api.md, Customer). */
export function accountApi(http: Http) {
  return {
    register: async (body: RegisterBody) => (await http.post('/customer/api/register', RegisterResponse, { json: body })).data,
    requestActivation: async (username: string, captchaToken?: string) =>
      (await http.post('/customer/api/request-activate', EmailResponse, { json: { username, captchaToken } })).data,
    activate: async (token: string) => (await http.post('/customer/api/activate', EmailResponse, { json: { token } })).data,
    forgotPassword: async (username: string, captchaToken?: string) =>
      (await http.post('/customer/api/forgot-password', EmailResponse, { json: { username, captchaToken } })).data,
    resetPassword: async (token: string, newPassword: string) =>
      (await http.post('/customer/api/reset-password', EmailResponse, { json: { token, newPassword } })).data,
  };
}
