import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A confirmation that says what the step means before it is taken: the confirm button only works
 * once the player ticked that they understand.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  understand: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [understood, setUnderstood] = useState(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="rg-check"
      aria-labelledby={titleId}
      onClose={props.onClose}
      data-testid="rg-confirm"
    >
      <div className="rg-check__panel">
        <h2 id={titleId} className="rg-check__title">
          {props.title}
        </h2>
        <div className="rg-confirm__body">{props.children}</div>
        <label className="rg-confirm__tick">
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          <span>{props.understand}</span>
        </label>
        {props.error && (
          <p className="rg-note rg-note--error" role="alert">
            {props.error}
          </p>
        )}
        <div className="rg-check__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--gold"
            disabled={!understood || props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
