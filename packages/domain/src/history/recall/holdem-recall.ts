import type { Database, Kysely } from '@casino/db';
import { cardToString, isCardId, type CardId, type StoredHandHistory, type Street } from '@casino/engine';
import { finishedHandHistory } from '../../games/holdem/hand-records.js';
import { formatMoney } from '../../money.js';
import {
  cardsOf,
  cardsText,
  isNumber,
  isRecord,
  isString,
  step,
  type GameData,
  type RecallStep,
  type RoundFamily,
  textOf,
} from './recall-steps.js';

/**
 * Hold'em: the player's session of a hand (their hole cards, the board, what they showed) when the
 * hand's history is not at hand. Its deck is proven by the hand's own commitment (poker_hands), not
 * the player's seed pair: nothing to match.
 */
export const holdemRecall: RoundFamily = {
  steps(data) {
    const hole = cardsOf(data.holeCards);
    const board = cardsOf(data.board) ?? [];
    return [
      step(
        'Hand',
        `${isString(data.tableName) ? data.tableName : 'table'} hand #${textOf(data.handNumber)}, seat ${textOf(data.seat)}`,
      ),
      step('Hole cards', hole ? cardsText(hole) : 'not kept'),
      step('Board', cardsText(board)),
      step(
        'Showdown',
        data.showdown === true
          ? `shown: ${isString(data.handName) ? data.handName : 'mucked'}`
          : 'no showdown',
      ),
      step('Pot', isNumber(data.pot) ? formatMoney(BigInt(Math.trunc(data.pot))) : 'unknown'),
    ];
  },
  matches: () => false,
};

const chips = (units: number) => formatMoney(BigInt(Math.trunc(units)));
const idsText = (ids: readonly CardId[]) => ids.map(cardToString).join(' ');
const STREETS: readonly Street[] = ['pre-flop', 'flop', 'turn', 'river'];
const STREET_CARDS = { flop: [0, 3], turn: [3, 4], river: [4, 5] } as const;
const BLIND_WORDS = {
  'small-blind': 'small blind',
  'big-blind': 'big blind',
  'posted-big-blind': 'big blind',
  'dead-small-blind': 'dead small blind',
} as const;

/** A stored history with the fields the steps read, or null when it lacks them. */
function historyOf(value: unknown): StoredHandHistory | null {
  if (!isRecord(value)) return null;
  const lists = ['players', 'posts', 'actions', 'board', 'shown', 'pots', 'returned'];
  if (!lists.every((key) => Array.isArray(value[key]))) return null;
  if (!(value.board as unknown[]).every(isCardId)) return null;
  return value as unknown as StoredHandHistory;
}

/**
 * The hand as it was played at the table, from its history (only cards shown at showdown are in it,
 * and the player's own hole cards come from their session): blinds, every action street by street
 * with the board as it was dealt, what was shown and who collected which pot. The player is "You".
 */
export function holdemHistorySteps(history: StoredHandHistory, seat: number, data: GameData): RecallStep[] {
  const who = (s: number) =>
    s === seat ? 'You' : (history.players.find((p) => p.seat === s)?.name ?? `Seat ${s + 1}`);
  const steps: RecallStep[] = [
    step(
      'Hand',
      `${history.tableName} hand #${history.handNumber}: blinds ${chips(history.smallBlind)}/${chips(history.bigBlind)}, ` +
        `${history.players.length} players, you in seat ${seat + 1}`,
    ),
  ];
  for (const post of history.posts)
    steps.push(step(who(post.seat), `posts ${BLIND_WORDS[post.kind]}`, chips(post.amount)));
  const hole = cardsOf(data.holeCards);
  steps.push(step('Your hole cards', hole && hole.length > 0 ? cardsText(hole) : 'not kept'));
  // The board is dealt when the first action of its street comes, or at the end (everyone all in).
  let dealt = 0;
  const advanceTo = (target: Street) => {
    while (dealt < STREETS.indexOf(target)) {
      const next = STREETS[dealt + 1];
      if (!next || next === 'pre-flop') return;
      const [from, to] = STREET_CARDS[next];
      if (history.board.length < to) return;
      steps.push(step(next[0]!.toUpperCase() + next.slice(1), idsText(history.board.slice(from, to))));
      dealt++;
    }
  };
  for (const action of history.actions) {
    advanceTo(action.street);
    const verb = {
      fold: 'folds',
      check: 'checks',
      call: 'calls',
      bet: 'bets',
      raise: `raises to ${chips(action.to)}`,
    }[action.action];
    const tail = `${action.allIn ? ' (all in)' : ''}${action.auto === 'timeout' ? ' (timed out)' : ''}`;
    steps.push(step(who(action.seat), `${verb}${tail}`, action.amount > 0 ? chips(action.amount) : null));
  }
  advanceTo('river');
  for (const back of history.returned)
    steps.push(step(who(back.seat), 'uncalled bet returned', chips(back.amount)));
  if (history.showdown)
    for (const shown of history.shown)
      steps.push(
        step(
          `${who(shown.seat)} show${shown.seat === seat ? '' : 's'}`,
          `${idsText(shown.cards)}: ${shown.description}`,
        ),
      );
  history.pots.forEach((pot, i) => {
    const name = history.pots.length === 1 ? 'the pot' : i === 0 ? 'the main pot' : `side pot ${i}`;
    for (const winner of pot.winners)
      steps.push(
        step(`${who(winner.seat)} collect${winner.seat === seat ? '' : 's'}`, name, chips(winner.amount)),
      );
  });
  const me = history.players.find((p) => p.seat === seat);
  if (me)
    steps.push(
      step(
        'Your chips',
        `${chips(me.startStack)} → ${chips(me.finalStack)} (${me.net >= 0 ? '+' : '-'}${chips(Math.abs(me.net))})`,
      ),
    );
  return steps;
}

/** A hold'em session's hand as it was played, read from the hand's history; null when it is not found. */
export async function holdemHandOf(
  db: Kysely<Database>,
  data: GameData,
): Promise<{ history: StoredHandHistory; seat: number } | null> {
  if (!isNumber(data.tableId) || !isNumber(data.handNumber) || !isNumber(data.seat)) return null;
  const history = historyOf(await finishedHandHistory(db, data.tableId, data.handNumber));
  return history ? { history, seat: data.seat } : null;
}
