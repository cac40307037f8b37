import type { Card, PokerDuelView } from '@casino/contracts';
import { POKER_CHALLENGE } from '@casino/games';
import { PlayingCard } from '../../components/playing-cards/playing-card';
import { EmoteBubble } from '../game-room/challenge-social-panel';
import { formatClock } from '../game-room/clock-model';
import {
  barFraction,
  barTone,
  lastHandLine,
  seatCards,
  STREET_LABELS,
  untilMs,
} from './poker-challenge-model';
import './poker-challenge-felt.css';

const BOARD_SLOTS = 5;

/**
 * The heads-up table: the opponent at the top, the viewer at the bottom (a spectator sees seat 0
 * there), the five community card slots, the pot, the blinds and their level with the next level's
 * countdown, and the action timer bar (30 s) on the seat to act. Hole cards: only the viewer's own,
 * and the ones shown at a showdown.
 */
export function PokerChallengeFelt({
  view,
  names,
  mySeat,
  ownCards,
  gameNow,
  playing,
  waiting,
}: {
  view: PokerDuelView;
  names: [string, string];
  mySeat: 0 | 1 | null;
  ownCards: Card[];
  gameNow: number;
  playing: boolean;
  /** Before both pressed Start Challenge: the first hand is not shown yet. */
  waiting: boolean;
}) {
  const bottom: 0 | 1 = mySeat ?? 0;
  const top: 0 | 1 = bottom === 0 ? 1 : 0;
  const between = view.street === 'between';
  const board = view.board.length > 0 || !between ? view.board : (view.lastHand?.board ?? []);
  const levelLeft = untilMs(view.nextLevelAt, gameNow);
  const result = lastHandLine(view, names, mySeat);
  // The hand on the table has ended (between hands, or the match ended on it): its result shows.
  const handOver = between || view.lastHand?.handNumber === view.handNumber;

  const seat = (s: 0 | 1, where: 'top' | 'bottom') => {
    const cards = seatCards(view, s, s === mySeat ? ownCards : [], waiting);
    return (
      <PokerSeatBox
        key={s}
        seat={s}
        where={where}
        name={s === mySeat ? `${names[s]} (you)` : names[s]}
        stack={view.stacks[s]}
        bet={view.bets[s]}
        dealer={view.button === s}
        cards={cards}
        toAct={playing && view.toAct === s}
        actionLeft={playing && view.toAct === s ? untilMs(view.actionDeadline, gameNow) : 0}
        lastAction={view.lastAction?.seat === s ? view.lastAction : null}
      />
    );
  };

  return (
    <div className="pc-felt" data-testid="pc-felt" data-street={view.street}>
      {seat(top, 'top')}
      <div className="pc-felt__centre">
        <p className="pc-felt__street" data-testid="pc-street">
          {STREET_LABELS[view.street]}
          {view.handNumber > 0 && <span> · Hand #{view.handNumber}</span>}
        </p>
        <div className="pc-board" role="group" aria-label="Community cards" data-testid="pc-board">
          {Array.from({ length: BOARD_SLOTS }, (_, i) => {
            const card = board[i];
            return card ? (
              <PlayingCard key={`${i}-${card.rank}${card.suit}`} card={card} size="md" index={i} />
            ) : (
              <span key={`slot-${i}`} className="card-slot casino-card--md" aria-hidden="true" />
            );
          })}
        </div>
        <p className="pc-felt__pot" data-testid="pc-pot">
          Pot <strong>{view.pot}</strong>
        </p>
        <p className="pc-felt__blinds" data-testid="pc-blinds">
          Blinds {view.blinds.small}/{view.blinds.big} · Level {view.level} of{' '}
          {POKER_CHALLENGE.blindLevels.length}
          {view.nextLevelAt !== null && (
            <span data-testid="pc-next-level"> · next level in {formatClock(levelLeft)}</span>
          )}
        </p>
        {result && handOver && (
          <p className="pc-felt__result" data-testid="pc-hand-result" aria-live="polite">
            {result}
          </p>
        )}
      </div>
      {seat(bottom, 'bottom')}
    </div>
  );
}

const ACTION_WORDS = {
  fold: 'Fold',
  check: 'Check',
  call: 'Call',
  bet: 'Bet',
  raise: 'Raise to',
  'all-in': 'All-in',
} as const;

function PokerSeatBox({
  seat,
  where,
  name,
  stack,
  bet,
  dealer,
  cards,
  toAct,
  actionLeft,
  lastAction,
}: {
  seat: 0 | 1;
  where: 'top' | 'bottom';
  name: string;
  stack: number;
  bet: number;
  dealer: boolean;
  cards: (Card | null)[];
  toAct: boolean;
  actionLeft: number;
  lastAction: PokerDuelView['lastAction'];
}) {
  const fraction = barFraction(actionLeft);
  return (
    <div className={`pc-seat pc-seat--${where}${toAct ? ' is-acting' : ''}`} data-testid={`pc-seat-${seat}`}>
      <EmoteBubble seat={seat} />
      <div className="pc-seat__cards" role="group" aria-label={`${name}'s cards`}>
        {cards.map((card, i) => (
          <PlayingCard
            key={card ? `${card.rank}${card.suit}` : `back-${i}`}
            card={card}
            size="sm"
            index={i}
          />
        ))}
      </div>
      <div className="pc-seat__info">
        <span className="pc-seat__name">
          {name}
          {dealer && (
            <span className="pc-dealer" title="Dealer button (small blind)">
              D
            </span>
          )}
        </span>
        <span className="pc-seat__stack" data-testid={`pc-stack-${seat}`}>
          {stack} chips
        </span>
        {bet > 0 && <span className="pc-seat__bet">Bet {bet}</span>}
        {lastAction && (
          <span className="pc-seat__last">
            {ACTION_WORDS[lastAction.action]}
            {lastAction.amount > 0 && lastAction.action !== 'fold' && lastAction.action !== 'check'
              ? ` ${lastAction.amount}`
              : ''}
          </span>
        )}
      </div>
      {toAct && (
        <div
          className={`pc-timer pc-timer--${barTone(fraction)}`}
          role="timer"
          aria-label={`${Math.ceil(actionLeft / 1000)} seconds to act`}
          data-testid="pc-action-timer"
        >
          <span style={{ transform: `scaleX(${fraction})` }} />
        </div>
      )}
    </div>
  );
}
