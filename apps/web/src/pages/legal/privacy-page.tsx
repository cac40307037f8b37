import { Link } from 'react-router-dom';
import { BRAND } from '../../lib/brand';
import { LEGAL_UPDATED } from './terms-page';
import '../../styles/page-kit.css';
import './legal.css';

/** What we keep, why, and for how long (kept in step with what the code does). */
const DATA = [
  {
    what: 'Account: email, password, first and last name, date of birth',
    why: 'To sign you in, prove you are 18 or older, and show your name to other players',
    kept: 'While the account is open; name, email and date of birth are erased when you close it',
  },
  {
    what: 'Your region (country, and state in the US)',
    why: 'Sweepstakes play, purchases and redemption are not offered everywhere',
    kept: 'While the account is open, and with the records below afterwards',
  },
  {
    what: 'Balances, every ledger movement, game rounds and their fairness data, purchases',
    why: 'To run the games and the money, answer “what happened to my coins?”, and meet record-keeping law',
    kept: 'Kept after an account is closed, as the law requires of sweepstakes and payment records',
  },
  {
    what: 'Sessions: the address and browser each sign-in came from',
    why: 'To keep you signed in, show you your active sessions and detect account takeover',
    kept: 'Until the session ends: 12 hours unused or 7 days at most, then deleted',
  },
  {
    what: 'Avatar picture you upload',
    why: 'Other players see it beside your name',
    kept: 'Until you replace or remove it, or close the account; location and camera data are removed on upload',
  },
  {
    what: 'Friends, blocks, invites, feed items, shares and referrals',
    why: 'The social features you use',
    kept: 'While the account is open',
  },
  {
    what: 'Emails we send you (outbox)',
    why: 'Verification, password reset, security notices and, if you opt in, offers',
    kept: 'Kept to show delivery and retry failures',
  },
  {
    what: 'Your preferences: feed visibility, name on leaderboards, notifications, marketing, sound',
    why: 'To respect your choices on every device',
    kept: 'While the account is open; the date you opted in or out of marketing is recorded',
  },
] as const;

/** /privacy: the privacy policy of this product. */
export function PrivacyPage() {
  return (
    <article className="legal container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Rules and policies</p>
          <h1 className="page-head__title">Privacy Policy</h1>
        </div>
      </header>
      <p className="legal__updated">Last updated {LEGAL_UPDATED}</p>

      <div className="legal__summary">
        <strong>In short</strong>
        <ul>
          <li>We keep what is needed to run your account, the games and the records the law requires.</li>
          <li>We do not sell your data and we show no third-party advertising.</li>
          <li>One cookie keeps you signed in. No tracking or advertising cookies.</li>
          <li>Marketing email only if you opt in. You can close your account in Settings.</li>
        </ul>
      </div>

      <section>
        <h2>What we keep and why</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Why</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {DATA.map((row) => (
              <tr key={row.what}>
                <td>
                  <strong>{row.what}</strong>
                </td>
                <td>{row.why}</td>
                <td>{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section>
        <h2>Cookies</h2>
        <p>
          {BRAND.name} sets one cookie, <strong>casino.sid</strong>: it holds a random session id (never your
          password or any personal data), is sent only to this site (HttpOnly, SameSite=Lax, Secure over
          HTTPS), lasts until the session ends (12 hours unused, 7 days at most) and is needed to stay signed
          in. The app also keeps, in your browser&rsquo;s storage for this tab only, the referral code of a
          link you arrived with (so it can be credited when you sign up) and the table you are seated at (so
          the header can take you back to it). There are no analytics, advertising or third-party cookies, and
          the pages load nothing from other sites.
        </p>
      </section>

      <section>
        <h2>Who sees what</h2>
        <p>
          Other players see your display name (or an alias on leaderboards, if you choose), your avatar, your
          social level and, as you choose in <Link to="/settings">Settings</Link>, your feed activity
          (friends, everyone or nobody). They never see your email, date of birth, region or balances. Our
          support and admin staff see your account to help you and to keep play fair; every change they make
          is recorded. Payment details are entered with and kept by the payment provider, not by us.
        </p>
      </section>

      <section>
        <h2>Emails</h2>
        <p>
          We email you to confirm your address, reset a password, and tell you when your email or password
          changed. Friend request and game invite emails follow your notification settings. Offers and
          promotions by email are off unless you turn on marketing emails, and you can turn them off at any
          time in Settings.
        </p>
      </section>

      <section>
        <h2>Your rights and closing your account</h2>
        <p>
          You can see and correct your name, email, avatar and region on your{' '}
          <Link to="/profile">Profile</Link>, and your choices in <Link to="/settings">Settings</Link>. To
          delete your account, open <Link to="/settings">Settings</Link>, <strong>Close account</strong>, and
          confirm with your password: your sessions end at once, your name, email, date of birth, avatar,
          preferences and linked sign-in providers are erased, and the account can no longer be signed into.
          What the law makes us keep (ledger movements, game rounds, purchases and sweepstakes records) stays,
          attached to an account that no longer carries your name. A guest account holds no name or email; its
          session data is deleted when the session ends.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Passwords are stored only as scrypt hashes. Links we email carry single-use codes that expire, and
          we keep only a hash of them. Changing or resetting your password signs out your other sessions.
        </p>
      </section>

      <section>
        <h2>Changes</h2>
        <p>
          When this policy changes we update this page and its date. The{' '}
          <Link to="/terms">Terms of Service</Link> cover everything else about playing here.
        </p>
      </section>
    </article>
  );
}
