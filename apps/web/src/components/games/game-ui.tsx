import type { ReactNode } from 'react';
import { chipLabel, formatCents, type Cents } from './money';
import './games.css';

/** The banner at the top of a game page: eyebrow, title, one line, the coin balance. */
export function GamePageHeader({
  eyebrow,
  title,
  subtitle,
  balance,
  icon,
}: {
  eyebrow: string;
  title: ReactNode;
  subtitle: string;
  balance: Cents;
  icon: ReactNode;
}) {
  return (
    <header className="game-hero">
      <span className="game-hero__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="game-hero__copy">
        <p className="game-hero__eyebrow">{eyebrow}</p>
        <h1 className="game-hero__title">{title}</h1>
        <p className="game-hero__subtitle">{subtitle}</p>
      </div>
      <BalanceCard balance={balance} />
    </header>
  );
}

export function BalanceCard({ balance, compact = false }: { balance: Cents; compact?: boolean }) {
  return (
    <div className={`balance-card${compact ? ' balance-card--compact' : ''}`}>
      <span className="balance-card__label">Balance</span>
      <span className="balance-card__amount" data-testid="game-balance">
        <span className="balance-card__coin" aria-hidden="true">
          GC
        </span>
        {formatCents(balance)}
      </span>
    </div>
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
