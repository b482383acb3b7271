import { Component, type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';

/** The panels whose code did not come, each with the way to ask for it again. */
const failedPanels = new Set<() => void>();

/**
 * A panel's component whose code loads on its first render, like `lazy()`. React keeps a failed `lazy()`'s error for
 * good; this one asks for the code again when `OnFirstNeed` tries the panel again (the server may be back). Until then
 * it keeps its failure, so that the failure reaches `OnFirstNeed` rather than asking again at once.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const fresh = () => {
    current = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedPanels.add(fresh);
          throw error;
        },
      ),
    );
  };
  fresh();
  return function Panel(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}

function askFailedPanelsAgain() {
  for (const fresh of failedPanels) fresh();
  failedPanels.clear();
}

/** A panel that fails (its code did not come: the server is down) is left out, not the page around it. */
class PanelBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders its children from the first moment `needed` is true on, and keeps them rendered afterwards
 * (they decide themselves when to show): for panels whose code is loaded with `lazyPanel()` only when they
 * are first shown, so that the first view of a page does without it. A panel whose code did not come is asked for
 * again the next time it is needed: when `needed` turns true again, or `attempt` changes.
 */
export function OnFirstNeed({ needed, attempt = 0, children }: { needed: boolean; attempt?: number; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const [asked, setAsked] = useState({ needed, attempt });
  if (needed && !mounted) setMounted(true);
  if (needed !== asked.needed || attempt !== asked.attempt) {
    setAsked({ needed, attempt });
    if (needed && failed) {
      askFailedPanelsAgain();
      setFailed(false);
      setTries((n) => n + 1);
    }
  }
  if (!mounted || failed) return null;
  return (
    <PanelBoundary key={tries} onFail={() => setFailed(true)}>
      <Suspense fallback={null}>{children}</Suspense>
    </PanelBoundary>
  );
}
