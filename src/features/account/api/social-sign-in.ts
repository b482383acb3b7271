import { SandboxResponse, SocialProvidersResponse } from '@contract/auth';
import { queryOptions } from '@tanstack/react-query';
import type { Http } from '@/lib/http';

export type SocialProvider = 'facebook' | 'apple';

/** What a provider hands the shop: a token the server checks, and for Apple the name it gives only once. */
export interface SocialProof {
  token: string;
  firstName?: string;
  lastName?: string;
}

/** How each provider signs in here (the server's configuration: FACEBOOK_APP_ID, APPLE_CLIENT_ID, SOCIAL_SANDBOX). */
export const providersQuery = (http: Http) =>
  queryOptions({
    queryKey: ['social-providers'],
    queryFn: async () => (await http.get('/authen/api/auth/providers', SocialProvidersResponse)).data,
    staleTime: Infinity,
  });

const scripts = new Map<string, Promise<void>>();
/** Adds a provider's SDK to the page once, on first need. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), { src, async: true, onload: () => resolve() });
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`Failed to load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken: string } }) => void, options: { scope: string }): void;
}
interface AppleSdk {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
  };
}

async function facebookProof(appId: string): Promise<SocialProof> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = (window as unknown as { FB: FacebookSdk }).FB;
  sdk.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  const token = await new Promise<string>((resolve, reject) =>
    sdk.login((response) => (response.authResponse ? resolve(response.authResponse.accessToken) : reject(new Error('Facebook login cancelled'))), {
      scope: 'email,public_profile',
    }),
  );
  return { token };
}

async function appleProof(clientId: string): Promise<SocialProof> {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const sdk = (window as unknown as { AppleID: AppleSdk }).AppleID;
  sdk.auth.init({ clientId, scope: 'name email', redirectURI: location.origin, usePopup: true });
  const { authorization, user } = await sdk.auth.signIn();
  return { token: authorization.id_token, firstName: user?.name?.firstName, lastName: user?.name?.lastName };
}

/** The provider's proof through its own SDK, loaded on first need. */
export function providerProof(provider: SocialProvider, appId: string): Promise<SocialProof> {
  return provider === 'facebook' ? facebookProof(appId) : appleProof(appId);
}

/** The sandbox provider's proof for an email (server/authen/sandbox-routes.ts, never in production). */
export async function sandboxProof(
  http: Http,
  provider: SocialProvider,
  identity: { email: string; firstName: string; lastName: string },
): Promise<SocialProof> {
  const { data } = await http.get(`/authen/api/auth/sandbox/${provider}`, SandboxResponse, { searchParams: identity });
  return { token: data.token, firstName: identity.firstName, lastName: identity.lastName };
}
