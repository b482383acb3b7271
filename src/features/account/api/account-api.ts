import { EmailResponse, type RegisterBody, RegisterResponse } from '@contract/account';
import type { Http } from '@/lib/http';

/** The account calls a guest makes: register, activation, password recovery (docs/api.md, Customer). */
export function accountApi(http: Http) {
  return {
    register: async (body: RegisterBody) => (await http.post('/customer/api/register', RegisterResponse, { json: body })).data,
    requestActivation: async (username: string) => (await http.post('/customer/api/request-activate', EmailResponse, { json: { username } })).data,
    activate: async (token: string) => (await http.post('/customer/api/activate', EmailResponse, { json: { token } })).data,
    forgotPassword: async (username: string) => (await http.post('/customer/api/forgot-password', EmailResponse, { json: { username } })).data,
    resetPassword: async (token: string, newPassword: string) =>
      (await http.post('/customer/api/reset-password', EmailResponse, { json: { token, newPassword } })).data,
  };
}
