import { Link } from 'react-router-dom';
import { describeError } from '../../api/error-message';
import { useAuth } from '../../auth/use-auth';
import { BRAND } from '../../lib/brand';
import { formatCoinAmount, formatDollars } from '../../lib/format';
import { useSweepstakesRules } from '../redeem/redeem-queries';
import '../../styles/page-kit.css';
import './sweepstakes-rules.css';

/** "1" → "once", "2" → "2 times", "1.5" → "1.5 times". */
const timesText = (multiple: number) => (multiple === 1 ? 'once' : `${multiple} times`);

/**
 * /sweepstakes-rules: the Official Sweepstakes Rules, open signed out too. Every number on it comes
 * from GET /api/sweepstakes/rules, so the page says what the server applies.
 */
export function SweepstakesRulesPage() {
  const signedIn = useAuth().user !== null;
  const { data: rules, error, isPending } = useSweepstakesRules();
  const sc = (amount: string) => formatCoinAmount(amount, 'SC');
  return (
    <div className="rules container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">{BRAND.name}</p>
          <h1 className="page-head__title">
            Official <span className="gold-text">Sweepstakes Rules</span>
          </h1>
          <p className="page-head__lead">
            <strong>No purchase necessary to enter or win.</strong> A purchase does not improve your chances
            of winning. Void where prohibited by law.
          </p>
        </div>
      </header>
      {isPending && <p className="panel">Loading the rules…</p>}
      {error && <p className="panel">{describeError(error)}</p>}
      {rules && (
        <article className="rules__body panel" data-testid="sweepstakes-rules">
          <section aria-labelledby="rules-1">
            <h2 id="rules-1">1. How the sweepstakes works</h2>
            <p>
              {BRAND.name} offers two currencies. Coins (GC) are for fun only and can never be redeemed.
              Sweepstakes coins (SC) are sweepstakes entries: they are never sold, and SC you have played
              through can be redeemed for prizes at {formatDollars(rules.prizeValuePerCoinUsd)} per
              sweepstakes coin.
            </p>
          </section>
          <section aria-labelledby="rules-2">
            <h2 id="rules-2">2. Eligibility</h2>
            <p>
              Open to individuals who are at least {rules.minimumAge} years old, with a registered account.
              Guests cannot redeem prizes or request mail-in entries.{' '}
              {rules.excludedRegions.length > 0 ? (
                <>
                  The sweepstakes is not offered to residents of these regions:{' '}
                  <span data-testid="excluded-regions">{rules.excludedRegions.join(', ')}</span>.
                </>
              ) : (
                'No region is excluded at present, except where the sweepstakes is prohibited by law.'
              )}
            </p>
          </section>
          <section aria-labelledby="rules-3">
            <h2 id="rules-3">3. How to get sweepstakes coins</h2>
            <ul>
              <li>{sc(rules.startingSweepstakesCoins)} free when you join.</li>
              <li>
                {sc(rules.freeCoins.sweepstakesCoins)} free every {rules.freeCoins.intervalHours} hours with
                the free coins in the Coin Store.
              </li>
              <li>As a free bonus with a coin package (the coins are what you buy; the SC are given).</li>
              <li>From promotions, and from our team as an adjustment.</li>
              <li>By mail, with no purchase at all: {sc(rules.amoe.coinsPerEntry)} per entry (section 4).</li>
            </ul>
          </section>
          <section aria-labelledby="rules-4">
            <h2 id="rules-4">4. Free alternative method of entry (mail-in)</h2>
            <ol>
              <li>
                Signed in, open {signedIn ? <Link to="/redeem">Redeem</Link> : 'the Redeem page'} and request
                a mail-in entry code ({rules.amoe.dailyLimit} a day at most; each code is unique).
              </li>
              <li>
                Hand-write on a plain card or sheet of paper your full name, the email address of your account
                and the code.
              </li>
              <li>
                Mail it in a stamped envelope to: <address>{rules.amoe.mailingAddress}</address>
              </li>
              <li>
                When it is received we enter the code and credit {sc(rules.amoe.coinsPerEntry)} to its
                account, once: a code never pays twice. Entries that are mechanically reproduced, illegible or
                incomplete are not credited.
              </li>
            </ol>
          </section>
          <section aria-labelledby="rules-5">
            <h2 id="rules-5">5. Playthrough</h2>
            <p data-testid="rules-playthrough">
              Every grant of sweepstakes coins must be wagered {timesText(rules.playthroughMultiple)} before
              it can be redeemed. Wagers count against your oldest grant first, and a new grant locks only its
              own coins. Sweepstakes coins you win are redeemable at once.
            </p>
          </section>
          <section aria-labelledby="rules-6">
            <h2 id="rules-6">6. Redeeming prizes</h2>
            <ul>
              <li data-testid="rules-minimum">
                The smallest redemption is {sc(rules.redemptionMinimum)} (
                {formatDollars(Number(rules.redemptionMinimum) * Number(rules.prizeValuePerCoinUsd))}).
              </li>
              <li>
                You must verify your identity first: legal name, date of birth, address and an identity
                document, checked by {rules.kycProvider.displayName}.
                {rules.kycProvider.sandbox
                  ? ' This installation uses the sandbox: no real check is made.'
                  : ''}
              </li>
              <li>
                One request at a time. The amount leaves your balance when you ask; until our team decides,
                you can cancel it and get it back. A rejected request is returned with the reason.
              </li>
              <li>
                Approved prizes are paid by {rules.payoutProvider.displayName}.
                {rules.payoutProvider.sandbox ? ' This installation uses the sandbox: no money is sent.' : ''}
              </li>
            </ul>
          </section>
          <p className="rules__back">
            <Link to="/">{signedIn ? 'Back to the casino' : `Go to ${BRAND.name}`}</Link>
          </p>
        </article>
      )}
    </div>
  );
}
