// The poker challenge's hold'em table: two seats on the floor's table engine (holdem/), each hand
// dealt from the committed deck with a server seed drawn from the challenge's seed, so a replay (or
// anyone holding the revealed seed) deals the same hands. The blinds are those of the level running
// when the hand starts; the table's rules do the rest (heads-up the button posts the small blind and
// acts first before the flop; the button alternates).
import { challengeGameOf, POKER_CHALLENGE } from '@casino/games';
import { roundBytes, toHex } from '../../fairness-stream.js';
import {
  applyTableAction,
  createHoldemTable,
  type HoldemAction,
  type HoldemTableState,
  type TableActionAccepted,
  type TableActionResult,
} from '../holdem/index.js';
import { blindsOfLevel, POKER_DUEL_CLIENT_SEED } from './poker-duel-state.js';

export const POKER_DUEL_TABLE_ID = 'poker-duel';
/** The table's player id of a duel seat (the table knows no users: the room maps seats to them). */
export const seatPlayerId = (seat: number): string => `seat-${seat}`;
/** Each seat's table seed, mixed into every deal: fixed, since the whole deal follows the committed seed. */
export const seatTableSeed = (seat: number): string => `${POKER_DUEL_CLIENT_SEED}-seat-${seat}`;

/** Hand n's server seed: HMAC-SHA256(challenge seed, `poker-duel:n:0`) in hex. */
export function handServerSeed(seed: string, handNumber: number): string {
  return toHex(roundBytes({ serverSeed: seed, clientSeed: POKER_DUEL_CLIENT_SEED, nonce: handNumber }, 0));
}

/** An accepted table action, or a broken invariant of the duel (never a player's doing). */
function mustApply(table: HoldemTableState, action: HoldemAction): TableActionAccepted {
  const result = applyTableAction(table, action);
  if (!result.ok) throw new Error(`poker duel table refused ${action.type}: ${result.error}`);
  return result;
}

/** The table with both seats sat down with the starting chips, before the first hand. */
export function seatedTable(at: number): HoldemTableState {
  const blinds = blindsOfLevel(0);
  const created = createHoldemTable({
    tableId: POKER_DUEL_TABLE_ID,
    name: challengeGameOf('poker').name,
    maxSeats: 2,
    smallBlind: blinds.small,
    bigBlind: blinds.big,
    minBuyIn: POKER_CHALLENGE.startingChips,
    maxBuyIn: POKER_CHALLENGE.startingChips,
    actionTimeoutMs: POKER_CHALLENGE.actionMs,
  });
  if (!created.ok) throw new Error(`poker duel table: ${created.error}`);
  let table = created.state;
  for (const seat of [0, 1]) {
    table = mustApply(table, {
      type: 'sit-down',
      seat,
      playerId: seatPlayerId(seat),
      name: seatPlayerId(seat),
      chips: POKER_CHALLENGE.startingChips,
      now: at,
    }).state;
  }
  return table;
}

/** Deals the next hand at `at` with the blinds of level `levelIndex`. */
export function dealHand(
  table: HoldemTableState,
  seed: string,
  levelIndex: number,
  at: number,
): TableActionAccepted {
  const blinds = blindsOfLevel(levelIndex);
  // The blinds rise between hands only; the table reads them from its config when a hand starts.
  const leveled: HoldemTableState = {
    ...table,
    config: { ...table.config, smallBlind: blinds.small, bigBlind: blinds.big },
  };
  return mustApply(leveled, {
    type: 'start-hand',
    serverSeed: handServerSeed(seed, table.handsStarted + 1),
    playerSeeds: { [seatPlayerId(0)]: seatTableSeed(0), [seatPlayerId(1)]: seatTableSeed(1) },
    now: at,
  });
}

export type BettingRequest =
  | { readonly type: 'fold' | 'check' | 'call' | 'all-in' }
  | { readonly type: 'bet' | 'raise'; readonly amount: number };

/** One betting action of `seat` on the table at `at` (the table checks the turn and the amounts). */
export function bet(
  table: HoldemTableState,
  seat: number,
  request: BettingRequest,
  at: number,
): TableActionResult {
  const stamp = { seat, version: table.version, now: at };
  return applyTableAction(
    table,
    request.type === 'bet' || request.type === 'raise'
      ? { ...stamp, type: request.type, amount: request.amount }
      : { ...stamp, type: request.type },
  );
}
