import { formatMoney } from '../../money.js';
import {
  isNumber,
  isRecord,
  isString,
  step,
  textOf,
  words,
  type GameData,
  type RecallStep,
} from './recall-steps.js';

// A live table round (issue 16) from the player's session: game data { live: { tableId, roundId,
// roundNumber, bets: [{ kind, spec, stake, payout }], outcome } }, stakes and payouts in minor units.
// Its fairness is the round's own seed, checked from the round's public record, not the player's pair.

const units = (v: unknown): string | null =>
  (isString(v) && /^\d{1,19}$/.test(v)) || (isNumber(v) && Number.isInteger(v) && v >= 0)
    ? formatMoney(BigInt(v))
    : null;

const cardList = (v: unknown): string => (Array.isArray(v) && v.every(isString) ? v.join(' ') : '?');

function spotText(kind: string, spec: unknown): string {
  const parts = [words(kind)];
  if (isRecord(spec)) {
    if (isNumber(spec.seat)) parts.push(`seat ${spec.seat + 1}`);
    if (isNumber(spec.value)) parts.push(String(spec.value));
    if (Array.isArray(spec.numbers)) parts.push(spec.numbers.map(textOf).join('-'));
  }
  return parts.join(' ');
}

function outcomeSteps(outcome: Record<string, unknown>, userId: string): RecallStep[] {
  if (isNumber(outcome.pocket))
    return [
      step(
        'Spin',
        `the ball lands on ${outcome.pocket} ${isString(outcome.color) ? outcome.color : ''}`.trim(),
      ),
    ];
  if (Array.isArray(outcome.playerCards) && Array.isArray(outcome.bankerCards)) {
    const winner = isString(outcome.winner) ? outcome.winner : '?';
    return [
      step('Deal', `Player ${cardList(outcome.playerCards)} · Banker ${cardList(outcome.bankerCards)}`),
      step(
        'Coup',
        `Player ${textOf(outcome.playerTotal)} · Banker ${textOf(outcome.bankerTotal)}: ${winner === 'tie' ? 'tie' : `${winner} wins`}`,
      ),
    ];
  }
  if (Array.isArray(outcome.seats)) {
    const steps: RecallStep[] = [];
    for (const seat of outcome.seats.filter(isRecord)) {
      const mine = seat.userId === userId;
      const hands = Array.isArray(seat.hands) ? seat.hands.filter(isRecord) : [];
      hands.forEach((hand, i) =>
        steps.push(
          step(
            `${mine ? 'Your seat' : 'Seat'} ${isNumber(seat.seat) ? seat.seat + 1 : '?'}${hands.length > 1 ? `, hand ${i + 1}` : ''}`,
            `${cardList(hand.cards)} (${textOf(hand.value)})${hand.doubled === true ? ', doubled' : ''}: ${textOf(hand.status)}`,
          ),
        ),
      );
    }
    steps.push(step('Dealer', `${cardList(outcome.dealerCards)} (${textOf(outcome.dealerValue)})`));
    return steps;
  }
  return [step('Outcome', JSON.stringify(outcome))];
}

/** The round's bets, what the table dealt or spun, and what each bet returned. */
export function liveTableSteps(data: GameData, userId: string): RecallStep[] | null {
  const live = data.live;
  if (!isRecord(live)) return null;
  const bets = Array.isArray(live.bets) ? live.bets.filter(isRecord) : [];
  const steps = [
    step('Table', `live table ${textOf(live.tableId)}, round ${textOf(live.roundNumber)}`),
    ...bets.map((bet) => step('Bet', spotText(textOf(bet.kind), bet.spec), units(bet.stake))),
  ];
  if (isRecord(live.outcome)) steps.push(...outcomeSteps(live.outcome, userId));
  for (const bet of bets) {
    const paid = units(bet.payout);
    steps.push(
      step(
        paid !== null && paid !== '0.00' ? 'Bet pays' : 'Bet loses',
        spotText(textOf(bet.kind), bet.spec),
        paid,
      ),
    );
  }
  return steps;
}
