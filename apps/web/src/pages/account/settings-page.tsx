import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AccountClosure, PasswordChange, type PasswordChanged } from '@casino/contracts';
import { accountKeys } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { useAuth } from '../../auth/use-auth';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { toast } from '../../components/toaster/toast-store';
import { firstProblem } from './form-problems';
import { NotificationsCard, PrivacyCard } from './preference-cards';
import { SessionsCard } from './sessions-card';
import '../../styles/page-kit.css';
import './account.css';

/** /settings: password, active sessions, privacy, notifications and sound, closing the account. */
export function SettingsPage() {
  const { user } = useAuth();
  const openDialog = useAuthDialog((s) => s.open);
  const guest = user?.isGuest ?? true;
  return (
    <div className="account container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Account</p>
          <h1 className="page-head__title">
            <span className="gold-text">Settings</span>
          </h1>
          <p className="page-head__lead">Your password and sessions, and what others see of you.</p>
        </div>
      </header>
      <div className="account__grid">
        {guest ? (
          <section className="account-card" aria-labelledby="password-title">
            <h2 id="password-title" className="account-card__title">
              Password
            </h2>
            <p className="account-note">
              Guests have no password. Save your account with an email and a password to sign in on any
              device.
            </p>
            <div className="account-form__actions">
              <button type="button" className="btn btn--gold" onClick={() => openDialog('upgrade')}>
                Save your account
              </button>
            </div>
          </section>
        ) : (
          <PasswordCard />
        )}
        <PrivacyCard />
        <SessionsCard />
        <NotificationsCard />
        {!guest && <CloseAccountCard />}
      </div>
    </div>
  );
}

function PasswordCard() {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: PasswordChange) => apiJson<PasswordChanged>('POST', '/api/account/password', body),
    onSuccess: (answer) => {
      setProblem(null);
      setFields({ currentPassword: '', newPassword: '', confirm: '' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast({
        title: 'Password changed',
        description:
          answer.sessionsEnded > 0
            ? `Your ${answer.sessionsEnded === 1 ? 'other session was' : `${answer.sessionsEnded} other sessions were`} signed out.`
            : 'You stay signed in here.',
      });
    },
    onError: (error) => setProblem(describeError(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (fields.newPassword !== fields.confirm) {
      setProblem('The new password and its confirmation differ.');
      return;
    }
    const parsed = PasswordChange.safeParse(fields);
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error));
      return;
    }
    change.mutate(parsed.data);
  }

  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        Password
      </h2>
      <p className="account-card__lead">Changing it signs out every other session of your account.</p>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current password"
          name="currentPassword"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
        />
        <div className="account-form__row">
          <PasswordField
            label="New password"
            name="newPassword"
            value={fields.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
          />
          <PasswordField
            label="Repeat it"
            name="confirmPassword"
            value={fields.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
          />
        </div>
        {problem && (
          <p className="account-error" role="alert">
            {problem}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--gold" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <input
        className="field__input"
        type="password"
        name={props.name}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

function CloseAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: (body: AccountClosure) => apiJson<{ success: true }>('POST', '/api/account/close', body),
    onSuccess: () => window.location.assign('/'),
    onError: (error) => setProblem(describeError(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = AccountClosure.safeParse({ password });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error));
      return;
    }
    close.mutate(parsed.data);
  }

  return (
    <section className="account-card danger-zone" aria-labelledby="close-title">
      <h2 id="close-title" className="account-card__title">
        Close account
      </h2>
      <p className="account-card__lead">
        Your name, email, date of birth, avatar and preferences are erased and you are signed out everywhere.
        Your coins and any sweepstakes coins not yet redeemed are forfeited. Records the law makes us keep
        (transactions and game rounds) stay, without your name.
      </p>
      {open ? (
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <PasswordField
            label="Your password, to confirm"
            name="closePassword"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {problem && (
            <p className="account-error" role="alert">
              {problem}
            </p>
          )}
          <div className="account-form__actions">
            <button type="submit" className="btn btn--danger" disabled={close.isPending}>
              {close.isPending ? 'Closing…' : 'Close my account for good'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
              Keep my account
            </button>
          </div>
        </form>
      ) : (
        <div className="account-form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
            Close my account…
          </button>
        </div>
      )}
    </section>
  );
}
