import { Link } from 'react-router-dom';
import { FREE_COINS, MINIMUM_AGE_YEARS, STARTING_GRANT, type SweepsRegions } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { BRAND } from '../../lib/brand';
import { formatCoins } from '../../lib/format-coins';
import '../../styles/page-kit.css';
import './legal.css';

export const LEGAL_UPDATED = '4 December 2026';

const SECTIONS = [
  ['who', 'Who we are and what this is'],
  ['eligibility', 'Who may play'],
  ['account', 'Your account'],
  ['coins', 'Coins'],
  ['sweeps', 'Sweepstakes coins'],
  ['purchases', 'Buying coin packages'],
  ['play', 'Fair play and game results'],
  ['conduct', 'What is not allowed'],
  ['responsible', 'Responsible gaming'],
  ['closing', 'Closing or suspending an account'],
  ['liability', 'Liability and changes'],
] as const;

/** The excluded regions as the server is configured (SWEEPS_EXCLUDED_REGIONS). */
export function ExcludedRegions() {
  const regions = useQuery<SweepsRegions>({ queryKey: ['/api/account/sweeps-regions'] });
  if (!regions.data) return <>the regions listed in the Official Sweepstakes Rules</>;
  const names = regions.data.excludedRegions.map((r) => r.name);
  if (names.length === 0) return <>no region at present</>;
  return <strong data-testid="excluded-regions">{names.join('; ')}</strong>;
}

/** /terms: the terms of service of this product, in plain words. */
export function TermsPage() {
  return (
    <article className="legal container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Rules and policies</p>
          <h1 className="page-head__title">Terms of Service</h1>
        </div>
      </header>
      <p className="legal__updated">Last updated {LEGAL_UPDATED}</p>

      <div className="legal__summary">
        <strong>In short</strong>
        <ul>
          <li>
            {BRAND.name} is a social casino for entertainment. Coins have no cash value and can never be
            cashed out.
          </li>
          <li>Sweepstakes coins are never sold: they come free, and only they can be redeemed for prizes.</li>
          <li>You must be {MINIMUM_AGE_YEARS} or older. One account per person.</li>
          <li>No purchase is necessary to play, and buying coins does not improve your chances.</li>
        </ul>
      </div>

      <ol className="legal__toc">
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ol>

      <section id="who">
        <h2>1. Who we are and what this is</h2>
        <p>
          These terms are an agreement between you and the operator of {BRAND.name} (&ldquo;we&rdquo;). By
          playing, as a guest or with an account, you accept them. {BRAND.name} offers casino-style games
          (slots, table games, live tables, poker and head-to-head challenges) played with virtual currencies.
          It is not a real-money gambling site: you cannot wager or win money with coins.
        </p>
      </section>

      <section id="eligibility">
        <h2>2. Who may play</h2>
        <p>
          You must be at least {MINIMUM_AGE_YEARS} years old, and older where the law where you live sets a
          higher age. We ask your date of birth when you register and refuse anyone under {MINIMUM_AGE_YEARS}.
          Playing with sweepstakes coins, buying coin packages and redeeming prizes are also open only to
          registered players who have declared where they live, and are not offered in <ExcludedRegions />.
          Players there keep playing with coins. You must declare your region truthfully and update it when
          you move; a false declaration voids any prize won with it.
        </p>
      </section>

      <section id="account">
        <h2>3. Your account</h2>
        <p>
          Pressing Start Playing makes a guest account with {formatCoins(STARTING_GRANT.coins)} coins and{' '}
          {formatCoins(STARTING_GRANT.sweepstakesCoins)} sweepstakes coins. Registering (email, password, date
          of birth) keeps that account and its balances. One account per person: duplicate accounts may be
          closed and their balances removed. Keep your password to yourself. You can change it, see where you
          are signed in and sign out other devices in <Link to="/settings">Settings</Link>, and reset it from
          the sign-in dialog if you forget it. We email you only from this site; a link to reset your password
          or confirm your email works once and expires.
        </p>
      </section>

      <section id="coins">
        <h2>4. Coins</h2>
        <p>
          Coins (shown as GC) are a virtual play currency. They have <strong>no cash value</strong>, cannot be
          redeemed, exchanged, sold or transferred to another player, and are not your property: they are a
          licence to use the games. You get them free (the starting grant, {formatCoins(FREE_COINS.coins)}{' '}
          coins every {FREE_COINS.intervalHours} hours, daily rewards, challenges, achievements and
          promotions) or by buying a coin package.
        </p>
      </section>

      <section id="sweeps">
        <h2>5. Sweepstakes coins</h2>
        <p>
          Sweepstakes coins (shown as SC) are <strong>never sold</strong>. They come free: with the starting
          grant, every {FREE_COINS.intervalHours} hours ({formatCoins(FREE_COINS.sweepstakesCoins)} SC), as a
          free bonus with a coin package, from promotions, and by the free alternative method of entry. How
          they are played, when they become redeemable and how a prize is claimed (including identity checks)
          are set out in the <Link to="/sweepstakes-rules">Official Sweepstakes Rules</Link>, which are part
          of these terms. No purchase is necessary, and a purchase does not increase your chance of winning.
        </p>
      </section>

      <section id="purchases">
        <h2>6. Buying coin packages</h2>
        <p>
          Registered players in a region where sweepstakes play is offered may buy coin packages. Before a
          payment is taken we show what the package contains (coins and the free sweepstakes coins) and its
          price, and you confirm. Payments are taken by our payment provider; while the built-in sandbox
          provider is in use, the store says &ldquo;Test mode&rdquo; and nothing is charged. A package is
          credited once, however many times a request is retried. Purchases are final once credited, except
          where the law gives you a right to cancel; coins cannot be refunded once played.
        </p>
      </section>

      <section id="play">
        <h2>7. Fair play and game results</h2>
        <p>
          Our servers decide every outcome with a provably fair generator you can check on the{' '}
          <Link to="/fairness">Fairness</Link> page. What the server recorded is the result: if a game
          malfunctions or a connection drops, the round is settled from our records or voided and the stakes
          returned. Game return figures are published with each game.
        </p>
      </section>

      <section id="conduct">
        <h2>8. What is not allowed</h2>
        <ul>
          <li>Using bots, scripts or any software that plays for you or reads hidden information.</li>
          <li>Colluding with other players, sharing cards or chip dumping at poker or in challenges.</li>
          <li>Exploiting a fault in the games or the site instead of reporting it.</li>
          <li>Opening more than one account, or playing for someone else.</li>
          <li>Harassing other players, or names, pictures or messages that are offensive or unlawful.</li>
        </ul>
        <p>
          We may void results obtained this way, adjust balances, and suspend or close the accounts involved.
        </p>
      </section>

      <section id="responsible">
        <h2>9. Responsible gaming</h2>
        <p>
          Play for fun and only with time you can spare. The{' '}
          <Link to="/responsible-gaming">Responsible Gaming</Link> page explains the limits you can set on
          purchases, play and session time, and how to take a break or exclude yourself.
        </p>
      </section>

      <section id="closing">
        <h2>10. Closing or suspending an account</h2>
        <p>
          You can close your account at any time in <Link to="/settings">Settings</Link>. Closing it forfeits
          its coins and any sweepstakes coins not yet redeemed, so redeem first. We may suspend an account
          that breaks these terms or the law; a suspended player cannot sign in until we reinstate the
          account.
        </p>
      </section>

      <section id="liability">
        <h2>11. Liability and changes</h2>
        <p>
          The games are provided as they are, for entertainment. To the extent the law allows, we are not
          liable for losses of virtual currency caused by outages, or for indirect losses. We may change these
          terms; we say so on this page with a new date, and continuing to play after that means you accept
          the change. How we handle your data is in the <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </article>
  );
}
