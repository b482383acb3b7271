import { type AuthSession, AuthSessionResponse, SocialLoginResponse } from '@contract/auth';
import { CaptchaSetupResponse } from '@contract/captcha';
import { ProfileResponse } from '@contract/customer';
import type { Customer, LoginAnswer, SocialAnswer, SocialInfo, Tokens } from '@machines/session/session.machine';
import * as v from 'valibot';
import { captchaToken } from '@/lib/captcha';
import { ApiError, type Http } from '@/lib/http';

const Ignored = v.unknown();

/** The calls the session machine makes; each carries its own token and never triggers a refresh itself. */
export function authApi(http: Http) {
  const tokensOf = ({ accessToken, refreshToken }: Tokens): Tokens => ({ accessToken, refreshToken });
  /** The login answer names the customer: the session needs no profile call after it. */
  const loginOf = (session: AuthSession): LoginAnswer => ({
    tokens: tokensOf(session),
    customer: { firstName: session.customer.firstName, lastName: session.customer.lastName, email: session.customer.email },
  });
  return {
    /** After repeated failed logins the server asks for a reCAPTCHA token: the login is sent again with one. */
    async login(username: string, password: string): Promise<LoginAnswer> {
      const send = async (token?: string) =>
        loginOf((await http.post('/authen/api/auth/login', AuthSessionResponse, { json: { username, password, captchaToken: token } })).data);
      try {
        return await send();
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'CAPTCHA_REQUIRED') throw error;
        const setup = (await http.get('/customer/api/captcha', CaptchaSetupResponse)).data;
        return send(await captchaToken(setup, 'login'));
      }
    },
    async socialLogin(input: { provider: SocialInfo['provider']; token: string; firstName?: string; lastName?: string }): Promise<SocialAnswer> {
      const [path, json] =
        input.provider === 'facebook'
          ? ['/authen/api/auth/facebook/token', { accessToken: input.token }]
          : ['/authen/api/auth/apple', { idToken: input.token, firstName: input.firstName, lastName: input.lastName }];
      const { data } = await http.post(path, SocialLoginResponse, { json });
      return 'socialInfo' in data ? { socialInfo: data.socialInfo } : loginOf(data);
    },
    async refresh(tokens: Tokens): Promise<Tokens> {
      return tokensOf((await http.post('/authen/api/auth/refresh', AuthSessionResponse, { json: tokens, token: tokens.accessToken })).data);
    },
    async profile(accessToken: string): Promise<Customer> {
      const { profile } = (await http.get('/customer/api/profile', ProfileResponse, { token: accessToken })).data;
      return { firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
    },
    /** Ends the token family on the server; the shopper is logged out whatever it answers. */
    logout(refreshToken: string) {
      void http.post('/authen/api/auth/logout', Ignored, { json: { refreshToken } }).catch(() => undefined);
    },
  };
}
