import { useLocation } from 'react-router-dom';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { SocialOutcome } from '../../components/social-sign-in/social-outcome';
import { signedInPageTitle } from '../../routes/route-table';
import type { PlayAction } from './play-action';

/**
 * A signed-out visitor who followed a link to a player page (/poker, /slots?game=7) sees the landing
 * page with this prompt. Signing in, registering or starting as a guest reloads the page in place,
 * so they land on that path with its query.
 */
export function SignInPrompt({ play }: { play: PlayAction }) {
  const { pathname } = useLocation();
  const openDialog = useAuthDialog((s) => s.open);
  const title = signedInPageTitle(pathname);
  if (!title) return null;
  return (
    <section
      className="sign-in-prompt container"
      aria-labelledby="sign-in-prompt-title"
      data-testid="sign-in-prompt"
    >
      <div>
        <h2 id="sign-in-prompt-title" className="sign-in-prompt__title">
          Sign in to open {title}
        </h2>
        <p className="sign-in-prompt__text">You will land right back on this page.</p>
        <SocialOutcome />
      </div>
      <div className="sign-in-prompt__actions">
        <button type="button" className="btn btn--gold" onClick={() => openDialog('login')}>
          Sign in
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => openDialog('register')}>
          Create account
        </button>
        <button
          type="button"
          className="btn btn--link"
          onClick={() => play.start()}
          disabled={play.isPending}
        >
          Play as guest
        </button>
      </div>
    </section>
  );
}
