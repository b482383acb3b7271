import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its children from the first moment `needed` is true on, and keeps them rendered afterwards
 * (they decide themselves when to show): for panels whose code is loaded with `lazy()` only when they
 * are first shown, so that the first view of a page does without it.
 */
export function OnFirstNeed({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
