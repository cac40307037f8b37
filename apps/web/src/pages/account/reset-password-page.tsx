import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { PasswordResetConfirm, type SuccessResponse } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { currentUserQueryKey, useAuth } from '../../auth/use-auth';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { ForgotPasswordForm } from '../../components/auth-dialog/forgot-password-form';
import { firstProblem } from './form-problems';
import '../../styles/page-kit.css';
import './account.css';

/**
 * /reset-password: with ?token= (the link we mailed) the player chooses a new password, which signs
 * the account out everywhere; without one, asks for a link. ?done=1 is where a reset lands, so the
 * page survives the app switching to signed out around it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="link-page container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Account</p>
          <h1 className="page-head__title">
            Reset your <span className="gold-text">password</span>
          </h1>
        </div>
      </header>
      {params.get('done') === '1' ? (
        <ResetDone />
      ) : token ? (
        <NewPasswordForm token={token} />
      ) : (
        <section className="account-card">
          <ForgotPasswordForm />
        </section>
      )}
    </div>
  );
}

function ResetDone() {
  const { user } = useAuth();
  const openDialog = useAuthDialog((s) => s.open);
  return (
    <section className="account-card" data-testid="reset-done">
      <p className="account-ok" role="status">
        Your password is changed, and every session of your account was signed out.
      </p>
      {!user && (
        <div className="account-form__actions">
          <button type="button" className="btn btn--gold" onClick={() => openDialog('login')}>
            Sign in with the new password
          </button>
        </div>
      )}
    </section>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      apiJson<SuccessResponse>('POST', '/api/account/password-reset/confirm', body),
    onSuccess: () => {
      void navigate('/reset-password?done=1', { replace: true });
      // This browser's session ended too (if it had one): the app shows it signed out.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => setProblem(describeError(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setProblem('The new password and its confirmation differ.');
      return;
    }
    const parsed = PasswordResetConfirm.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error));
      return;
    }
    reset.mutate(parsed.data);
  }

  return (
    <section className="account-card">
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p className="account-note">Choose a new password of at least 8 characters.</p>
        <label className="field">
          <span className="field__label">New password</span>
          <input
            className="field__input"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Repeat it</span>
          <input
            className="field__input"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </label>
        {problem && (
          <p className="account-error" role="alert">
            {problem}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--gold" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Set new password'}
          </button>
        </div>
      </form>
    </section>
  );
}
