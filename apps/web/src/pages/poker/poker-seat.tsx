import { formatCents } from '../../components/games/money';
import { COIN_MARK, netLabel, type CoinMark } from './coin-labels';
import { PlayingCard } from '../../components/playing-cards/playing-card';
import { ActionTimer } from './action-timer';
import { cardOfCode } from './poker-cards';
import type { EmptySeatView, PlayerSeatView, SeatCards } from './poker-view-model';

function SeatCardsRow({ cards, name }: { cards: SeatCards; name: string }) {
  if (cards.kind === 'none')
    return <div className="poker-seat__cards poker-seat__cards--none" aria-hidden="true" />;
  if (cards.kind === 'backs') {
    return (
      <div
        className="poker-seat__cards"
        role="group"
        aria-label={`${name}'s cards, face down`}
        data-testid="seat-cards-hidden"
      >
        <PlayingCard card={null} size="sm" />
        <PlayingCard card={null} size="sm" index={1} />
      </div>
    );
  }
  return (
    <div
      className="poker-seat__cards poker-seat__cards--face"
      role="group"
      aria-label={`${name}'s cards`}
      data-testid="seat-cards-face"
      data-codes={cards.codes.join(' ')}
    >
      {cards.codes.map((code, i) => {
        const card = cardOfCode(code);
        return card ? <PlayingCard key={code} card={card} size="sm" index={i} /> : null;
      })}
    </div>
  );
}

/** One occupied seat: cards, name, chips, dealer and blind markers, last action, the acting timer. */
export function PokerSeat({
  seat,
  deadline,
  timerScaleMs,
  mark = COIN_MARK,
}: {
  seat: PlayerSeatView;
  deadline: number;
  timerScaleMs: number;
  /** The table's currency mark: its chips are that currency's. */
  mark?: CoinMark;
}) {
  const classes = [
    'poker-seat',
    `poker-seat--${seat.status}`,
    seat.isMe && 'is-me',
    seat.isActing && 'is-acting',
    seat.isWinner && 'is-winner',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      style={{ left: `${seat.spot.x}%`, top: `${seat.spot.y}%` }}
      data-testid="poker-seat"
      data-seat={seat.position}
      data-me={seat.isMe ? 'true' : undefined}
      aria-label={`Seat ${seat.position + 1}: ${seat.name}${seat.isMe ? ' (you)' : ''}`}
      role="group"
    >
      <SeatCardsRow cards={seat.cards} name={seat.isMe ? 'Your' : seat.name} />
      <div className="poker-seat__plate">
        {seat.isDealer && (
          <span className="poker-seat__dealer" title="Dealer button" aria-label="Dealer">
            D
          </span>
        )}
        <span className="poker-seat__name">{seat.name}</span>
        <span className="poker-seat__chips" data-testid="seat-chips">
          {formatCents(seat.chips)}
          <span className="coin-mark"> {mark}</span>
        </span>
        {seat.streetBet > 0 && <span className="poker-seat__bet">Bet {formatCents(seat.streetBet)}</span>}
        <span className="poker-seat__tags">
          {seat.isMe && <span className="poker-tag poker-tag--you">You</span>}
          {seat.blind && (
            <span className={`poker-tag poker-tag--${seat.blind.toLowerCase()}`}>{seat.blind}</span>
          )}
          {seat.statusLabel && <span className="poker-tag poker-tag--status">{seat.statusLabel}</span>}
          {seat.isWinner && (
            <span className="poker-tag poker-tag--win" data-testid="seat-win">
              Won{seat.winNet !== null ? ` ${netLabel(seat.winNet)}` : ''}
            </span>
          )}
        </span>
        {seat.isActing && (
          <ActionTimer deadline={deadline} scaleMs={timerScaleMs} label={`${seat.name}'s time to act`} />
        )}
      </div>
      {(seat.handDescription || seat.lastAction) && (
        <span className="poker-seat__action" data-testid="seat-last-action">
          {seat.handDescription || seat.lastAction}
        </span>
      )}
    </div>
  );
}

/** An empty seat; a spectator may take it. */
export function EmptySeat({ seat, onSit }: { seat: EmptySeatView; onSit?: (position: number) => void }) {
  return (
    <div
      className="poker-seat poker-seat--empty"
      style={{ left: `${seat.spot.x}%`, top: `${seat.spot.y}%` }}
      data-testid="poker-empty-seat"
    >
      {onSit ? (
        <button
          type="button"
          className="poker-seat__sit"
          onClick={() => onSit(seat.position)}
          aria-label={`Sit down in seat ${seat.position + 1}`}
        >
          Sit here
        </button>
      ) : (
        <span className="poker-seat__open">Seat {seat.position + 1}</span>
      )}
    </div>
  );
}

/** The chips a seat has put in on this street, between the seat and the pot. */
export function SeatBet({ seat }: { seat: PlayerSeatView }) {
  if (seat.streetBet <= 0) return null;
  return (
    <span
      className="poker-bet"
      style={{ left: `${seat.spot.betX}%`, top: `${seat.spot.betY}%` }}
      data-testid="seat-bet"
    >
      <span className="poker-bet__chip" aria-hidden="true" />
      {formatCents(seat.streetBet)}
    </span>
  );
}
