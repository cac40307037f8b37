import type { CurrentUser, PlayCurrency } from '@casino/contracts';
import { BalanceDisplay } from '../header/balance-display';
import { useAuthDialog } from '../auth-dialog/auth-dialog-store';
import { toast } from '../toaster/toast-store';
import { LockIcon } from '../icons/icons';
import { sweepsLockReason, usePlayCurrency, usePlayCurrencyStore } from './play-currency-store';
import './currency-switch.css';

const OPTIONS: ReadonlyArray<{ currency: PlayCurrency; label: string }> = [
  { currency: 'coins', label: 'Play with coins (GC)' },
  { currency: 'sweeps', label: 'Play with sweepstakes coins (SC)' },
];

/**
 * The header's two balances as the switch of the currency at stake (issue 18): the pressed pill is
 * what every game plays with. A guest sees the sweepstakes pill locked, with the reason (its title,
 * and a toast offering to register when pressed).
 */
export function CurrencySwitch({ user }: { user: CurrentUser }) {
  const currency = usePlayCurrency();
  const choose = usePlayCurrencyStore((state) => state.choose);
  const openAuth = useAuthDialog((state) => state.open);
  const lock = sweepsLockReason(user);
  const amounts: Record<PlayCurrency, string> = { coins: user.balance, sweeps: user.sweepstakesCoins };

  function select(next: PlayCurrency) {
    if (next === 'sweeps' && lock) {
      toast({ title: 'Sweepstakes coins are locked', description: lock });
      if (user.isGuest) openAuth('upgrade');
      return;
    }
    choose(next);
  }

  return (
    <div
      className="currency-switch"
      role="radiogroup"
      aria-label="Currency to play with"
      data-testid="currency-switch"
    >
      {OPTIONS.map(({ currency: option, label }) => {
        const locked = option === 'sweeps' && lock !== null;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={currency === option}
            aria-disabled={locked || undefined}
            aria-label={locked ? `${label}: ${lock}` : label}
            className={`currency-switch__option${locked ? ' currency-switch__option--locked' : ''}`}
            data-testid={`currency-switch-${option}`}
            onClick={() => select(option)}
          >
            <BalanceDisplay kind={option} amount={amounts[option]} title={locked ? lock : label} />
            {locked && <LockIcon className="currency-switch__lock" width={14} height={14} />}
          </button>
        );
      })}
    </div>
  );
}
