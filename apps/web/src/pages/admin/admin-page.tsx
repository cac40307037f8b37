import type { AdminDashboard } from '@casino/contracts';
import { HttpError } from '../../api/http-client';
import { useAuth } from '../../auth/use-auth';
import { AccessDenied, SignedOutOfAdmin } from './admin-access';
import { AdminShell } from './admin-shell';
import { AdminSections } from './admin-sections';
import { useAdminQuery } from './api/admin-queries';
import { DASHBOARD_PATH } from './api/admin-paths';
import '../../styles/page-kit.css';
import './admin.css';

/**
 * /admin/*: the back office. Spec §6: only a user whose isAdmin is true (admins and support staff)
 * gets past the first check; the server decides on every call after it, starting with the
 * dashboard (no retry): 401 → signed out, 403 → Access Denied.
 */
export function AdminPage() {
  const { user } = useAuth();
  if (user?.isAdmin !== true) return <AccessDenied />;
  return <BackOffice />;
}

function BackOffice() {
  const dashboard = useAdminQuery<AdminDashboard>(DASHBOARD_PATH);
  const status = dashboard.error instanceof HttpError ? dashboard.error.status : null;
  if (status === 401) return <SignedOutOfAdmin />;
  if (status === 403) return <AccessDenied />;
  return (
    <AdminShell>
      <AdminSections />
    </AdminShell>
  );
}
