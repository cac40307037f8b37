import { useToastStore } from './toast-store';
import './toaster.css';

/** Renders the single current toast in a live region at the corner of the screen. */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);

  return (
    <div className="toaster" aria-live="polite" aria-atomic="true">
      {current && (
        <div
          key={current.id}
          className={`toast toast--${current.variant}`}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast__body">
            <p className="toast__title">{current.title}</p>
            {current.description && <p className="toast__description">{current.description}</p>}
            {current.actions.length > 0 && (
              <div className="toast__actions">
                {current.actions.map((action) => (
                  <button
                    key={action.label}
                    type="button"
                    className={`btn btn--sm ${action.primary ? 'btn--gold' : 'btn--ghost'}`}
                    onClick={() => {
                      dismiss(current.id);
                      action.onClick();
                    }}
                  >
                    {action.label}
                  </button>
                ))}
              </div>
            )}
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss notification"
            onClick={() => dismiss(current.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
