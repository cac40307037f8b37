import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { READ_ONLY_STAFF_MESSAGE } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { adminPath, adminSections, sectionAt } from './admin-nav';

/** The back office's frame: the section nav at the side, the open section's title, then the section. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const section = sectionAt(pathname);
  const readOnly = user?.role !== 'admin';

  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Back office">
        <span className="admin-nav__eyebrow">Back office</span>
        <ul className="admin-nav__list">
          {adminSections.map((entry) => (
            <li key={entry.path}>
              <NavLink
                to={adminPath(entry.path)}
                end={entry.path === ''}
                className={({ isActive }) => `admin-nav__link${isActive ? ' is-active' : ''}`}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className={`admin-nav__role${readOnly ? ' is-read-only' : ''}`}>
          {readOnly ? (
            <>
              <strong>Support</strong>
              <span>{READ_ONLY_STAFF_MESSAGE}</span>
            </>
          ) : (
            <strong>Admin</strong>
          )}
        </p>
      </nav>
      <div className="admin-main">
        <header className="admin-head">
          <h1 className="admin-head__title">{section?.label ?? 'Back office'}</h1>
          {section ? <p className="admin-head__lead">{section.lead}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
