// Starting a hand: positions and posts (blind-positions.ts), the committed deck mixed by the
// dealt-in players' seeds (committed-deck.ts), hole cards, blinds. Dealing follows the house rule:
// one card at a time clockwise from the seat after the button, two rounds; then burn and three for
// the flop, burn and one for the turn, burn and one for the river (Robert's Rules, "Dealing").
// README.md lists the deal positions so a verifier can check every opened card.
import { DECK_SIZE, type CardId } from '../../cards.js';
import type { FloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';
import {
  isCommittedDeck,
  isTableSeed,
  mixDeal,
  type CommittedDeck,
  type HandDeal,
  type SeatSeed,
} from './committed-deck.js';
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

/** What start-hand is given to deal with (see the `start-hand` action). */
export interface DealInput {
  readonly serverSeed: string;
  readonly deckCommitment?: string | undefined;
  readonly committedDeck?: CommittedDeck | undefined;
  readonly playerSeeds: Readonly<Record<string, string>>;
}

function validInput(input: DealInput): boolean {
  return (
    typeof input.serverSeed === 'string' &&
    input.serverSeed !== '' &&
    typeof input.playerSeeds === 'object' &&
    input.playerSeeds !== null
  );
}

/** The dealt-in players' seeds in seat order, or null when one is missing or malformed. */
function seedsOf(
  d: TableDraft,
  dealOrder: readonly number[],
  given: DealInput['playerSeeds'],
): SeatSeed[] | null {
  const seeds: SeatSeed[] = [];
  for (const seat of [...dealOrder].sort((a, b) => a - b)) {
    const playerId = seatAt(d, seat).playerId;
    const seed = Object.hasOwn(given, playerId) ? given[playerId] : undefined;
    if (!isTableSeed(seed)) return null;
    seeds.push({ seat, seed });
  }
  return seeds;
}

/** A test stream's deal: the deck straight from the floats, no commitment (it proves nothing). */
function unprovenDeal(serverSeed: string, dealOrder: readonly number[]): HandDeal {
  return {
    serverSeed,
    deckCommitment: '',
    commitments: [],
    salts: [],
    playerSeeds: [],
    entropy: '',
    positions: [],
    dealOrder,
  };
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

export function startHand(d: TableDraft, input: DealInput, stream?: FloatStream): HoldemError | null {
  if (d.hand) return 'hand_in_progress';
  if (!validInput(input)) return 'invalid_seeds';
  const { maxSeats, smallBlind, bigBlind, tableId } = d.config;
  const plan = planHand(d.seats, d.buttonSeat, maxSeats);
  if (!plan) return 'not_enough_players';
  const handNumber = d.handsStarted + 1;
  let deal: HandDeal;
  let deck: CardId[];
  if (stream) {
    const source = guarded(stream);
    deck = shuffledDeck(source.stream);
    if (source.bad()) return 'invalid_deck';
    deal = unprovenDeal(input.serverSeed, plan.dealtIn);
  } else {
    const seeds = seedsOf(d, plan.dealtIn, input.playerSeeds);
    if (!seeds) return 'invalid_seeds';
    if (input.committedDeck && !isCommittedDeck(input.committedDeck)) return 'invalid_deck';
    ({ deal, deck } = mixDeal(
      tableId,
      handNumber,
      input.serverSeed,
      seeds,
      plan.dealtIn,
      input.committedDeck,
    ));
    if (input.deckCommitment !== undefined && input.deckCommitment !== deal.deckCommitment)
      return 'deck_commitment_mismatch';
  }
  if (!isFullDeck(deck)) return 'invalid_deck';

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

  const h: HandDraft = {
    handNumber,
    handId: `${tableId}-${handNumber}`,
    startedAt: d.now,
    deal,
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
    deckCommitment: deal.deckCommitment,
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
