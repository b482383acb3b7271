import { type AppActors, useAppActors } from '@/lib/app-actors';

/** The page-wide actors: the error modal, the cookie notice, the alert toast and the loading registry. */
export type ShellActors = Pick<AppActors, 'errorModal' | 'cookieNotice' | 'alertToast'> & { loading: AppActors['loadingRegistry'] };

export function useShellActors(): ShellActors {
  const { errorModal, cookieNotice, alertToast, loadingRegistry } = useAppActors();
  return { errorModal, cookieNotice, alertToast, loading: loadingRegistry };
}
