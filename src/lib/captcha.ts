import type { CaptchaSetup } from '@contract/captcha';

/** The parts of Google's `grecaptcha` the shop uses (v3 `execute` by action; v2 as an invisible widget). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKeyOrWidget: string | number, options?: { action: string }): Promise<string>;
  render(container: HTMLElement, options: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback': () => void }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** reCAPTCHA could not give a token: its script did not load or did not run (spec section 8's texts). */
export class CaptchaError extends Error {}

let script: Promise<Grecaptcha> | undefined;

/** Adds reCAPTCHA's script once, when a form first needs a token (spec section 8's texts on failure). */
function loadRecaptcha(setup: NonNullable<CaptchaSetup>): Promise<Grecaptcha> {
  return (script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(setup.scriptUrl);
    if (setup.version === 3) url.searchParams.set('render', setup.siteKey);
    else url.searchParams.set('render', 'explicit');
    const element = Object.assign(document.createElement('script'), { src: url.href, async: true });
    element.onload = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new CaptchaError('ReCaptcha error: Failed to load script'));
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new CaptchaError('ReCaptcha error: Failed to load script'));
    };
    document.head.append(element);
  }));
}

/**
 * A token for a form's action (`register`, `forgot_password`, `request_activate`), or undefined when the shop runs
 * without a captcha. A missing site key or version is a programming error and throws.
 */
export async function captchaToken(setup: CaptchaSetup, action: string): Promise<string | undefined> {
  if (!setup) return undefined;
  if (!setup.siteKey) throw new Error('ReCaptcha error: no site key');
  if (setup.version !== 2 && setup.version !== 3) throw new Error('ReCaptcha error: no version');
  const grecaptcha = await loadRecaptcha(setup);
  try {
    if (setup.version === 3) return await grecaptcha.execute(setup.siteKey, { action });
    return await new Promise<string>((resolve, reject) => {
      const holder = document.body.appendChild(document.createElement('div'));
      const widget = grecaptcha.render(holder, { sitekey: setup.siteKey, size: 'invisible', callback: resolve, 'error-callback': () => reject(new Error()) });
      void grecaptcha.execute(widget);
    });
  } catch {
    throw new CaptchaError('ReCaptcha error: Failed to execute');
  }
}
