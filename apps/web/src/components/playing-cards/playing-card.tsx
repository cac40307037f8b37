import type { CSSProperties } from 'react';
import type { Card } from '@casino/contracts';
import { cardName, isRedSuit, SUIT_SYMBOLS } from './card-names';
import './playing-cards.css';

interface PlayingCardProps {
  /** null shows the back (the dealer's hole card). */
  card: Card | null;
  size?: 'sm' | 'md' | 'lg';
  /** Position in the hand, staggering the deal animation. */
  index?: number;
}

/** A playing card drawn in CSS: corner indices, a big centre pip, or the back. */
export function PlayingCard({ card, size = 'md', index = 0 }: PlayingCardProps) {
  const style = { '--deal-delay': `${index * 90}ms` } as CSSProperties;
  if (!card) {
    return (
      <span
        className={`casino-card casino-card--${size} casino-card--back`}
        style={style}
        role="img"
        aria-label="Face-down card"
      >
        <span className="casino-card__back-pattern" aria-hidden="true" />
      </span>
    );
  }
  const symbol = SUIT_SYMBOLS[card.suit];
  const tone = isRedSuit(card.suit) ? 'red' : 'black';
  return (
    <span
      className={`casino-card casino-card--${size} casino-card--${tone}`}
      style={style}
      role="img"
      aria-label={cardName(card)}
    >
      <span className="casino-card__corner" aria-hidden="true">
        <span className="casino-card__rank">{card.rank}</span>
        <span className="casino-card__suit">{symbol}</span>
      </span>
      <span className="casino-card__pip" aria-hidden="true">
        {['J', 'Q', 'K'].includes(card.rank) ? (
          <span className="casino-card__face">{card.rank}</span>
        ) : (
          symbol
        )}
      </span>
      <span className="casino-card__corner casino-card__corner--bottom" aria-hidden="true">
        <span className="casino-card__rank">{card.rank}</span>
        <span className="casino-card__suit">{symbol}</span>
      </span>
    </span>
  );
}

/** A row of cards, overlapping slightly, with an empty slot outline while there are none. */
export function CardHand({
  cards,
  hiddenFrom,
  size = 'md',
  label,
  placeholders = 2,
}: {
  cards: readonly Card[];
  /** Adds this many face-down cards after the visible ones (the hole card while playing). */
  hiddenFrom?: number;
  size?: 'sm' | 'md' | 'lg';
  label: string;
  placeholders?: number;
}) {
  const backs = hiddenFrom ?? 0;
  const empty = cards.length + backs === 0;
  return (
    <div className={`card-hand card-hand--${size}`} role="group" aria-label={label}>
      {empty &&
        Array.from({ length: placeholders }, (_, i) => (
          <span key={`slot-${i}`} className={`card-slot casino-card--${size}`} aria-hidden="true" />
        ))}
      {cards.map((card, i) => (
        <PlayingCard key={`${i}-${card.rank}-${card.suit}`} card={card} size={size} index={i} />
      ))}
      {Array.from({ length: backs }, (_, i) => (
        <PlayingCard key={`back-${i}`} card={null} size={size} index={cards.length + i} />
      ))}
    </div>
  );
}
