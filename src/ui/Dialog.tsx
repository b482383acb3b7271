import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as css from './dialog.css';

/**
 * A modal on the native <dialog>: focus is trapped and Escape closes it. Closing hands the focus back to what opened
 * it, and so does a dialog taken off the page while open; `afterClose` runs after that, to move the focus on when
 * the opener is gone (the line it removed).
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  afterClose,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  afterClose?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      afterClose?.();
    }
  }, [open, afterClose]);
  // the browser hands the focus back only on close(): a dialog removed while open would leave it at the page's start
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      const back = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (dialog?.open && lost && back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      {/* read out with the title when the dialog opens: the question it asks */}
      <div id={bodyId}>{children}</div>
      <div className={css.actions}>{actions}</div>
    </dialog>
  );
}
