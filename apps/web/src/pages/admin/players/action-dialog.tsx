import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal panel for one action on a player (native <dialog>: focus trap, Escape, top layer).
 * Children are the body; the title names the action.
 */
export function ActionDialog({
  title,
  subtitle,
  testId,
  wide = false,
  onClose,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  testId: string;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: unmounting removes it from the top layer (as the auth dialog does).
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={wide ? 'action-dialog action-dialog--wide' : 'action-dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="action-dialog__panel">
        <button type="button" className="action-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="action-dialog__title">
          {title}
        </h2>
        {subtitle && <p className="action-dialog__subtitle">{subtitle}</p>}
        {children}
      </div>
    </dialog>
  );
}
