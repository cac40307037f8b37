import { useState } from 'react';
import type {
  BlackjackDuelMove,
  BlackjackDuelPrivateView,
  BlackjackDuelRound,
  BlackjackDuelView,
} from '@casino/contracts';
import { CardHand } from '../../components/playing-cards/playing-card';
import { handTotalText } from '../blackjack/blackjack-outcome';
import {
  betChips,
  betLimitsFor,
  chipsNetText,
  clampBet,
  handButtonsOf,
  handCounterText,
  handsPercent,
  netTone,
  raceOf,
  stepBet,
  type BetLimits,
} from './blackjack-duel-model';
import './blackjack-duel.css';

/** The floor's outcomes in words (the duel's hands carry them as plain strings). */
const OUTCOME_WORDS: Record<string, string> = {
  blackjack: 'Blackjack',
  bust: 'Bust',
  win: 'Win',
  lose: 'Lose',
  push: 'Push',
};

/**
 * The blackjack duel: both players play the same hands against the dealer at their own pace. Every
 * viewer sees the race of revealed stacks and per-hand results (a hand's results show once both
 * finished it); a player also sees their own table: the bet, the dealer, their hands and buttons.
 */
export function BlackjackDuelPanel({
  view,
  privateView,
  names,
  mySeat,
  canPlay,
  onMove,
}: {
  view: BlackjackDuelView;
  privateView: BlackjackDuelPrivateView | null;
  names: [string, string];
  mySeat: 0 | 1 | null;
  canPlay: boolean;
  onMove: (move: BlackjackDuelMove) => void;
}) {
  return (
    <div className="bjd" data-testid="blackjack-duel">
      <DuelRace view={view} names={names} mySeat={mySeat} />
      {mySeat !== null && privateView && (
        <OwnTable view={view} privateView={privateView} canPlay={canPlay} onMove={onMove} />
      )}
      <ResultsStrip view={view} names={names} />
    </div>
  );
}

function DuelRace({
  view,
  names,
  mySeat,
}: {
  view: BlackjackDuelView;
  names: [string, string];
  mySeat: 0 | 1 | null;
}) {
  const order = mySeat === 1 ? raceOf(view).reverse() : raceOf(view);
  return (
    <div className="bjd-race">
      {order.map((s) => (
        <div
          key={s.seat}
          className={`bjd-race__seat${s.seat === mySeat ? ' is-me' : ''}${s.leads ? ' is-leading' : ''}`}
          data-testid={`bjd-stack-${s.seat}`}
        >
          <span className="bjd-race__name">{s.seat === mySeat ? 'You' : names[s.seat]}</span>
          <span className="bjd-race__stack">{s.stack}</span>
          <span className={`bjd-race__net bjd-net--${netTone(s.net)}`}>{chipsNetText(s.net)}</span>
          <span className="bjd-race__bar" aria-hidden="true">
            <span style={{ width: `${handsPercent(s.handsPlayed, view.hands)}%` }} />
          </span>
          <span className="bjd-race__hands">
            {s.handsPlayed} of {view.hands} hands played
          </span>
        </div>
      ))}
      <p className="bjd-race__note">
        {view.revealedThrough === 0
          ? 'A hand’s result shows once both players have played it.'
          : `Stacks after hand ${view.revealedThrough} of ${view.hands}, played by both.`}
      </p>
    </div>
  );
}

function OwnTable({
  view,
  privateView,
  canPlay,
  onMove,
}: {
  view: BlackjackDuelView;
  privateView: BlackjackDuelPrivateView;
  canPlay: boolean;
  onMove: (move: BlackjackDuelMove) => void;
}) {
  const round = privateView.round;
  const limits = betLimitsFor(privateView.stack);
  const buttons = handButtonsOf(privateView);
  const hand = privateView.hand;
  const play = (action: NonNullable<Extract<BlackjackDuelMove, { action: unknown }>['action']>) =>
    round && onMove({ hand: round.hand, action });
  const hideHole = privateView.phase === 'playing' && round !== null && !round.finished;

  return (
    <div className="bjd-table" data-testid="bjd-table" data-phase={privateView.phase}>
      <div className="bjd-table__head">
        <span className="bjd-table__counter" data-testid="bjd-hand-counter">
          {handCounterText(privateView, view.hands)}
        </span>
        <span className="bjd-table__stack" data-testid="bjd-own-stack">
          Your stack <strong>{privateView.stack}</strong>
        </span>
      </div>
      {privateView.phase === 'betting' && canPlay && (
        <BetPicker key={hand} limits={limits} onBet={(bet) => onMove({ hand, bet })} />
      )}
      {round && (
        <div className="bjd-felt">
          <div className="bjd-felt__row">
            <p className="bjd-label">
              Dealer
              {round.dealerCards.length > 0 && (
                <span className="bjd-total" data-testid="bjd-dealer-total">
                  {round.dealerValue}
                </span>
              )}
            </p>
            <CardHand
              cards={round.dealerCards}
              hiddenFrom={hideHole && round.dealerCards.length < 2 ? 1 : 0}
              label="Dealer's cards"
              size="sm"
            />
          </div>
          <div className="bjd-felt__row">
            <div className="bjd-hands">
              {round.hands.map((h, i) => (
                <div
                  key={i}
                  className={`bjd-hand${!round.finished && i === round.activeHand ? ' is-active' : ''}`}
                >
                  <CardHand cards={h.cards} size="sm" label={`Your hand ${i + 1}`} />
                  <p className="bjd-hand__meta">
                    <strong>{handTotalText(h.value, h.soft)}</strong> · bet {h.bet}
                    {OUTCOME_WORDS[h.outcome] && (
                      <span className={`bjd-badge bjd-badge--${h.outcome}`}>{OUTCOME_WORDS[h.outcome]}</span>
                    )}
                  </p>
                </div>
              ))}
            </div>
            <p className="bjd-label">You</p>
          </div>
          <RoundLine round={round} phase={privateView.phase} />
        </div>
      )}
      {privateView.phase === 'playing' && canPlay && buttons.insurance && (
        <div className="bjd-actions">
          <button type="button" className="btn btn--gold" onClick={() => play('insurance')}>
            {buttons.insurance === 'even-money' ? 'Even money' : 'Insurance'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => play('no-insurance')}>
            {buttons.insurance === 'even-money' ? 'No, play the blackjack' : 'No insurance'}
          </button>
        </div>
      )}
      {privateView.phase === 'playing' && canPlay && !buttons.insurance && (
        <div className="bjd-actions" role="group" aria-label="Your play">
          <button type="button" className="btn btn--gold" disabled={!buttons.hit} onClick={() => play('hit')}>
            Hit
          </button>
          <button
            type="button"
            className="btn btn--purple"
            disabled={!buttons.stand}
            onClick={() => play('stand')}
          >
            Stand
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!buttons.double}
            onClick={() => play('double')}
          >
            Double
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!buttons.split}
            onClick={() => play('split')}
          >
            Split
          </button>
        </div>
      )}
      {privateView.phase === 'done' && (
        <p className="bjd-table__done" role="status">
          You have played every hand. Waiting for your opponent to finish…
        </p>
      )}
    </div>
  );
}

function RoundLine({ round, phase }: { round: BlackjackDuelRound; phase: string }) {
  if (!round.finished) {
    const split = round.hands.length > 1;
    return (
      <p className="bjd-felt__line">
        {round.insurance?.decision === 'pending'
          ? 'Dealer shows an ace: insurance?'
          : split
            ? `Playing hand ${round.activeHand + 1} of ${round.hands.length}`
            : 'Hit or Stand?'}
      </p>
    );
  }
  return (
    <p className={`bjd-felt__line bjd-net--${netTone(round.net)}`} data-testid="bjd-round-net">
      Hand {round.hand + 1}: {chipsNetText(round.net)} chips
      {phase === 'betting' ? ' · bet the next hand' : ''}
    </p>
  );
}

function BetPicker({ limits, onBet }: { limits: BetLimits | null; onBet: (bet: number) => void }) {
  const [bet, setBet] = useState(() => (limits ? clampBet(50, limits) : 0));
  if (!limits) {
    return <p className="bjd-table__done">Your stack cannot cover the minimum bet.</p>;
  }
  const value = clampBet(bet, limits);
  return (
    <div className="bjd-bet" data-testid="bjd-bet">
      <div className="bjd-bet__chips" role="group" aria-label="Quick bets">
        {betChips(limits).map((chip) => (
          <button
            key={chip}
            type="button"
            className={`bjd-chip${chip === value ? ' is-active' : ''}`}
            onClick={() => setBet(chip)}
          >
            {chip}
          </button>
        ))}
      </div>
      <div className="bjd-bet__amount">
        <button
          type="button"
          className="bjd-step"
          aria-label={`${limits.step} chips less`}
          disabled={value <= limits.min}
          onClick={() => setBet(stepBet(value, -1, limits))}
        >
          −
        </button>
        <span className="bjd-bet__value" data-testid="bjd-bet-value" aria-live="polite">
          {value}
        </span>
        <button
          type="button"
          className="bjd-step"
          aria-label={`${limits.step} chips more`}
          disabled={value >= limits.max}
          onClick={() => setBet(stepBet(value, 1, limits))}
        >
          +
        </button>
        <button type="button" className="btn btn--gold btn--lg" onClick={() => onBet(value)}>
          Deal
        </button>
      </div>
      <p className="bjd-bet__limits">
        Bet {limits.min}–{limits.max} chips, in steps of {limits.step}
      </p>
    </div>
  );
}

function ResultsStrip({ view, names }: { view: BlackjackDuelView; names: [string, string] }) {
  if (view.results.length === 0) return null;
  return (
    <div className="bjd-results" data-testid="bjd-results">
      <table>
        <caption className="visually-hidden">Results per hand</caption>
        <thead>
          <tr>
            <th scope="col">Hand</th>
            <th scope="col">{names[0]}</th>
            <th scope="col">{names[1]}</th>
          </tr>
        </thead>
        <tbody>
          {view.results.map(([a, b], i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className={`bjd-net--${netTone(a)}`}>{chipsNetText(a)}</td>
              <td className={`bjd-net--${netTone(b)}`}>{chipsNetText(b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
