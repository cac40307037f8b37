import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { EmailStatus } from '@casino/contracts';
import { refreshAccount } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { useAuth } from '../../auth/use-auth';
import '../../styles/page-kit.css';
import './account.css';

/** /verify-email?token=: the link we mailed, followed (signed in or not, on any device). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  const verify = useMutation({
    mutationFn: (value: string) =>
      apiJson<EmailStatus>('POST', '/api/account/email/verify', { token: value }),
    onSuccess: () => refreshAccount(),
  });
  // Once per page, however often React runs the effect.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <div className="link-page container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Account</p>
          <h1 className="page-head__title">
            Verify your <span className="gold-text">email</span>
          </h1>
        </div>
      </header>
      <section className="account-card" data-testid="verify-email">
        {token === '' && <p className="account-error">This page needs the link from the mail we sent you.</p>}
        {verify.isPending && <p className="account-note">Checking the link…</p>}
        {verify.isSuccess && (
          <p className="account-ok" role="status">
            Thank you: {verify.data.email} is verified.
          </p>
        )}
        {verify.isError && (
          <p className="account-error" role="alert">
            {describeError(verify.error)}
          </p>
        )}
        <div className="account-form__actions">
          {user ? (
            <Link to="/profile" className="btn btn--gold">
              Go to your profile
            </Link>
          ) : (
            <Link to="/" className="btn btn--gold">
              Go to the casino
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
