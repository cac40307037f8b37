import { Link } from 'react-router-dom';
import { formatCoinAmount } from '../../lib/format';
import { AmoePanel } from './amoe-panel';
import { KycPanel } from './kyc-panel';
import { PlaythroughPanel } from './playthrough-panel';
import { RedemptionHistory, RedemptionRequestPanel } from './redemption-panels';
import { usePlaythrough } from './redeem-queries';
import '../../styles/page-kit.css';
import './redeem.css';

/**
 * /redeem: the sweepstakes balance and what of it is redeemable (each grant's playthrough), the
 * identity check, redemption requests and their history, and the free mail-in entry (issue 18).
 */
export function RedeemPage() {
  return (
    <div className="redeem container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Prizes</p>
          <h1 className="page-head__title">
            Redeem <span className="gold-text">sweepstakes coins</span>
          </h1>
          <p className="page-head__lead">
            Sweepstakes coins you have played through can be redeemed for prizes. No purchase is necessary:{' '}
            <Link to="/sweepstakes-rules">Official Sweepstakes Rules</Link>.
          </p>
        </div>
      </header>
      <BalanceStrip />
      <div className="redeem__grid">
        <div className="redeem__request">
          <RedemptionRequestPanel />
        </div>
        <div className="redeem__kyc">
          <KycPanel />
        </div>
        <div className="redeem__history">
          <RedemptionHistory />
        </div>
        <div className="redeem__playthrough">
          <PlaythroughPanel />
        </div>
        <div className="redeem__amoe">
          <AmoePanel />
        </div>
      </div>
    </div>
  );
}

function BalanceStrip() {
  const { data } = usePlaythrough();
  const figures = [
    { key: 'balance', label: 'Sweepstakes coins', value: data?.sweepstakesCoins, hint: 'Your balance' },
    { key: 'redeemable', label: 'Redeemable now', value: data?.redeemable, hint: 'Played through' },
    { key: 'locked', label: 'Not played through yet', value: data?.locked, hint: 'Locked until wagered' },
  ];
  return (
    <section className="redeem-figures" aria-label="Your sweepstakes coins">
      {figures.map((f) => (
        <div key={f.key} className={`redeem-figure redeem-figure--${f.key}`}>
          <p className="redeem-figure__label">{f.label}</p>
          <p className="redeem-figure__value" data-testid={`redeem-${f.key}`}>
            {f.value === undefined ? '…' : formatCoinAmount(f.value, 'SC')}
          </p>
          <p className="redeem-figure__hint">{f.hint}</p>
        </div>
      ))}
    </section>
  );
}
