// Starting a hand: positions and posts (blind-positions.ts), the deck from the fairness stream
// with its seed committed, hole cards, blinds. Dealing follows the house rule: one card at a time
// clockwise from the seat after the button, two rounds; then burn and three for the flop, burn and
// one for the turn, burn and one for the river (Robert's Rules, "Dealing"). README.md lists the
// deck positions so a verifier can recompute every card from the revealed seed.
import { DECK_SIZE, type CardId } from '../cards.js';
import { createFloatStream, type FairnessSeeds, type FloatStream } from '../fairness-stream.js';
import { shuffledDeck } from '../fair-mappings.js';
import { commitServerSeed } from '../seed-pair.js';
import { planHand } from './blind-positions.js';
import { nextSeatIndex } from './seat-order.js';
import {
  commitChips,
  logPost,
  patchSeat,
  playerAt,
  seatAt,
  type HandDraft,
  type TableDraft,
} from './table-draft.js';
import type { HandPlayer, SeatDebts } from './table-state.js';
import type { BlindKind } from './hand-history.js';
import type { HoldemError } from './table-actions.js';
import { progress } from './hand-progress.js';

function validSeeds(seeds: FairnessSeeds | undefined): seeds is FairnessSeeds {
  return (
    typeof seeds === 'object' &&
    seeds !== null &&
    typeof seeds.serverSeed === 'string' &&
    seeds.serverSeed !== '' &&
    typeof seeds.clientSeed === 'string' &&
    Number.isSafeInteger(seeds.nonce) &&
    seeds.nonce >= 0
  );
}

function isFullDeck(deck: readonly CardId[]): boolean {
  if (deck.length !== DECK_SIZE) return false;
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of deck) {
    if (!Number.isInteger(c) || c < 0 || c >= DECK_SIZE || seen[c]) return false;
    seen[c] = 1;
  }
  return true;
}

/**
 * The given stream, with any float outside [0, 1) replaced by 0 and noted: a bad float would make
 * the shuffle index past the end (and never finish), so the hand is refused instead.
 */
function guarded(stream: FloatStream): { stream: FloatStream; bad: () => boolean } {
  let bad = false;
  return {
    stream: {
      next() {
        const f = stream.next();
        if (f >= 0 && f < 1) return f;
        bad = true;
        return 0;
      },
      get used() {
        return stream.used;
      },
    },
    bad: () => bad,
  };
}

function post(d: TableDraft, h: HandDraft, seat: number, kind: BlindKind, nominal: number): void {
  const amount = commitChips(d, h, seat, nominal, kind === 'dead-small-blind');
  if (amount === 0) return;
  const record = { seat, kind, amount, allIn: playerAt(h, seat).allIn };
  logPost(h, record);
  d.events.push({ type: 'blind-posted', ...record });
}

export function startHand(d: TableDraft, seeds: FairnessSeeds, stream?: FloatStream): HoldemError | null {
  if (d.hand) return 'hand_in_progress';
  if (!validSeeds(seeds)) return 'invalid_seeds';
  const { maxSeats, smallBlind, bigBlind, tableId } = d.config;
  const plan = planHand(d.seats, d.buttonSeat, maxSeats);
  if (!plan) return 'not_enough_players';
  const source = guarded(stream ?? createFloatStream(seeds));
  const deck = shuffledDeck(source.stream);
  if (source.bad() || !isFullDeck(deck)) return 'invalid_deck';

  const debtsAtStart: SeatDebts[] = [];
  d.seats.forEach((s, seat) => {
    if (s)
      debtsAtStart.push({
        seat,
        playerId: s.playerId,
        owesBigBlind: s.owesBigBlind,
        owesSmallBlind: s.owesSmallBlind,
      });
  });
  for (const m of plan.missed) {
    const s = seatAt(d, m.seat);
    patchSeat(d, m.seat, {
      owesSmallBlind: s.owesSmallBlind || m.small,
      owesBigBlind: s.owesBigBlind || m.big,
    });
  }
  const players: (HandPlayer | null)[] = Array.from({ length: maxSeats }, () => null);
  const n = plan.dealtIn.length;
  plan.dealtIn.forEach((seat, i) => {
    const s = seatAt(d, seat);
    players[seat] = {
      seat,
      playerId: s.playerId,
      name: s.name,
      cards: [deck[i]!, deck[i + n]!],
      startStack: s.stack,
      streetBet: 0,
      committed: 0,
      dead: 0,
      folded: false,
      allIn: false,
      actedAt: null,
      timedOut: false,
    };
    // Dealt in: the blinds or posts below settle every debt (or the game is being formed).
    if (s.owesBigBlind || s.owesSmallBlind)
      patchSeat(d, seat, { owesBigBlind: false, owesSmallBlind: false });
  });

  const handNumber = d.handsStarted + 1;
  const h: HandDraft = {
    handNumber,
    handId: `${tableId}-${handNumber}`,
    startedAt: d.now,
    seeds: { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    serverSeedHash: commitServerSeed(seeds.serverSeed),
    deck,
    deckPosition: 2 * n,
    buttonSeat: plan.buttonSeat,
    smallBlindSeat: plan.smallBlindSeat,
    bigBlindSeat: plan.bigBlindSeat,
    previousButtonSeat: d.buttonSeat,
    street: 'pre-flop',
    board: [],
    players,
    currentBet: bigBlind,
    lastRaiseSize: bigBlind,
    lastAggressor: null,
    actionOn: null,
    actionDeadline: null,
    posts: [],
    actions: [],
    debtsAtStart,
  };
  d.hand = h;
  d.handsStarted = handNumber;
  d.buttonSeat = plan.buttonSeat;
  d.lastHand = null;
  d.events.push({
    type: 'hand-started',
    handId: h.handId,
    handNumber,
    serverSeedHash: h.serverSeedHash,
    buttonSeat: plan.buttonSeat,
    smallBlindSeat: plan.smallBlindSeat,
    bigBlindSeat: plan.bigBlindSeat,
    seats: plan.dealtIn,
  });
  post(d, h, plan.smallBlindSeat, 'small-blind', smallBlind);
  post(d, h, plan.bigBlindSeat, 'big-blind', bigBlind);
  for (const e of plan.entryPosts) {
    if (e.live) post(d, h, e.seat, 'posted-big-blind', bigBlind);
    if (e.dead) post(d, h, e.seat, 'dead-small-blind', smallBlind);
  }
  progress(d, nextSeatIndex(plan.bigBlindSeat, maxSeats));
  return null;
}
