import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  EmailChange,
  ProfileUpdate,
  type AccountProfile,
  type EmailStatus,
  type SweepsEligibilityResponse,
} from '@casino/contracts';
import { refreshAccount, useAccountProfile } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { useAuth } from '../../auth/use-auth';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { toast } from '../../components/toaster/toast-store';
import { AvatarCard } from './avatar-card';
import { firstProblem } from './form-problems';
import { RegionFields, type RegionDraft } from './region-fields';
import '../../styles/page-kit.css';
import './account.css';

const birthDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** /profile: the player's name, region, avatar and email, and what they mean for sweepstakes play. */
export function ProfilePage() {
  const { user } = useAuth();
  const profile = useAccountProfile();
  return (
    <div className="account container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Account</p>
          <h1 className="page-head__title">
            Your <span className="gold-text">profile</span>
          </h1>
          <p className="page-head__lead">How other players see you, and where you play from.</p>
        </div>
      </header>
      {profile.isPending && <p className="panel">Loading your profile…</p>}
      {profile.isError && (
        <p className="panel" role="alert">
          {describeError(profile.error)}
        </p>
      )}
      {profile.data && user && (
        <div className="account__grid">
          <NameCard profile={profile.data} />
          <AvatarCard profile={profile.data} user={user} />
          <EmailCard profile={profile.data} />
          <EligibilityCard eligibility={profile.data.eligibility} />
        </div>
      )}
    </div>
  );
}

function NameCard({ profile }: { profile: AccountProfile }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [region, setRegion] = useState<RegionDraft>({
    country: profile.region?.country ?? '',
    state: profile.region?.state ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => apiJson<AccountProfile>('PUT', '/api/account/profile', body),
    onSuccess: (saved) => {
      setProblem(null);
      refreshAccount(saved);
      toast({ title: 'Profile saved', description: 'Your name and region are up to date.' });
    },
    onError: (error) => setProblem(describeError(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ProfileUpdate.safeParse({
      firstName,
      lastName,
      region: region.country === '' ? null : { country: region.country, state: region.state || null },
    });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error));
      return;
    }
    save.mutate(parsed.data);
  }

  return (
    <section className="account-card" aria-labelledby="name-title">
      <h2 id="name-title" className="account-card__title">
        Name and region
      </h2>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <div className="account-form__row">
          <label className="field">
            <span className="field__label">First name</span>
            <input
              className="field__input"
              name="firstName"
              autoComplete="given-name"
              maxLength={50}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">Last name</span>
            <input
              className="field__input"
              name="lastName"
              autoComplete="family-name"
              maxLength={50}
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </label>
        </div>
        <RegionFields value={region} onChange={setRegion} />
        <p className="account-note">
          {profile.dateOfBirth
            ? `Date of birth: ${birthDate.format(new Date(`${profile.dateOfBirth}T00:00:00Z`))} (given when you registered).`
            : 'Where you live decides whether sweepstakes play is offered to you; declare it truthfully.'}
        </p>
        {problem && (
          <p className="account-error" role="alert">
            {problem}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--gold" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </section>
  );
}

function EmailCard({ profile }: { profile: AccountProfile }) {
  const openDialog = useAuthDialog((s) => s.open);
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => apiJson<EmailStatus>('POST', '/api/account/email/verification'),
    onSuccess: (status) =>
      toast({ title: 'Link sent', description: `We sent a new link to ${status.email ?? 'your email'}.` }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Not sent', description: describeError(error) }),
  });
  const change = useMutation({
    mutationFn: (body: EmailChange) => apiJson<EmailStatus>('POST', '/api/account/email', body),
    onSuccess: (status) => {
      setProblem(null);
      setChanging(false);
      setEmail('');
      setPassword('');
      refreshAccount();
      toast({
        title: 'Email changed',
        description: `Sign in with ${status.email ?? 'it'} from now on. Follow the link we sent there to verify it.`,
      });
    },
    onError: (error) => setProblem(describeError(error)),
  });

  if (profile.isGuest)
    return (
      <section className="account-card" aria-labelledby="email-title">
        <h2 id="email-title" className="account-card__title">
          Email and password
        </h2>
        <p className="account-note">
          You are playing as a guest: there is no email or password on this account yet. Save it to keep your
          coins and progress on any device, buy coin packages and play with sweepstakes coins.
        </p>
        <div className="account-form__actions">
          <button type="button" className="btn btn--gold" onClick={() => openDialog('upgrade')}>
            Save your account
          </button>
        </div>
      </section>
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailChange.safeParse({ email, password });
    if (!parsed.success) {
      setProblem(firstProblem(parsed.error));
      return;
    }
    change.mutate(parsed.data);
  }

  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title" className="account-card__title">
        Email
      </h2>
      <p className="account-email" data-testid="profile-email">
        {profile.email}
        {profile.emailVerified ? (
          <span className="account-badge account-badge--ok">Verified</span>
        ) : (
          <span className="account-badge account-badge--warn">Unverified</span>
        )}
      </p>
      {!profile.emailVerified && (
        <div className="account-form__actions">
          <p className="account-note">Follow the link we emailed you to verify this address.</p>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Send the link again
          </button>
        </div>
      )}
      {changing ? (
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <label className="field">
            <span className="field__label">New email</span>
            <input
              className="field__input"
              name="newEmail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">Your password</span>
            <input
              className="field__input"
              name="emailPassword"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {problem && (
            <p className="account-error" role="alert">
              {problem}
            </p>
          )}
          <div className="account-form__actions">
            <button type="submit" className="btn btn--gold" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change email'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setChanging(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="account-form__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setChanging(true)}>
            Change email
          </button>
        </div>
      )}
    </section>
  );
}

/** What the declared region and the account kind mean for sweepstakes coins and purchases. */
export function EligibilityCard({ eligibility }: { eligibility: SweepsEligibilityResponse }) {
  const openDialog = useAuthDialog((s) => s.open);
  return (
    <section className="account-card" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title" className="account-card__title">
        Sweepstakes coins
      </h2>
      <div
        className={`eligibility ${eligibility.eligible ? 'eligibility--ok' : 'eligibility--no'}`}
        data-testid="eligibility"
      >
        {eligibility.eligible ? (
          <p>
            You can buy coin packages and play with sweepstakes coins from{' '}
            <strong>{eligibility.regionName}</strong>.
          </p>
        ) : (
          <p>{eligibility.message}</p>
        )}
        {eligibility.reason === 'guest' && (
          <div>
            <button type="button" className="btn btn--gold btn--sm" onClick={() => openDialog('upgrade')}>
              Save your account
            </button>
          </div>
        )}
      </div>
      <p className="account-note">
        Coins are for play only and have no cash value. Sweepstakes coins are never sold; see the Official
        Sweepstakes Rules.
      </p>
    </section>
  );
}
