import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { toast } from '../../components/toaster/toast-store';
import { CrownIcon, LockIcon } from '../../components/icons/icons';

/** How long the Access Denied panel stays before the redirect home (the toast stays on). */
export const ACCESS_DENIED_REDIRECT_MS = 800;

export function AdminPage() {
  const { user } = useAuth();
  const isAdmin = user?.isAdmin === true;
  const navigate = useNavigate();

  useEffect(() => {
    if (isAdmin) return;
    toast({
      variant: 'destructive',
      title: 'Access Denied',
      description: 'Admin privileges required to access this page.',
    });
    const timer = setTimeout(() => {
      void navigate('/', { replace: true });
    }, ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (!isAdmin) {
    return (
      <div className="container">
        <section className="panel panel--center" aria-labelledby="page-title">
          <span className="panel__icon panel__icon--danger">
            <LockIcon width={34} height={34} color="#fff" />
          </span>
          <h1 id="page-title" className="panel__title">
            Access Denied
          </h1>
          <p className="panel__text">Admin privileges required to access this page. Taking you back home…</p>
        </section>
      </div>
    );
  }

  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="page-title">
        <span className="panel__icon">
          <CrownIcon width={34} height={34} color="var(--gold)" />
        </span>
        <span className="panel__eyebrow">Administrators</span>
        <h1 id="page-title" className="panel__title">
          Admin Panel
        </h1>
        <p className="panel__text">The admin dashboard arrives in a later release.</p>
        <div className="panel__actions">
          <Link to="/" className="btn btn--ghost">
            Back to Home
          </Link>
        </div>
      </section>
    </div>
  );
}
