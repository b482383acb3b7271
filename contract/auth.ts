import * as v from 'valibot';
import { CaptchaToken } from './captcha.ts';
import { envelope } from './error.ts';
import { CurrentPassword, Username } from './validation-rules.ts';

/** A JWT as three base64url parts (our access tokens, Apple id_tokens). */
export const Jwt = v.pipe(v.string(), v.maxLength(4096), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a JWT'));
/** 32 random bytes, base64url. */
export const RefreshToken = v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'must be a refresh token'));

/** POST /authen/api/auth/login; the captcha token only after repeated failed logins, when the shop has reCAPTCHA keys */
export const LoginBody = v.object({ username: Username, password: CurrentPassword, captchaToken: CaptchaToken });
export type LoginBody = v.InferInput<typeof LoginBody>;

/** POST /authen/api/auth/refresh: the access token may have expired but must be ours. */
export const RefreshBody = v.object({ accessToken: Jwt, refreshToken: RefreshToken });
export type RefreshBody = v.InferInput<typeof RefreshBody>;

/** POST /authen/api/auth/logout */
export const LogoutBody = v.object({ refreshToken: RefreshToken });

/** POST /authen/api/auth/facebook/token: the user access token the Facebook SDK gave the app. */
export const FacebookTokenBody = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096), v.regex(/^[\w.|-]+$/, 'must be an access token')),
});

const SocialName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)));

/** POST /authen/api/auth/apple: Apple sends the name only on the first authorisation, so the app passes it on. */
export const AppleBody = v.object({ idToken: Jwt, firstName: SocialName, lastName: SocialName });

export const SocialProvider = v.picklist(['facebook', 'apple']);
export type SocialProvider = v.InferOutput<typeof SocialProvider>;

/** GET /authen/api/auth/sandbox/{provider} (development only) */
export const SandboxParams = v.object({ provider: SocialProvider });
export const SandboxQuery = v.object({ email: Username, firstName: SocialName, lastName: SocialName });
export const SandboxResponse = envelope(v.object({ provider: SocialProvider, token: v.string() }));

/** GET /authen/api/auth/providers: per provider, its SDK and public id, the development sandbox, or null (no button). */
const ProviderSetup = v.nullable(v.union([v.object({ mode: v.literal('sdk'), appId: v.string() }), v.object({ mode: v.literal('sandbox') })]));
export const SocialProviders = v.object({ facebook: ProviderSetup, apple: ProviderSetup });
export type SocialProviders = v.InferOutput<typeof SocialProviders>;
export const SocialProvidersResponse = envelope(SocialProviders);

export const CustomerSummary = v.object({ id: v.number(), email: v.string(), firstName: v.string(), lastName: v.string() });
export type CustomerSummary = v.InferOutput<typeof CustomerSummary>;

/** What a login answers: the token pair, the access token's lifetime in seconds and who logged in. */
export const AuthSession = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  expiresIn: v.number(),
  customer: CustomerSummary,
});
export type AuthSession = v.InferOutput<typeof AuthSession>;
export const AuthSessionResponse = envelope(AuthSession);

/** A social login without an account yet: the app goes to /register/social with it. */
export const SocialInfo = v.object({
  provider: SocialProvider,
  /** short-lived; POST /customer/api/register takes it instead of a password */
  socialToken: v.string(),
  /** the email the provider vouches for, if any */
  email: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
});
export type SocialInfo = v.InferOutput<typeof SocialInfo>;

export const SocialLoginResult = v.union([AuthSession, v.object({ socialInfo: SocialInfo })]);
export const SocialLoginResponse = envelope(SocialLoginResult);

/** GET /authen/api/auth/session */
export const SessionResponse = envelope(v.object({ customer: CustomerSummary }));
