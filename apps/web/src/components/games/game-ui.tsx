import type { ReactNode } from 'react';
import type { PlayCurrency } from '@casino/contracts';
import { currencyMark, currencyName } from '../currency-switch/play-currency-store';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../icons/icons';
import { chipLabel, formatCents, type Cents } from './money';
import './games.css';

/**
 * The title bar at the top of a game page: icon, title, the provably-fair link and the coin balance,
 * one compact row so the game and its main control are on screen when the page opens (issue 12).
 * The subtitle is kept for screen readers and wide screens only.
 */
export function GamePageHeader({
  eyebrow,
  title,
  subtitle,
  balance,
  currency = 'coins',
  icon,
  fairnessHref = '/fairness',
}: {
  eyebrow: string;
  title: ReactNode;
  subtitle: string;
  balance: Cents;
  /** The currency at stake on the page: the balance shown is that currency's. */
  currency?: PlayCurrency;
  icon: ReactNode;
  /** Where "Provably fair" leads: the Fairness page, with the game preselected where it can be. */
  fairnessHref?: string;
}) {
  return (
    <header className="game-hero" aria-label={eyebrow}>
      <span className="game-hero__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="game-hero__copy">
        <h1 className="game-hero__title">{title}</h1>
        <p className="game-hero__subtitle">{subtitle}</p>
      </div>
      <Link to={fairnessHref} className="game-hero__fair" data-testid="fairness-link">
        <ShieldIcon width={16} height={16} aria-hidden="true" />
        <span className="game-hero__fair-text">Provably fair</span>
        <span className="visually-hidden"> (check your rounds)</span>
      </Link>
      <BalanceCard balance={balance} currency={currency} compact />
    </header>
  );
}

export function BalanceCard({
  balance,
  currency = 'coins',
  compact = false,
}: {
  balance: Cents;
  currency?: PlayCurrency;
  compact?: boolean;
}) {
  return (
    <div
      className={`balance-card balance-card--${currency}${compact ? ' balance-card--compact' : ''}`}
      data-currency={currency}
    >
      <span className="balance-card__label">{currency === 'sweeps' ? 'SC balance' : 'Balance'}</span>
      <span className="balance-card__amount" data-testid="game-balance">
        <span className="balance-card__coin" aria-hidden="true">
          {currencyMark(currency)}
        </span>
        <span className="visually-hidden">{currencyName(currency)}: </span>
        {formatCents(balance)}
      </span>
    </div>
  );
}

/**
 * The currency at stake, beside a bet (issue 18: a game always shows which one it plays with):
 * "GC" for coins, "SC" for sweepstakes coins, named in full for screen readers.
 */
export function StakeCurrency({ currency }: { currency: PlayCurrency }) {
  return (
    <span
      className={`stake-currency stake-currency--${currency}`}
      data-testid="stake-currency"
      data-currency={currency}
      title={currency === 'sweeps' ? 'Playing with sweepstakes coins' : 'Playing with coins'}
    >
      {currencyMark(currency)}
      <span className="visually-hidden"> ({currencyName(currency)})</span>
    </span>
  );
}

const CHIP_TONES = ['white', 'red', 'blue', 'green', 'black', 'purple', 'gold'] as const;

/** A casino chip; its colour follows its position among the table's denominations. */
export function Chip({ value, tone, small = false }: { value: Cents; tone: number; small?: boolean }) {
  const name = CHIP_TONES[tone % CHIP_TONES.length] ?? 'white';
  return (
    <span
      className={`casino-chip casino-chip--${name}${small ? ' casino-chip--small' : ''}`}
      aria-hidden="true"
    >
      <span className="casino-chip__value">{chipLabel(value)}</span>
    </span>
  );
}

/** Chip selector: one pressed chip, the value the next click on the board places. */
export function ChipRack({
  chips,
  selected,
  onSelect,
  label = 'Chip value',
  disabled = false,
}: {
  chips: readonly Cents[];
  selected: Cents;
  onSelect: (chip: Cents) => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div className="chip-rack" role="group" aria-label={label}>
      {chips.map((chip, i) => (
        <button
          key={chip}
          type="button"
          className="chip-rack__button"
          aria-pressed={chip === selected}
          aria-label={`${chipLabel(chip)} coin chip`}
          disabled={disabled}
          onClick={() => onSelect(chip)}
        >
          <Chip value={chip} tone={i} />
        </button>
      ))}
    </div>
  );
}

/** A small labelled figure (Bet, Win, Total ...). */
export function Stat({
  label,
  value,
  tone,
}: {
  label: string;
  value: ReactNode;
  tone?: 'gold' | 'win' | 'muted';
}) {
  return (
    <div className={`game-stat${tone ? ` game-stat--${tone}` : ''}`}>
      <span className="game-stat__label">{label}</span>
      <span className="game-stat__value">{value}</span>
    </div>
  );
}

/**
 * Under a settled round: "Verify this round" (the Fairness page with the round preselected) and
 * "Recall" (the round replayed step by step on the History page).
 */
export function VerifyRoundLink({ sessionId }: { sessionId: string | null | undefined }) {
  if (!sessionId) return null;
  return (
    <span className="round-links">
      <Link
        to={`/fairness?round=${encodeURIComponent(sessionId)}`}
        className="verify-round"
        data-testid="verify-round"
      >
        <ShieldIcon width={14} height={14} aria-hidden="true" /> Verify this round
      </Link>
      <Link
        to={`/history?tab=recall&round=${encodeURIComponent(`session-${sessionId}`)}`}
        className="verify-round"
        data-testid="recall-round"
      >
        Recall
      </Link>
    </span>
  );
}
