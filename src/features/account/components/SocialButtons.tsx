import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHttp } from '@/lib/http-context';
import { Button } from '@/ui/Button';
import { providerProof, providersQuery, type SocialProof, type SocialProvider } from '../api/social-sign-in';
import * as css from './account.css';
import { SandboxSignIn } from './SandboxSignIn';

/** Facebook and Apple sign-in, as the server is set up for them: their SDK (loaded on the click), the sandbox, or no button. */
export function SocialButtons({ onProof, busy }: { onProof: (provider: SocialProvider, proof: SocialProof) => void; busy: boolean }) {
  const { t } = useLingui();
  const { data: providers } = useQuery(providersQuery(useHttp()));
  const [sandbox, setSandbox] = useState<SocialProvider | null>(null);
  const [failed, setFailed] = useState(false);
  if (!providers?.facebook && !providers?.apple) return null;

  const start = async (provider: SocialProvider) => {
    const setup = providers[provider];
    setFailed(false);
    if (!setup) return;
    if (setup.mode === 'sandbox') return setSandbox(provider);
    try {
      onProof(provider, await providerProof(provider, setup.appId));
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={css.social}>
      <p className={css.divider}>
        <Trans>or</Trans>
      </p>
      {providers.facebook && (
        <Button look="secondary" onClick={() => void start('facebook')} busy={busy}>
          {t`Continue with Facebook`}
        </Button>
      )}
      {providers.apple && (
        <Button look="secondary" onClick={() => void start('apple')} busy={busy}>
          {t`Continue with Apple`}
        </Button>
      )}
      {failed && (
        <p className={css.error} role="alert">
          <Trans>The sign-in could not be completed. Please try again, or log in with your email.</Trans>
        </p>
      )}
      {sandbox && (
        <SandboxSignIn
          provider={sandbox}
          onClose={() => setSandbox(null)}
          onProof={(proof) => {
            setSandbox(null);
            onProof(sandbox, proof);
          }}
        />
      )}
    </div>
  );
}
