import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS_DENIED, ADMIN_UNAUTHORIZED } from '@casino/contracts';
import { toast } from '../../components/toaster/toast-store';
import { LockIcon } from '../../components/icons/icons';

/** How long the Access Denied panel stays before the redirect home (the toast stays on). */
export const ACCESS_DENIED_REDIRECT_MS = 800;
/** Where a signed-out visitor of the back office is sent (spec §8, as the poker page does). */
export const ADMIN_LOGIN_PATH = '/api/login';

/**
 * Spec §6: a user without admin rights (or a 403 from the dashboard) gets the 'Access Denied'
 * toast, is sent home, and sees the Access Denied panel meanwhile.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ variant: 'destructive', title: ACCESS_DENIED.title, description: ACCESS_DENIED.description });
    const timer = setTimeout(() => {
      void navigate('/', { replace: true });
    }, ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="page-title">
        <span className="panel__icon panel__icon--danger">
          <LockIcon width={34} height={34} color="#fff" />
        </span>
        <h1 id="page-title" className="panel__title">
          {ACCESS_DENIED.title}
        </h1>
        <p className="panel__text">{ACCESS_DENIED.description} Taking you back home…</p>
      </section>
    </div>
  );
}

/** Spec §8: a 401 from the dashboard → the 'Unauthorized' toast, then the login path after 0.5 s. */
export function SignedOutOfAdmin() {
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: ADMIN_UNAUTHORIZED.title,
      description: ADMIN_UNAUTHORIZED.description,
    });
    const timer = setTimeout(() => window.location.assign(ADMIN_LOGIN_PATH), ADMIN_UNAUTHORIZED.redirectMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="container">
      <section className="panel panel--center" aria-labelledby="page-title">
        <span className="panel__icon panel__icon--danger">
          <LockIcon width={34} height={34} color="#fff" />
        </span>
        <h1 id="page-title" className="panel__title">
          {ADMIN_UNAUTHORIZED.title}
        </h1>
        <p className="panel__text">{ADMIN_UNAUTHORIZED.description}</p>
      </section>
    </div>
  );
}
