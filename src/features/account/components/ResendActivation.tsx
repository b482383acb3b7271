import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { accountApi } from '../api/account-api';
import { useCaptcha } from '../hooks/captcha';

/** Has the activation link mailed again to `email`, and says whether it went. */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useLingui();
  const api = accountApi(useHttp());
  const captcha = useCaptcha();
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const again = async () => {
    setResend('sending');
    try {
      await api.requestActivation(email, await captcha('request_activate'));
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };
  return (
    <>
      <Button look="quiet" onClick={again} busy={resend === 'sending'}>
        {t`Send the link again`}
      </Button>
      <p role="status">
        {resend === 'sent' && <Trans>A new link is on its way.</Trans>}
        {resend === 'failed' && <Trans>The link could not be sent. Please try again later.</Trans>}
      </p>
    </>
  );
}
