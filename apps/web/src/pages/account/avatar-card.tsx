import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BUNDLED_AVATARS,
  bundledAvatarUrl,
  type AccountProfile,
  type AvatarResponse,
  type CurrentUser,
} from '@casino/contracts';
import { refreshAccount } from '../../api/account-queries';
import { describeError } from '../../api/error-message';
import { apiJson } from '../../api/http-client';
import { UserAvatar } from '../../components/header/user-avatar';
import { avatarFileProblem, base64Of } from './account-model';

/** The avatar: one of the app's own, a picture of the player's (checked by the server), or initials. */
export function AvatarCard({ profile, user }: { profile: AccountProfile; user: CurrentUser }) {
  const [problem, setProblem] = useState<string | null>(null);
  const done = (answer: AvatarResponse) => {
    setProblem(null);
    refreshAccount({ ...profile, profileImageUrl: answer.profileImageUrl });
  };
  const choose = useMutation({
    mutationFn: (avatar: string | null) => apiJson<AvatarResponse>('PUT', '/api/account/avatar', { avatar }),
    onSuccess: done,
    onError: (error) => setProblem(describeError(error)),
  });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      apiJson<AvatarResponse>('POST', '/api/account/avatar/upload', { image: await base64Of(file) }),
    onSuccess: done,
    onError: (error) => setProblem(describeError(error)),
  });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = avatarFileProblem(file);
    if (why) {
      setProblem(why);
      return;
    }
    upload.mutate(file);
  }

  const current = profile.profileImageUrl;
  const busy = choose.isPending || upload.isPending;
  return (
    <section className="account-card" aria-labelledby="avatar-title">
      <h2 id="avatar-title" className="account-card__title">
        Avatar
      </h2>
      <div className="avatar-current">
        <span data-testid="profile-avatar">
          <UserAvatar user={{ ...user, profileImageUrl: current }} size="xl" />
        </span>
        <p className="account-note">
          Other players see it beside your name. Pick one of ours, or upload a PNG, JPEG or WebP picture of up
          to 200 KB (32 to 1024 pixels a side); we remove location and camera data from it.
        </p>
      </div>
      <ul className="avatar-choices" aria-label="Our avatars">
        {BUNDLED_AVATARS.map((avatar) => (
          <li key={avatar.id}>
            <button
              type="button"
              className="avatar-choice"
              aria-pressed={current === bundledAvatarUrl(avatar.id)}
              aria-label={avatar.label}
              title={avatar.label}
              disabled={busy}
              onClick={() => choose.mutate(avatar.id)}
            >
              <img src={bundledAvatarUrl(avatar.id)} alt="" width={48} height={48} />
            </button>
          </li>
        ))}
      </ul>
      <div className="account-form__actions">
        <label className="avatar-upload">
          <input type="file" accept="image/png,image/jpeg,image/webp" onChange={onFile} disabled={busy} />
          <span className="btn btn--purple btn--sm" aria-hidden="true">
            {upload.isPending ? 'Uploading…' : 'Upload a picture'}
          </span>
          <span className="visually-hidden">Upload a picture</span>
        </label>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy || current === null}
          onClick={() => choose.mutate(null)}
        >
          Use my initials
        </button>
      </div>
      {problem && (
        <p className="account-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
