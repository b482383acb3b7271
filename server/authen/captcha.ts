import * as v from 'valibot';
import { CAPTCHA_TEXTS, type CaptchaSetup, SiteVerifyAnswer } from '../../contract/captcha.ts';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';

type CaptchaConfig = ServerConfig['captcha'];

export const captchaConfigured = (captcha: CaptchaConfig) => Boolean(captcha.siteKey && captcha.secret);

/** What the forms need to get a token; null without a captcha. */
export const captchaSetup = (captcha: CaptchaConfig): CaptchaSetup =>
  captchaConfigured(captcha) ? { siteKey: captcha.siteKey!, version: captcha.version, scriptUrl: captcha.scriptUrl } : null;

/**
 * Checks a form's reCAPTCHA token at the verify URL (Google's siteverify, or a stand-in): required and valid when the
 * shop has keys, ignored when it has none (the attempt limits protect then). Version 3 also needs the form's action
 * and a score of at least `minScore`. A verifier that does not answer is a 503: the form is not let through unchecked.
 */
export async function checkCaptcha(captcha: CaptchaConfig, token: string | undefined, action: string, ip: string): Promise<void> {
  if (!captchaConfigured(captcha)) return;
  if (!token) throw new HttpError(400, 'CAPTCHA_REQUIRED', CAPTCHA_TEXTS.required);
  let answer: v.InferOutput<typeof SiteVerifyAnswer>;
  try {
    const res = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: captcha.secret!, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    answer = v.parse(SiteVerifyAnswer, await res.json());
  } catch (error) {
    console.error(`captcha verification unavailable: ${(error as Error).message}`);
    throw new HttpError(503, 'CAPTCHA_UNAVAILABLE', CAPTCHA_TEXTS.unavailable);
  }
  const scored = captcha.version === 2 || ((answer.score ?? 0) >= captcha.minScore && answer.action === action);
  if (!answer.success || !scored) throw new HttpError(400, 'CAPTCHA_FAILED', CAPTCHA_TEXTS.failed);
}
