import { useQueryClient } from '@tanstack/react-query';
import { captchaToken } from '@/lib/captcha';
import { useHttp } from '@/lib/http-context';
import { captchaQuery } from '../api/account-api';

export type CaptchaAction = 'register' | 'forgot_password' | 'request_activate';

/** A reCAPTCHA token for a form's submit when the shop asks for one (GET /customer/api/captcha), else undefined. */
export function useCaptcha(): (action: CaptchaAction) => Promise<string | undefined> {
  const queryClient = useQueryClient();
  const http = useHttp();
  return async (action) => captchaToken(await queryClient.ensureQueryData(captchaQuery(http)), action);
}
