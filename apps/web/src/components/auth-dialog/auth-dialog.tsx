import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { describeError } from '../../api/error-message';
import { useLogin, useRegister } from '../../auth/auth-actions';
import { BRAND } from '../../lib/brand';
import { ProviderButtons } from '../social-sign-in/provider-buttons';
import { ForgotPasswordForm } from './forgot-password-form';
import { useAuthDialog, type AuthDialogMode } from './auth-dialog-store';
import { validateLogin, validateRegister } from './validate';
import './auth-dialog.css';

/** Mounts the sign-in / create-account dialog while the store says it is open. */
export function AuthDialogHost() {
  const mode = useAuthDialog((s) => s.mode);
  const close = useAuthDialog((s) => s.close);
  if (!mode) return null;
  return <AuthDialog key={mode === 'upgrade' ? 'upgrade' : 'public'} initialMode={mode} onClose={close} />;
}

const TITLES: Record<AuthDialogMode, string> = {
  login: 'Sign in',
  register: 'Create account',
  upgrade: 'Save your account',
  forgot: 'Forgot your password?',
};

const SUBTITLES: Record<AuthDialogMode, string> = {
  login: `Welcome back to ${BRAND.name}.`,
  register: 'Free to play. 18+ only.',
  upgrade: 'Add an email and password to keep your coins and progress.',
  forgot: 'We will email you a link to choose a new one.',
};

function AuthDialog({ initialMode, onClose }: { initialMode: AuthDialogMode; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<AuthDialogMode>(initialMode);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: unmounting removes it from the top layer, and a close() here would
    // queue a native close event that shuts the dialog again after StrictMode's re-run.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="auth-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="auth-dialog__panel">
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="auth-dialog__title">
          {TITLES[mode]}
        </h2>
        <p className="auth-dialog__subtitle">{SUBTITLES[mode]}</p>

        {(mode === 'login' || mode === 'register') && (
          <div className="auth-dialog__switch" role="group" aria-label="Choose sign in or create account">
            <button
              type="button"
              className={mode === 'login' ? 'is-active' : undefined}
              aria-pressed={mode === 'login'}
              onClick={() => setMode('login')}
            >
              Sign in
            </button>
            <button
              type="button"
              className={mode === 'register' ? 'is-active' : undefined}
              aria-pressed={mode === 'register'}
              onClick={() => setMode('register')}
            >
              Create account
            </button>
          </div>
        )}

        {mode === 'login' ? (
          <LoginForm onForgot={() => setMode('forgot')} />
        ) : mode === 'forgot' ? (
          <>
            <ForgotPasswordForm />
            <button type="button" className="btn btn--link auth-form__back" onClick={() => setMode('login')}>
              Back to sign in
            </button>
          </>
        ) : (
          <RegisterForm upgrade={mode === 'upgrade'} />
        )}

        {(mode === 'login' || mode === 'register') && (
          <div className="auth-dialog__social" aria-label="Or continue with a provider" role="group">
            <p className="auth-dialog__or">or continue with</p>
            <ProviderButtons compact />
          </div>
        )}
      </div>
    </dialog>
  );
}

/** Reads text inputs from a submitted form by name ('' when missing). */
function formFields(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-form__error" role="alert">
      {message}
    </p>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formFields(event.currentTarget);
    const result = validateLogin({ email: field('email'), password: field('password') });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    login.mutate(result.value, { onError: (err) => setError(describeError(err)) });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <label className="field">
        <span className="field__label">Email</span>
        <input className="field__input" name="email" type="email" autoComplete="email" required />
      </label>
      <label className="field">
        <span className="field__label">Password</span>
        <input
          className="field__input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </label>
      <FormError message={error} />
      <button type="submit" className="btn btn--gold btn--block" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      <button type="button" className="btn btn--link auth-form__forgot" onClick={onForgot}>
        Forgot password?
      </button>
    </form>
  );
}

function RegisterForm({ upgrade }: { upgrade: boolean }) {
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formFields(event.currentTarget);
    const result = validateRegister({
      email: field('email'),
      password: field('password'),
      firstName: field('firstName'),
      lastName: field('lastName'),
      dateOfBirth: field('dateOfBirth'),
    });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    register.mutate(result.value, { onError: (err) => setError(describeError(err)) });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <div className="auth-form__row">
        <label className="field">
          <span className="field__label">First name</span>
          <input
            className="field__input"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={50}
          />
        </label>
        <label className="field">
          <span className="field__label">Last name</span>
          <input
            className="field__input"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={50}
          />
        </label>
      </div>
      <label className="field">
        <span className="field__label">Email</span>
        <input className="field__input" name="email" type="email" autoComplete="email" required />
      </label>
      <label className="field">
        <span className="field__label">Password</span>
        <input
          className="field__input"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <span className="field__hint">At least 8 characters.</span>
      </label>
      <label className="field">
        <span className="field__label">Date of birth</span>
        <input className="field__input" name="dateOfBirth" type="date" autoComplete="bday" required />
        <span className="field__hint">You must be 18 or older to play.</span>
      </label>
      <FormError message={error} />
      <button type="submit" className="btn btn--gold btn--block" disabled={register.isPending}>
        {register.isPending ? 'Saving…' : upgrade ? 'Save account' : 'Create account'}
      </button>
    </form>
  );
}
