import type { AiTableRound } from '@casino/contracts';
import {
  VIDEO_POKER_HAND_NAMES,
  VIDEO_POKER_HANDS,
  type AiBlackjackMove,
  type AiVideoPokerDesign,
} from '@casino/engine';
import { PlayingCard } from '../../components/playing-cards/playing-card';

// The Game Area of generated blackjack and video poker: the server's round (cards, hands, what each
// may do next) and the moves the player sends. The table never decides anything itself.

const OUTCOME_TEXT: Record<string, string> = {
  blackjack: 'Blackjack!',
  win: 'Win',
  lose: 'Lose',
  push: 'Push',
  bust: 'Bust',
  playing: '',
};

export function BlackjackArea({
  round,
  busy,
  onMove,
}: {
  round: AiTableRound | null;
  busy: boolean;
  onMove: (move: AiBlackjackMove) => void;
}) {
  const table = round?.blackjack ?? null;
  const playing = round?.phase === 'playing';
  return (
    <div className="ai-blackjack">
      <div className="ai-blackjack__row">
        <span className="ai-blackjack__label">Dealer {table ? `· ${table.dealerValue}` : ''}</span>
        <div className="ai-cards">
          {table ? (
            <>
              {table.dealerCards.map((card, i) => (
                <PlayingCard key={i} card={card} index={i} />
              ))}
              {playing && <PlayingCard card={null} index={1} />}
            </>
          ) : (
            <span className="ai-cards__empty">Place a bet and deal.</span>
          )}
        </div>
      </div>
      {table?.hands.map((hand, h) => (
        <div key={h} className={`ai-blackjack__row${playing && h === table.activeHand ? ' is-active' : ''}`}>
          <span className="ai-blackjack__label">
            {table.hands.length > 1 ? `Hand ${h + 1}` : 'You'} ·{' '}
            {hand.soft && hand.value < 21 ? `soft ${hand.value}` : hand.value}
            {hand.outcome !== 'playing' && (
              <strong className={`ai-outcome ai-outcome--${hand.outcome}`}>
                {' '}
                {OUTCOME_TEXT[hand.outcome]}
              </strong>
            )}
          </span>
          <div className="ai-cards">
            {hand.cards.map((card, i) => (
              <PlayingCard key={i} card={card} index={i} />
            ))}
          </div>
        </div>
      ))}
      {playing && table && (
        <div className="ai-moves" role="group" aria-label="Your move">
          {(['hit', 'stand', 'double', 'split'] as const).map((move) => (
            <button
              key={move}
              type="button"
              className={`btn${table.hint === move ? ' btn--gold' : ''}`}
              disabled={
                busy || (move === 'double' && !table.canDouble) || (move === 'split' && !table.canSplit)
              }
              onClick={() => onMove(move)}
              data-testid={`ai-move-${move}`}
            >
              {move.charAt(0).toUpperCase() + move.slice(1)}
            </button>
          ))}
          {table.hint && <p className="ai-hint">The exact best play here: {table.hint}.</p>}
        </div>
      )}
    </div>
  );
}

export function PokerArea({
  round,
  design,
  held,
  onToggle,
}: {
  round: AiTableRound | null;
  design: AiVideoPokerDesign;
  held: readonly boolean[];
  onToggle: (index: number) => void;
}) {
  const table = round?.poker ?? null;
  const holding = round?.phase === 'playing';
  const rows: Array<[string, number]> = [...VIDEO_POKER_HANDS]
    .reverse()
    .filter((hand) => design.paytable[hand] > 0)
    .map((hand) => [VIDEO_POKER_HAND_NAMES[hand], design.paytable[hand]]);
  return (
    <div className="ai-poker">
      <table className="ai-paytable ai-paytable--poker">
        <caption>Pays per unit bet</caption>
        <tbody>
          {rows.map(([name, pays]) => (
            <tr key={name} className={table && !holding && table.hand === name ? 'is-hit' : ''}>
              <th scope="row">{name}</th>
              <td>{pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ai-cards ai-cards--poker">
        {table ? (
          table.cards.map((card, i) => (
            <button
              key={i}
              type="button"
              className={`ai-hold${held[i] ? ' is-held' : ''}`}
              disabled={!holding}
              aria-pressed={held[i] ?? false}
              onClick={() => onToggle(i)}
              data-testid={`ai-hold-${i}`}
            >
              <PlayingCard card={card} index={i} />
              <span className="ai-hold__label">{held[i] ? 'HELD' : holding ? 'Hold' : ''}</span>
            </button>
          ))
        ) : (
          <span className="ai-cards__empty">Place a bet and deal five cards.</span>
        )}
      </div>
      {table && (
        <p className="ai-area__result">
          {holding
            ? `Dealt: ${table.hand}`
            : `${table.hand}${table.multiplier > 0 ? ` pays ${table.multiplier}x` : ''}`}
        </p>
      )}
    </div>
  );
}
