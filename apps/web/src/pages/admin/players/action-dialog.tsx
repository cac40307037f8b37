import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal that shows something rather than asking for a change with a reason (the admin shell's
 * AdminDialog does that): a round's recall, a temporary password. Native <dialog>: focus trap,
 * Escape, top layer; a click on the backdrop closes it too.
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
      className={wide ? 'admin-dialog action-dialog--wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="admin-dialog__panel action-dialog__panel">
        <button type="button" className="action-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="admin-dialog__title action-dialog__title">
          {title}
        </h2>
        {subtitle && <p className="admin-dialog__text action-dialog__text">{subtitle}</p>}
        {children}
      </div>
    </dialog>
  );
}
