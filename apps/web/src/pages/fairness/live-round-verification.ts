import type { GameSession, LiveRoundRecord } from '@casino/contracts';
import {
  fromCard,
  isCardId,
  liveShoeCards,
  parseCard,
  pocketColor,
  sha256Hex,
  toCard,
  verifyLiveRound,
  type Card,
  type LiveRoundProof,
  type VerifiedLiveOutcome,
} from '@casino/engine';
import { cardText, type Verification } from './round-verification';

/**
 * A live table's round (issue 16) from the player's game session (gameData.live) and the round's
 * public record (GET /api/live-rounds/:roundId): whether its seed is revealed yet (roulette once the
 * round is settled, card games once the shoe ends), and a side-by-side of what the table recorded
 * against what the engine recomputes from the revealed seed (engine README, "Live tables").
 */

/** The round a live game session belongs to. */
export interface LiveSessionRef {
  roundId: string;
  tableId: number;
  roundNumber: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The live round of a session, or null for any other session. */
export function liveSessionRefOf(session: Pick<GameSession, 'gameData'>): LiveSessionRef | null {
  const live = session.gameData.live;
  if (!isRecord(live)) return null;
  const roundId = typeof live.roundId === 'number' ? String(live.roundId) : live.roundId;
  if (typeof roundId !== 'string' || !/^\d+$/.test(roundId)) return null;
  const tableId = typeof live.tableId === 'number' ? live.tableId : 0;
  const roundNumber = typeof live.roundNumber === 'number' ? live.roundNumber : 0;
  return { roundId, tableId, roundNumber };
}

export type LiveRoundCheck =
  /** The round was voided (stakes refunded) or its record lacks what a replay needs. */
  | { status: 'unsupported'; reason: string }
  /** The seed is still secret. */
  | { status: 'unrevealed'; reason: string }
  | { status: 'ready'; proof: LiveRoundProof };

/** A card as the round's outcome may hold it: the engine's id, its short text ("Ah") or { rank, suit }. */
function cardOf(v: unknown): Card | null {
  try {
    if (isCardId(v)) return toCard(v);
    if (typeof v === 'string') return toCard(parseCard(v));
    if (isRecord(v) && typeof v.rank === 'string' && typeof v.suit === 'string')
      return toCard(fromCard(v as unknown as Card));
  } catch {
    return null;
  }
  return null;
}

function cardsOf(v: unknown): Card[] | null {
  if (!Array.isArray(v)) return null;
  const cards = v.map(cardOf);
  return cards.every((c): c is Card => c !== null) ? cards : null;
}

const CARD_LIST_KEYS = new Set(['cards', 'playerCards', 'bankerCards', 'dealerCards', 'dealer']);

/** Every card a blackjack outcome shows (seats' hands and the dealer's), wherever it nests them. */
function tableCardsOf(v: unknown, out: Card[] = []): Card[] | null {
  if (Array.isArray(v)) {
    for (const item of v) if (!tableCardsOf(item, out)) return null;
    return out;
  }
  if (!isRecord(v)) return out;
  for (const [key, value] of Object.entries(v)) {
    if (CARD_LIST_KEYS.has(key) && Array.isArray(value)) {
      const cards = cardsOf(value);
      if (!cards) return null;
      out.push(...cards);
    } else if (!tableCardsOf(value, out)) return null;
  }
  return out;
}

/** What a blackjack outcome shows: its cards, how many seats were dealt, and whether the hole card stayed face down. */
function blackjackTableOf(outcome: Record<string, unknown> | null) {
  const dealer = outcome?.dealer ?? outcome?.dealerCards;
  return {
    cards: tableCardsOf(outcome) ?? [],
    seats: Array.isArray(outcome?.seats) ? outcome.seats.length : 0,
    // Every hand bust or a natural: the dealer never turned the hole card, so the record shows one card.
    holeHidden: Array.isArray(dealer) && dealer.length === 1,
  };
}

/**
 * Deal order (engine live-blackjack): one card to each seat, the dealer's up card, a second card to
 * each seat, the hole card: with n seats the hole card is the shoe card 2n + 1 of the round.
 */
function shownBlackjackCards(
  record: LiveRoundRecord,
  dealt: readonly Card[],
): { shown: Card[]; hole: Card | null } {
  const table = blackjackTableOf(outcomeOf(record));
  const holeAt = 2 * table.seats + 1;
  if (!table.holeHidden || holeAt >= dealt.length) return { shown: [...dealt], hole: null };
  return { shown: dealt.filter((_, i) => i !== holeAt), hole: dealt[holeAt] ?? null };
}

const outcomeOf = (record: LiveRoundRecord) => (isRecord(record.outcome) ? record.outcome : null);

/** Whether (and how) a live round can be verified from its record. */
export function liveRoundCheckOf(record: LiveRoundRecord): LiveRoundCheck {
  if (record.status === 'voided')
    return { status: 'unsupported', reason: 'This round was called off and every stake returned.' };
  const outcome = outcomeOf(record);
  const seeds = { serverSeed: record.serverSeed ?? '', clientSeed: record.clientSeed, nonce: record.nonce };
  if (record.gameKey === 'live-roulette') {
    if (record.serverSeed === null)
      return { status: 'unrevealed', reason: 'The seed is revealed when the round is settled.' };
    return { status: 'ready', proof: { game: 'live-roulette', seeds, seedHash: record.seedHash } };
  }
  const shoe = record.shoe;
  if (!shoe) return { status: 'unsupported', reason: 'This round has no shoe on record.' };
  if (record.serverSeed === null || !shoe.ended)
    return { status: 'unrevealed', reason: 'The seed is revealed when the shoe ends.' };
  // A shoe is shuffled with nonce = its id (engine shoeSeedsOf).
  const shoeSeeds = { ...seeds, nonce: Number(shoe.id) };
  const place = { decks: shoe.decks, position: shoe.position };
  if (record.gameKey === 'live-baccarat')
    return {
      status: 'ready',
      proof: { game: 'live-baccarat', seeds: shoeSeeds, seedHash: record.seedHash, shoe: place },
    };
  const table = blackjackTableOf(outcome);
  const cardsUsed = shoe.cardsUsed ?? outcome?.cardsUsed;
  const count = typeof cardsUsed === 'number' ? cardsUsed : table.cards.length + (table.holeHidden ? 1 : 0);
  if (!count) return { status: 'unsupported', reason: 'The record of this round lacks its cards.' };
  return {
    status: 'ready',
    proof: { game: 'live-blackjack', seeds: shoeSeeds, seedHash: record.seedHash, shoe: place, cards: count },
  };
}

// ---------- one text form for recorded and recomputed outcomes ----------

const cardsText = (cards: readonly Card[]) => cards.map(cardText).join(' ');
const rouletteText = (pocket: number) => `${pocket} ${pocketColor(pocket)}`;

function baccaratText(player: readonly Card[], banker: readonly Card[], winner: string): string {
  return `Player ${cardsText(player)} · Banker ${cardsText(banker)} — ${winner === 'tie' ? 'tie' : `${winner} wins`}`;
}

/** The cards a blackjack round took, in one order whatever order the record keeps them in. */
function cardSetText(cards: readonly Card[]): string {
  const sorted = [...cards].sort((a, b) => fromCard(a) - fromCard(b));
  return `${cards.length} cards: ${cardsText(sorted)}`;
}

export function liveOutcomeText(outcome: VerifiedLiveOutcome): string {
  switch (outcome.game) {
    case 'live-roulette':
      return rouletteText(outcome.pocket);
    case 'live-baccarat':
      return baccaratText(outcome.playerCards, outcome.bankerCards, outcome.winner);
    case 'live-blackjack':
      return cardSetText(outcome.cards);
  }
}

/** What the table recorded, as text; null when the record lacks the fields. */
export function liveRecordedText(record: LiveRoundRecord): string | null {
  const outcome = outcomeOf(record);
  if (!outcome) return null;
  switch (record.gameKey) {
    case 'live-roulette': {
      const pocket = outcome.pocket;
      return typeof pocket === 'number' && Number.isInteger(pocket) && pocket >= 0 && pocket <= 36
        ? rouletteText(pocket)
        : null;
    }
    case 'live-baccarat': {
      const player = cardsOf(outcome.playerCards);
      const banker = cardsOf(outcome.bankerCards);
      const winner = outcome.winner;
      return player && banker && typeof winner === 'string' ? baccaratText(player, banker, winner) : null;
    }
    case 'live-blackjack': {
      const cards = tableCardsOf(outcome);
      return cards && cards.length > 0 ? cardSetText(cards) : null;
    }
  }
}

export interface LiveVerification extends Verification {
  /** Card games: the round's cards in dealing order from the revealed shoe. */
  dealingOrder: string | null;
}

/** Recomputes the round in the browser and compares it with the table's record. */
export function verifyLiveRecord(record: LiveRoundRecord, proof: LiveRoundProof): LiveVerification {
  const computedHash = sha256Hex(proof.seeds.serverSeed);
  const committedHash = record.seedHash.toLowerCase();
  const hashMatches = computedHash === committedHash;
  const recorded = liveRecordedText(record);
  const result = verifyLiveRound(proof);
  // Blackjack: the table shows every card it dealt but a hole card never turned; compare those.
  const blackjack =
    result.ok && result.outcome.game === 'live-blackjack'
      ? shownBlackjackCards(record, result.outcome.cards)
      : null;
  const recomputed = !result.ok
    ? `The engine could not replay this round (${result.error.replace(/_/g, ' ')}).`
    : blackjack
      ? cardSetText(blackjack.shown)
      : liveOutcomeText(result.outcome);
  const outcomeMatches = result.ok && recorded !== null && recorded === recomputed;
  // Card games: the cards the round took, straight from the revealed shoe in dealing order.
  const cardsTaken =
    proof.game === 'live-blackjack'
      ? proof.cards
      : result.ok && result.outcome.game === 'live-baccarat'
        ? result.outcome.cardsUsed
        : 0;
  const dealt = proof.game === 'live-roulette' ? null : liveShoeCards(proof.seeds, proof.shoe, cardsTaken);
  const hole = blackjack?.hole
    ? ` (the dealer's hole card ${cardText(blackjack.hole)} was never turned)`
    : '';
  return {
    computedHash,
    committedHash,
    hashMatches,
    recorded,
    recomputed,
    outcomeMatches,
    verified: hashMatches && outcomeMatches,
    dealingOrder:
      dealt && dealt.length > 0 && proof.game !== 'live-roulette'
        ? `from card ${proof.shoe.position + 1} of the shoe: ${cardsText(dealt)}${hole}`
        : null,
  };
}
