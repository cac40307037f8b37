import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import { useCanWrite } from './staff-role';
import { reasonProblem } from './reason-rule';

export interface AdminDialogProps {
  title: string;
  /** What the change does, in a sentence. */
  description?: ReactNode;
  confirmLabel: string;
  /** Red confirm button (close a table, void a hand). */
  danger?: boolean;
  /** The form's own fields, above the reason. */
  children?: ReactNode;
  /** A field's problem keeps the dialog open and the button off (null: ready). */
  formProblem?: string | null;
  /** Sends the change with the reason; resolves when done (the dialog closes), rejects to stay open. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A modal for one change: its fields, a required reason (at least 3 characters, written to the
 * audit log), confirm and cancel. Only admins reach the confirm button.
 */
export function AdminDialog(props: AdminDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const canWrite = useCanWrite();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const problem = reasonProblem(reason);
  const blocked = problem !== null || (props.formProblem ?? null) !== null || sending || !canWrite;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocked) return;
    setSending(true);
    try {
      await props.onConfirm(reason.trim());
      props.onClose();
    } catch {
      // The mutation's toast already says why; the dialog stays open to fix and retry.
      setSending(false);
    }
  };

  return (
    <dialog ref={dialogRef} className="admin-dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <form className="admin-dialog__panel" onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="admin-dialog__title">
          {props.title}
        </h2>
        {props.description ? <div className="admin-dialog__text">{props.description}</div> : null}
        {props.children}
        <label className="field" htmlFor={reasonId}>
          <span className="field__label">Reason (kept in the audit log)</span>
          <textarea
            id={reasonId}
            className="field__input"
            rows={2}
            maxLength={500}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && problem !== null}
          />
          {touched && problem ? <span className="field__hint admin-dialog__problem">{problem}</span> : null}
        </label>
        {props.formProblem && touched ? (
          <p className="admin-dialog__problem" role="alert">
            {props.formProblem}
          </p>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={props.onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={`btn btn--sm ${props.danger ? 'btn--danger' : 'btn--gold'}`}
            disabled={blocked && touched}
            title={canWrite ? undefined : READ_ONLY_STAFF_MESSAGE}
          >
            {sending ? 'Saving…' : props.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The simplest change: a sentence and a reason (close a table, void a challenge). */
export function ReasonDialog(props: Omit<AdminDialogProps, 'children' | 'formProblem'>) {
  return <AdminDialog {...props} />;
}
