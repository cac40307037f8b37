import { RoundFairness, type GameSession, type RevealedSeed } from '@casino/contracts';
import { gameBySlug } from '@casino/games';
import {
  findSlot,
  sha256Hex,
  verify,
  type Card,
  type FairGame,
  type VerifiedOutcome,
  type VerifyOptions,
} from '@casino/engine';

/**
 * Recomputes a recorded round in the browser from its revealed server seed (issue 3, "verify"):
 * which engine game a session is, the seeds it used, and a side-by-side of what the server recorded
 * against what the engine says the seeds produce. Recorded and recomputed outcomes are rendered by
 * the same formatter so "Verified" means the two texts are identical and the commitment holds.
 */

export interface VerifiableGame {
  game: FairGame;
  options: VerifyOptions;
}

const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCard = (v: unknown): v is Card => isRecord(v) && isString(v.rank) && isString(v.suit);
const cardsOf = (v: unknown): Card[] | null => (Array.isArray(v) && v.every(isCard) ? v : null);

/** The seeds and nonce a round was played with (every session's gameData.fairness). */
export function roundFairnessOf(session: Pick<GameSession, 'gameData'>): RoundFairness | null {
  const parsed = RoundFairness.safeParse(session.gameData.fairness);
  return parsed.success ? parsed.data : null;
}

/** Which engine game replays a session, with the player's decisions when the game has them. */
export function verifiableGameOf(session: Pick<GameSession, 'gameSlug' | 'gameData'>): VerifiableGame | null {
  const data = session.gameData;
  const slug = session.gameSlug;
  const slot = findSlot(isString(data.slot) ? data.slot : slug);
  if (slot) return { game: 'slots', options: { slot: slot.slug } };
  // The registry names the game a session's slug belongs to; live roulette spins the same wheel.
  const key = gameBySlug(slug)?.key;
  if (key === 'roulette' || key === 'live-roulette') return { game: 'roulette', options: {} };
  if (key === 'baccarat') return { game: 'baccarat', options: {} };
  if (key === 'craps') return { game: 'craps', options: {} };
  if (key === 'blackjack') {
    const actions = Array.isArray(data.actions) ? data.actions : [];
    if (!actions.every((a): a is BlackjackAction => (BLACKJACK_ACTIONS as readonly unknown[]).includes(a)))
      return null;
    return { game: 'blackjack', options: { actions } };
  }
  if (key === 'video-poker') {
    const holds = data.holds;
    if (!Array.isArray(holds) || holds.length !== 5 || !holds.every((h) => typeof h === 'boolean'))
      return null;
    return { game: 'video-poker', options: { holds } };
  }
  return null;
}

// ---------- one text form for recorded and recomputed outcomes ----------

const SUIT_SYMBOLS: Record<string, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

export function cardText(card: Card): string {
  return `${card.rank}${SUIT_SYMBOLS[card.suit] ?? card.suit}`;
}

const cardsText = (cards: readonly Card[]) => cards.map(cardText).join(' ');
const words = (key: string) => key.replace(/[-_]/g, ' ');

function slotsText(reels: readonly string[], multiplier: number): string {
  return `${reels.join(' · ')} — ${multiplier > 0 ? `pays ×${multiplier}` : 'no win'}`;
}
const rouletteText = (n: number, color: string) => `${n} ${color}`;
const baccaratText = (player: readonly Card[], banker: readonly Card[], winner: string) =>
  `Player ${cardsText(player)} · Banker ${cardsText(banker)} — ${winner === 'tie' ? 'tie' : `${winner} wins`}`;
const blackjackText = (hands: readonly (readonly Card[])[], dealer: readonly Card[], result: string) =>
  `${hands.map((h, i) => `${hands.length > 1 ? `Hand ${i + 1}` : 'Player'} ${cardsText(h)}`).join(' · ')} · Dealer ${cardsText(dealer)} — ${result}`;
const videoPokerText = (cards: readonly Card[], hand: string) =>
  `${cardsText(cards)} — ${hand === 'nothing' ? 'no win' : words(hand)}`;
const crapsText = (dice: readonly number[]) => `${dice.join(' + ')} = ${dice.reduce((s, d) => s + d, 0)}`;

/** What the engine computed, as text. */
export function outcomeText(outcome: VerifiedOutcome): string {
  switch (outcome.game) {
    case 'slots':
      return slotsText(outcome.reels, outcome.winMultiplier);
    case 'roulette':
      return rouletteText(outcome.number, outcome.color);
    case 'baccarat':
      return baccaratText(outcome.playerCards, outcome.bankerCards, outcome.winner);
    case 'blackjack':
      return outcome.final
        ? blackjackText(outcome.final.hands, outcome.final.dealerCards, outcome.final.result)
        : blackjackText([outcome.playerCards], outcome.dealerCards, 'dealt');
    case 'video-poker':
      return outcome.final
        ? videoPokerText(outcome.final.hand, outcome.final.handName)
        : videoPokerText(outcome.hand, outcome.handName);
    case 'craps':
      return crapsText(outcome.dice);
  }
}

/** What the server recorded for the round, as text; null when the record lacks the fields. */
export function recordedText(game: FairGame, data: Record<string, unknown>): string | null {
  switch (game) {
    case 'slots': {
      const reels = data.reels;
      if (!Array.isArray(reels) || !reels.every(isString) || !isNumber(data.winMultiplier)) return null;
      return slotsText(reels, data.winMultiplier);
    }
    case 'roulette':
      return isNumber(data.number) && isString(data.color) ? rouletteText(data.number, data.color) : null;
    case 'baccarat': {
      const player = cardsOf(data.playerCards);
      const banker = cardsOf(data.bankerCards);
      return player && banker && isString(data.winner) ? baccaratText(player, banker, data.winner) : null;
    }
    case 'blackjack': {
      const hands = Array.isArray(data.hands)
        ? data.hands.map((h) => (isRecord(h) ? cardsOf(h.cards) : null))
        : null;
      const dealer = cardsOf(data.dealerCards);
      if (!hands || hands.some((h) => h === null) || !dealer || !isString(data.result)) return null;
      return blackjackText(hands as Card[][], dealer, data.result);
    }
    case 'video-poker': {
      const cards = cardsOf(data.cards);
      return cards && isString(data.hand) ? videoPokerText(cards, data.hand) : null;
    }
    case 'craps': {
      const dice = data.dice;
      return Array.isArray(dice) && dice.length === 2 && dice.every(isNumber) ? crapsText(dice) : null;
    }
  }
}

// ---------- the verdict ----------

export type RoundCheck =
  /** No fairness data, or a game the browser cannot replay. */
  | { status: 'unsupported'; reason: string }
  /** The round's server seed is still secret: rotate to reveal it. */
  | { status: 'unrevealed'; fairness: RoundFairness }
  /** The seed is revealed: press Verify to recompute. */
  | { status: 'ready'; fairness: RoundFairness; seed: RevealedSeed; game: VerifiableGame };

/** Whether (and how) a session can be verified with the revealed seeds the player has. */
export function roundCheckOf(session: GameSession, revealed: readonly RevealedSeed[]): RoundCheck {
  const fairness = roundFairnessOf(session);
  if (!fairness) return { status: 'unsupported', reason: 'This round has no fairness record.' };
  const game = verifiableGameOf(session);
  if (!game) return { status: 'unsupported', reason: 'This game cannot be replayed in the browser yet.' };
  const hash = fairness.serverSeedHash.toLowerCase();
  const seed = revealed.find((s) => s.serverSeedHash.toLowerCase() === hash);
  return seed ? { status: 'ready', fairness, seed, game } : { status: 'unrevealed', fairness };
}

export interface Verification {
  /** sha256(revealed server seed) as computed here. */
  computedHash: string;
  /** The hash committed before the round (from the round's record). */
  committedHash: string;
  hashMatches: boolean;
  recorded: string | null;
  /** The engine's outcome, or why it could not be computed. */
  recomputed: string;
  outcomeMatches: boolean;
  verified: boolean;
}

/** Recomputes the round with the engine and compares it with the record. */
export function verifyRound(
  session: GameSession,
  seed: RevealedSeed,
  fairness: RoundFairness,
  game: VerifiableGame,
): Verification {
  const computedHash = sha256Hex(seed.serverSeed);
  const committedHash = fairness.serverSeedHash.toLowerCase();
  const hashMatches = computedHash === committedHash;
  const recorded = recordedText(game.game, session.gameData);
  const result = verify(game.game, seed.serverSeed, fairness.clientSeed, fairness.nonce, game.options);
  const recomputed = result.ok
    ? outcomeText(result.outcome)
    : `The engine could not replay this round (${words(result.error)}).`;
  const outcomeMatches = result.ok && recorded !== null && recorded === recomputed;
  return {
    computedHash,
    committedHash,
    hashMatches,
    recorded,
    recomputed,
    outcomeMatches,
    verified: hashMatches && outcomeMatches,
  };
}
