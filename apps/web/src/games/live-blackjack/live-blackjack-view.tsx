import { useEffect, useState } from 'react';
import { ChipRack, StakeCurrency } from '../../components/games/game-ui';
import { formatCents, toMoneyString } from '../../components/games/money';
import { CardHand } from '../../components/playing-cards/playing-card';
import { newClientBetId, type LiveGameViewProps } from '../../pages/live-casino/live-game-view';
import {
  buttonsOf,
  cardsOf,
  dealerText,
  handText,
  holeCardHidden,
  seatBetKind,
  seatLabel,
  seatsAround,
  seatStakeOnBoard,
  tableChips,
  turnSecondsLeft,
  type LiveSeat,
} from './live-blackjack-model';
import './live-blackjack.css';

/** The turn clock, counted down on server time. */
function useSecondsLeft(turnEndsAt: number, clockOffsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (turnEndsAt <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [turnEndsAt]);
  return turnSecondsLeft(turnEndsAt, now, clockOffsetMs);
}

function SeatBox({
  seat,
  taken,
  userId,
  inTurn,
  turnHand,
  secondsLeft,
  betKind,
  boardStake,
  chip,
  onBet,
}: {
  seat: number;
  taken: LiveSeat | null;
  userId: string;
  inTurn: boolean;
  turnHand: number;
  secondsLeft: number;
  betKind: 'seat' | 'behind' | null;
  /** The seat bets on it before the deal. */
  boardStake: number;
  chip: number;
  onBet: (seat: number, behind: boolean) => void;
}) {
  const mine = taken?.userId === userId;
  const behindTotal = taken?.behind.reduce((sum, b) => sum + b.amount, 0) ?? 0;
  const myBehind =
    taken?.behind.filter((b) => b.userId === userId).reduce((sum, b) => sum + b.amount, 0) ?? 0;
  const classes = ['lbj-seat', mine ? 'is-mine' : '', inTurn ? 'is-turn' : '', taken ? '' : 'is-open'];
  return (
    <li className={classes.filter(Boolean).join(' ')} aria-label={seatLabel(taken, seat, userId)}>
      <div className="lbj-seat__head">
        <span className="lbj-seat__name">{seatLabel(taken, seat, userId)}</span>
        {inTurn && (
          <span className="lbj-seat__clock" aria-label={`${secondsLeft} seconds left`}>
            {secondsLeft}s
          </span>
        )}
      </div>
      <div className="lbj-seat__hands">
        {taken?.hands.map((hand, i) => (
          <div key={i} className={`lbj-hand${inTurn && i === turnHand ? ' is-turn' : ''} is-${hand.status}`}>
            <CardHand
              cards={cardsOf(hand.cards)}
              size="sm"
              label={`${seatLabel(taken, seat, userId)}, hand ${i + 1}`}
            />
            <span className="lbj-hand__total">{handText(hand)}</span>
            <span className="lbj-hand__bet">
              {formatCents(hand.bet)}
              {hand.doubled ? ' (doubled)' : ''}
            </span>
          </div>
        ))}
      </div>
      <div className="lbj-seat__bets">
        {taken && taken.hands.length === 0 && boardStake > 0 && <span>Bet {formatCents(boardStake)}</span>}
        {taken && taken.insurance > 0 && <span>Insured {formatCents(taken.insurance)}</span>}
        {behindTotal > 0 && (
          <span className="lbj-seat__behind">
            Behind {formatCents(behindTotal)}
            {myBehind > 0 ? ` (yours ${formatCents(myBehind)})` : ''}
          </span>
        )}
      </div>
      {betKind && (
        <button
          type="button"
          className="btn btn--sm lbj-seat__bet"
          onClick={() => onBet(seat, betKind === 'behind')}
        >
          {betKind === 'behind'
            ? `Behind ${formatCents(chip)}`
            : taken
              ? `Add ${formatCents(chip)}`
              : `Sit ${formatCents(chip)}`}
        </button>
      )}
    </li>
  );
}

/**
 * Live blackjack at the shared table page: the dealer's hand, the seven seats (yours highlighted,
 * bets behind shown), the chips to claim a seat or bet behind one during the window, and the
 * Hit / Stand / Double / Split / Insurance buttons, enabled only for the moves the room accepts.
 */
export function LiveBlackjackView({
  snapshot,
  userId,
  send,
  spectating,
  clockOffsetMs,
  balance,
}: LiveGameViewProps) {
  const chips = tableChips(snapshot.minBet, snapshot.maxBet);
  const [chip, setChip] = useState(chips[0] ?? snapshot.minBet);
  const secondsLeft = useSecondsLeft(snapshot.turnEndsAt, clockOffsetMs);
  const buttons = buttonsOf(snapshot, userId, spectating);
  const hidden = holeCardHidden(snapshot);
  const act = (move: 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance') =>
    send('action', { roundNumber: snapshot.roundNumber, move });
  const bet = (seat: number, behind: boolean) =>
    send('bet', {
      game: 'live-blackjack',
      clientBetId: newClientBetId(),
      currency: snapshot.currency,
      seat,
      behind,
      amount: toMoneyString(chip),
    });
  const insuranceAsked = buttons.insurance;
  // The move buttons show while the round plays at a seat of the viewer's.
  const seated = snapshot.seats.some((s) => s.userId === userId && s.hands.length > 0);
  const dealerValue = dealerText(snapshot.dealerCards);

  return (
    <section className="lbj" aria-label="Live blackjack table">
      <div className="lbj-dealer">
        <span className="lbj-dealer__label">Dealer{dealerValue ? ` · ${dealerValue}` : ''}</span>
        <CardHand cards={cardsOf(snapshot.dealerCards)} hiddenFrom={hidden ? 1 : 0} label="Dealer's cards" />
        <span className="lbj-dealer__rules">
          Dealer stands on all 17s · Blackjack pays 3:2 · Insurance pays 2:1
        </span>
      </div>

      <ol className="lbj-seats">
        {seatsAround(snapshot).map(({ seat, taken }) => (
          <SeatBox
            key={seat}
            seat={seat}
            taken={taken}
            userId={userId}
            inTurn={snapshot.turnSeat === seat}
            turnHand={snapshot.turnHand}
            secondsLeft={secondsLeft}
            betKind={chip <= balance ? seatBetKind(snapshot, seat, userId, spectating) : null}
            boardStake={seatStakeOnBoard(snapshot.board, seat)}
            chip={chip}
            onBet={bet}
          />
        ))}
      </ol>

      {!spectating && (
        <div className="lbj-controls">
          {snapshot.phase === 'betting' && (
            <>
              <ChipRack chips={chips} selected={chip} onSelect={setChip} />
              <StakeCurrency currency={snapshot.currency} />
              {chip > balance && <p className="lbj-controls__note">Insufficient Balance</p>}
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => send('cancelBets', {})}>
                Cancel bets
              </button>
            </>
          )}
          {insuranceAsked && (
            <div className="lbj-actions" role="group" aria-label="Insurance">
              <span className="lbj-actions__ask">Insurance? ({secondsLeft}s)</span>
              <button type="button" className="btn btn--gold" onClick={() => act('insurance')}>
                Insurance
              </button>
              <button type="button" className="btn" onClick={() => act('no-insurance')}>
                No insurance
              </button>
            </div>
          )}
          {seated && snapshot.phase === 'playing' && !insuranceAsked && (
            <div className="lbj-actions" role="group" aria-label="Your move">
              <button
                type="button"
                className="btn btn--gold"
                disabled={!buttons.hit}
                onClick={() => act('hit')}
              >
                Hit
              </button>
              <button type="button" className="btn" disabled={!buttons.stand} onClick={() => act('stand')}>
                Stand
              </button>
              <button type="button" className="btn" disabled={!buttons.double} onClick={() => act('double')}>
                Double
              </button>
              <button type="button" className="btn" disabled={!buttons.split} onClick={() => act('split')}>
                Split
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
