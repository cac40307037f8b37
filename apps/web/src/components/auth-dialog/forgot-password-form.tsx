import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PasswordResetRequest, type PasswordResetRequested } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';

/**
 * Forgot password: asks for a reset link by email (the sign-in dialog and /reset-password). The
 * answer is the same whether or not an account has the address.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      apiJson<PasswordResetRequested>('POST', '/api/account/password-reset', body),
    onSuccess: () => setProblem(null),
    onError: (error) => setProblem(describeError(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordResetRequest.safeParse({ email });
    if (!parsed.success) {
      setProblem(`Email ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    ask.mutate(parsed.data);
  }

  if (ask.data)
    return (
      <p className="auth-form__ok" role="status" data-testid="reset-requested">
        {ask.data.message}
      </p>
    );
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__note">
        Type the email of your account and we will send you a link to choose a new password.
      </p>
      <label className="field">
        <span className="field__label">Email</span>
        <input
          className="field__input"
          type="email"
          name="resetEmail"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      {problem && (
        <p className="auth-form__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--gold btn--block" disabled={ask.isPending}>
        {ask.isPending ? 'Sending…' : 'Send me a reset link'}
      </button>
    </form>
  );
}
