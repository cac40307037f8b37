import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@casino/contracts';
import { logOut } from '../../auth/auth-actions';
import { displayName, formatCoinAmount } from '../../lib/format';
import { useDismiss } from '../../lib/use-dismiss';
import { useAuthDialog } from '../auth-dialog/auth-dialog-store';
import { UserAvatar } from './user-avatar';
import { accountLinks } from '../../routes/route-table';

/** Avatar button with a dropdown: who is signed in, their balance, account links and Log out. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  const openDialog = useAuthDialog((s) => s.open);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-menu__trigger"
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <UserAvatar user={user} />
      </button>
      {open && (
        <div id={panelId} className="account-menu__panel">
          <div className="account-menu__who">
            <UserAvatar user={user} size="lg" />
            <div className="account-menu__who-text">
              <p className="account-menu__name">{displayName(user)}</p>
              <p className="account-menu__balance">
                Balance <strong data-testid="account-balance">{formatCoinAmount(user.balance, 'GC')}</strong>
              </p>
              {user.isGuest && <p className="account-menu__guest">Guest account</p>}
            </div>
          </div>
          <ul className="account-menu__items">
            {user.isGuest && (
              <li>
                <button
                  type="button"
                  className="account-menu__item account-menu__item--highlight"
                  onClick={() => {
                    close();
                    openDialog('upgrade');
                  }}
                >
                  Save your account
                </button>
              </li>
            )}
            {accountLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="account-menu__item" onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            {user.isAdmin && (
              <li>
                <Link to="/admin" className="account-menu__item" onClick={close}>
                  Admin Panel
                </Link>
              </li>
            )}
            <li className="account-menu__separator" aria-hidden="true" />
            <li>
              <button
                type="button"
                className="account-menu__item account-menu__item--danger"
                onClick={logOut}
              >
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
