// A hand history as readable text, in the layout of PokerStars hand histories (header, seats,
// blinds, HOLE CARDS, each street, SHOW DOWN, SUMMARY), so players and support staff read it
// like any other site's. Seats print 1-based as on those sites; hole cards appear only for hands
// shown at the showdown. Amounts are minor units printed as coins unless a formatter is given.
// The deck commitment and the players' seeds are printed; the server seed never is.
import { cardToString, type CardId } from '../../cards.js';
import { UNITS_PER_COIN } from '../../money.js';
import type { DealProof } from './committed-deck.js';
import type { HandActionRecord, HandHistory, HandPostRecord } from './hand-history.js';
import type { Street } from './table-state.js';

/**
 * A stored history: current ones carry a deal proof; hands stored before committed decks carry a
 * seed hash instead (their seed is not printed: it would rebuild every folded hand).
 */
export type StoredHandHistory = Omit<HandHistory, 'proof'> & {
  readonly proof?: DealProof;
  readonly serverSeedHash?: string;
};

export interface HandHistoryTextOptions {
  /** Minor units to text; default: coins, with two decimals only when not whole ("12", "12.50"). */
  readonly formatAmount?: (units: number) => string;
}

export function formatCoins(units: number): string {
  const whole = units % UNITS_PER_COIN === 0;
  return whole ? String(units / UNITS_PER_COIN) : (units / UNITS_PER_COIN).toFixed(2);
}

const cards = (ids: readonly CardId[]) => `[${ids.map(cardToString).join(' ')}]`;

const STREET_TITLE: Record<Exclude<Street, 'pre-flop'>, string> = {
  flop: 'FLOP',
  turn: 'TURN',
  river: 'RIVER',
};
const STREETS: readonly Street[] = ['pre-flop', 'flop', 'turn', 'river'];
const BOARD_SIZE: Record<Street, number> = { 'pre-flop': 0, flop: 3, turn: 4, river: 5 };
const FOLDED_WHEN: Record<Street, string> = {
  'pre-flop': 'folded before Flop',
  flop: 'folded on the Flop',
  turn: 'folded on the Turn',
  river: 'folded on the River',
};

function postText(post: HandPostRecord, money: (n: number) => string): string {
  const what = {
    'small-blind': 'small blind',
    'big-blind': 'big blind',
    'posted-big-blind': 'big blind',
    'dead-small-blind': 'dead small blind',
  }[post.kind];
  return `posts ${what} ${money(post.amount)}${post.allIn ? ' and is all-in' : ''}`;
}

function actionText(a: HandActionRecord, betBefore: number, money: (n: number) => string): string {
  const tail = `${a.allIn ? ' and is all-in' : ''}${a.auto === 'timeout' ? ' (timed out)' : a.auto === 'leave' ? ' (left the table)' : ''}`;
  switch (a.action) {
    case 'fold':
      return `folds${tail}`;
    case 'check':
      return `checks${tail}`;
    case 'call':
      return `calls ${money(a.amount)}${tail}`;
    case 'bet':
      return `bets ${money(a.amount)}${tail}`;
    case 'raise':
      return `raises ${money(a.to - betBefore)} to ${money(a.to)}${tail}`;
  }
}

function commitmentLine(history: StoredHandHistory): string {
  if (!history.proof)
    return `Seed hash ${history.serverSeedHash ?? 'unknown'} (dealt before committed decks)`;
  return history.proof.deckCommitment
    ? `Deck commitment ${history.proof.deckCommitment}`
    : 'Deck commitment none (dealt from a test stream)';
}

function seedsLine(proof: DealProof | undefined, who: (seat: number) => string): string | null {
  if (!proof || proof.playerSeeds.length === 0) return null;
  const seeds = proof.playerSeeds.map((s) => `${who(s.seat)} '${s.seed}'`).join(', ');
  return `Seeds ${seeds} (entropy ${proof.entropy})`;
}

export function formatHandHistory(history: StoredHandHistory, options: HandHistoryTextOptions = {}): string {
  const money = options.formatAmount ?? formatCoins;
  const name = new Map(history.players.map((p) => [p.seat, p.name]));
  const who = (seat: number) => name.get(seat) ?? `Seat ${seat + 1}`;
  const lines: string[] = [];
  const date = new Date(history.startedAt)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  lines.push(
    `Hand #${history.handId}: Hold'em No Limit (${money(history.smallBlind)}/${money(history.bigBlind)}) - ${date}`,
    `Table '${history.tableName}' ${history.maxSeats}-max Seat #${history.buttonSeat + 1} is the button`,
    commitmentLine(history),
  );
  for (const p of history.players)
    lines.push(`Seat ${p.seat + 1}: ${p.name} (${money(p.startStack)} in chips)`);
  for (const post of history.posts) lines.push(`${who(post.seat)}: ${postText(post, money)}`);
  lines.push('*** HOLE CARDS ***');
  for (const s of [...history.shown].sort((a, b) => a.seat - b.seat))
    lines.push(`Dealt to ${who(s.seat)} ${cards(s.cards)}`);

  // Board lines are printed when the first action of a street comes, or at the end for streets
  // dealt without betting (everyone all-in).
  let street: Street = 'pre-flop';
  let currentBet = history.bigBlind;
  const advanceTo = (target: Street) => {
    while (STREETS.indexOf(street) < STREETS.indexOf(target)) {
      const next = STREETS[STREETS.indexOf(street) + 1];
      if (!next || next === 'pre-flop' || history.board.length < BOARD_SIZE[next]) return;
      const before = BOARD_SIZE[street];
      lines.push(
        next === 'flop'
          ? `*** FLOP *** ${cards(history.board.slice(0, 3))}`
          : `*** ${STREET_TITLE[next]} *** ${cards(history.board.slice(0, before))} ${cards(history.board.slice(before, BOARD_SIZE[next]))}`,
      );
      street = next;
      currentBet = 0;
    }
  };
  for (const a of history.actions) {
    advanceTo(a.street);
    lines.push(`${who(a.seat)}: ${actionText(a, currentBet, money)}`);
    if (a.action === 'bet' || a.action === 'raise') currentBet = a.to;
  }
  advanceTo('river');
  for (const r of history.returned)
    lines.push(`Uncalled bet (${money(r.amount)}) returned to ${who(r.seat)}`);

  const potName = (i: number) => (history.pots.length === 1 ? 'pot' : i === 0 ? 'main pot' : `side pot-${i}`);
  if (history.showdown) {
    lines.push('*** SHOW DOWN ***');
    for (const s of history.shown) lines.push(`${who(s.seat)}: shows ${cards(s.cards)} (${s.description})`);
  }
  // Side pots are settled before the main pot, as dealers push them.
  for (let i = history.pots.length - 1; i >= 0; i--) {
    for (const w of history.pots[i]?.winners ?? [])
      lines.push(`${who(w.seat)} collected ${money(w.amount)} from ${potName(i)}`);
  }
  if (!history.showdown) {
    for (const p of history.players) if (!p.folded) lines.push(`${p.name}: doesn't show hand`);
  }

  lines.push('*** SUMMARY ***');
  const total = history.pots.reduce((s, p) => s + p.amount, 0);
  const split =
    history.pots.length > 1
      ? ` ${history.pots.map((p, i) => `${potName(i).replace(/^m/, 'M').replace(/^s/, 'S')} ${money(p.amount)}.`).join(' ')} |`
      : '';
  lines.push(`Total pot ${money(total)} |${split} Rake 0`);
  if (history.board.length > 0) lines.push(`Board ${cards(history.board)}`);
  const won = new Map<number, number>();
  for (const pot of history.pots)
    for (const w of pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
  const shownBySeat = new Map(history.shown.map((s) => [s.seat, s]));
  const foldStreet = new Map(
    history.actions.filter((a) => a.action === 'fold').map((a) => [a.seat, a.street]),
  );
  for (const p of history.players) {
    const role =
      (p.seat === history.buttonSeat ? ' (button)' : '') +
      (p.seat === history.smallBlindSeat ? ' (small blind)' : '') +
      (p.seat === history.bigBlindSeat ? ' (big blind)' : '');
    const s = shownBySeat.get(p.seat);
    const amount = won.get(p.seat);
    let outcome: string;
    if (s) {
      outcome =
        amount !== undefined
          ? `showed ${cards(s.cards)} and won (${money(amount)}) with ${s.description}`
          : `showed ${cards(s.cards)} and lost with ${s.description}`;
    } else if (p.folded) {
      outcome = FOLDED_WHEN[foldStreet.get(p.seat) ?? 'pre-flop'];
    } else {
      outcome = `collected (${money(amount ?? 0)})`;
    }
    lines.push(`Seat ${p.seat + 1}: ${p.name}${role} ${outcome}`);
  }
  const seeds = seedsLine(history.proof, who);
  if (seeds) lines.push(seeds);
  return lines.join('\n');
}
