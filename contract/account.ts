import * as v from 'valibot';
import { CaptchaToken } from './captcha.ts';
import { AuthSession } from './auth.ts';
import { envelope } from './error.ts';
import {
  confirmationDiffers,
  Consent,
  CurrentPassword,
  Email,
  localized,
  OptionalNationalId,
  Password,
  PasswordConfirmation,
  passwordMismatch,
  passwordUnchanged,
  passwordRequired,
  PersonName,
  Phone,
  Username,
} from './validation-rules.ts';

export const LINK_INVALID_TEXT = { th: 'ลิงก์นี้ไม่ถูกต้อง ถูกใช้ไปแล้ว หรือหมดอายุแล้ว', en: 'This link is not valid, was already used or has expired' };

/** An emailed single-use token (activation, password reset): 32 random bytes, base64url. */
export const EmailedToken = v.pipe(v.string(localized(LINK_INVALID_TEXT)), v.regex(/^[\w-]{43}$/, localized(LINK_INVALID_TEXT)));

/**
 * POST /customer/api/register. Either a password (the account waits for its activation link) or the
 * socialToken of a social login (the account is linked to the provider).
 */
export const RegisterBody = v.pipe(
  v.object({
    email: Email,
    password: v.optional(Password),
    confirmPassword: v.optional(PasswordConfirmation),
    firstName: PersonName('firstName'),
    lastName: PersonName('lastName'),
    phone: Phone,
    /** for tax invoices */
    nationalId: OptionalNationalId,
    consent: Consent,
    subscriptionFlag: v.optional(v.boolean(), false),
    socialToken: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096))),
    /** required when the shop runs reCAPTCHA (GET /customer/api/captcha) */
    captchaToken: CaptchaToken,
  }),
  v.forward(
    v.partialCheck([['password'], ['socialToken']], (input) => input.password !== undefined || input.socialToken !== undefined, passwordRequired),
    ['password'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (confirmationDiffers(dataset.value, 'password', 'confirmPassword')) addIssue({ message: passwordMismatch });
    }),
    ['confirmPassword'],
  ),
);
export type RegisterBody = v.InferInput<typeof RegisterBody>;

/**
 * 201. `email` alone: the account waits for the activation link (also the answer when the address is
 * taken, which the owner learns by email). With the token pair: a social registration, logged in.
 */
export const RegisterResult = v.union([v.object({ ...AuthSession.entries, email: v.string() }), v.object({ email: v.string() })]);
export const RegisterResponse = envelope(RegisterResult);

/** POST /customer/api/request-activate, POST /customer/api/forgot-password */
export const UsernameBody = v.object({ username: Username, captchaToken: CaptchaToken });

/** POST /customer/api/activate */
export const ActivateBody = v.object({ token: EmailedToken });

/** POST /customer/api/reset-password */
export const ResetPasswordBody = v.object({ newPassword: Password, token: EmailedToken });

/** GET /customer/api/reset-password/status?token=…: whether the reset link still works. */
export const ResetLinkQuery = v.object({ token: EmailedToken });
export const ResetLinkStatusResponse = envelope(v.object({ usable: v.boolean() }));

/** POST /customer/api/change-password (logged in) */
export const ChangePasswordBody = v.pipe(
  v.object({ oldPassword: CurrentPassword, newPassword: Password }),
  v.forward(
    v.partialCheck([['oldPassword'], ['newPassword']], (input) => input.oldPassword !== input.newPassword, passwordUnchanged),
    ['newPassword'],
  ),
);

/** The answer of request-activate, activate, forgot-password and reset-password: the address concerned. */
export const EmailResponse = envelope(v.object({ email: v.string() }));
