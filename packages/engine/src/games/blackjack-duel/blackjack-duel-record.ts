// The blackjack duel's record (stored with the finished challenge, revealed with its seed) and its
// check: from the revealed seed alone, anyone can rebuild the shoe, replay each seat's recorded bets
// and plays through the same rules, and see the same cards, nets and final stacks.
import { BLACKJACK_DUEL } from '@casino/games';
import { cardToString, type CardId } from '../../cards.js';
import { BLACKJACK_MOVES, type BlackjackMove } from '../blackjack/blackjack.js';
import { newDuelSeat, placeBet, playMove, type BlackjackDuelSeat } from './blackjack-duel-seat.js';
import {
  BLACKJACK_DUEL_CLIENT_SEED,
  BLACKJACK_DUEL_NONCE,
  blackjackDuelShoe,
} from './blackjack-duel-shoe.js';

/** One hand of one seat: its cards as short text ("Ks", "Td"), the stake, the plays and the net. */
export type BlackjackDuelRecordHand = {
  readonly hand: number;
  readonly bet: number;
  readonly actions: readonly BlackjackMove[];
  /** Each player hand's cards (two after a split); empty when sat out. */
  readonly player: readonly (readonly string[])[];
  readonly dealer: readonly string[];
  readonly insurance: 'pending' | 'taken' | 'declined' | null;
  readonly net: number;
  readonly satOut: boolean;
  readonly timedOut: boolean;
};

export type BlackjackDuelRecordSeat = {
  /** The starting chips plus every finished hand's net (a hand cut off by a resignation is not counted). */
  readonly finalStack: number;
  readonly hands: readonly BlackjackDuelRecordHand[];
};

export type BlackjackDuelRecord = {
  readonly seed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly decks: number;
  readonly hands: number;
  readonly startingChips: number;
  readonly seats: readonly BlackjackDuelRecordSeat[];
};

const cards = (ids: readonly CardId[]): string[] => ids.map(cardToString);

export function blackjackDuelRecordSeat(seat: BlackjackDuelSeat): BlackjackDuelRecordSeat {
  return {
    finalStack: seat.results.reduce<number>((sum, result) => sum + result.net, BLACKJACK_DUEL.startingChips),
    hands: seat.results.map((result) => ({
      hand: result.hand,
      bet: result.bet,
      actions: result.actions,
      player: result.round ? result.round.hands.map((hand) => cards(hand.cards)) : [],
      dealer: result.round ? cards(result.round.dealerCards) : [],
      insurance: result.round?.insurance?.decision ?? null,
      net: result.net,
      satOut: result.round === null,
      timedOut: result.timedOut,
    })),
  };
}

/** A seat replayed from its recorded bets and plays on the seed's shoe, as the record would show it. */
function replaySeat(
  shoe: readonly CardId[],
  recorded: BlackjackDuelRecordSeat,
): BlackjackDuelRecordSeat | string {
  let seat = newDuelSeat();
  for (const hand of recorded.hands) {
    if (hand.satOut) continue;
    if (hand.hand !== seat.hand) return `hand ${hand.hand}: the seat was on hand ${seat.hand}`;
    const dealt = placeBet(seat, shoe, hand.bet);
    if (!dealt.ok) return `hand ${hand.hand}: the bet ${hand.bet} is not allowed`;
    seat = dealt.seat;
    for (const action of hand.actions) {
      if (!(BLACKJACK_MOVES as readonly string[]).includes(action))
        return `hand ${hand.hand}: no play ${action}`;
      const played = playMove(seat, action, hand.timedOut);
      if (!played.ok) return `hand ${hand.hand}: ${action} is not allowed`;
      seat = played.seat;
    }
  }
  return blackjackDuelRecordSeat(seat);
}

/**
 * What does not hold in a duel's record (empty: the record is what the seed and the recorded
 * decisions give). Hands the clock cut off show as played out by standing, as the duel did.
 */
export function verifyBlackjackDuelRecord(record: BlackjackDuelRecord): string[] {
  if (
    record.clientSeed !== BLACKJACK_DUEL_CLIENT_SEED ||
    record.nonce !== BLACKJACK_DUEL_NONCE ||
    record.decks !== BLACKJACK_DUEL.decks ||
    record.hands !== BLACKJACK_DUEL.hands ||
    record.startingChips !== BLACKJACK_DUEL.startingChips
  )
    return ['the record is not of this duel’s rules'];
  const shoe = blackjackDuelShoe(record.seed);
  const problems: string[] = [];
  record.seats.forEach((recorded, seat) => {
    const replayed = replaySeat(shoe, recorded);
    if (typeof replayed === 'string') return problems.push(`seat ${seat}: ${replayed}`);
    // A seat that went broke sat its remaining hands out; the replay stops where its plays stop.
    const played = recorded.hands.filter((hand) => !hand.satOut);
    const same = JSON.stringify(replayed.hands.filter((hand) => !hand.satOut)) === JSON.stringify(played);
    if (!same) problems.push(`seat ${seat}: the hands differ from what the seed deals`);
    if (replayed.finalStack !== recorded.finalStack) problems.push(`seat ${seat}: the final stack differs`);
    return undefined;
  });
  return problems;
}
