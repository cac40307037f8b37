import type { GameSession, RevealedSeed, RoundFairness } from '@casino/contracts';
import { gameOf } from '@casino/games';
import {
  AI_BLACKJACK_MOVES,
  sha256Hex,
  verifyAiRound,
  type AiBlackjackMove,
  type AiMathDesign,
  type AiOneShotOutcome,
  type Card,
} from '@casino/engine';
import { cardText, roundFairnessOf, type Verification } from './round-verification';

/**
 * A generated game's round recomputed in the browser (issue 19): the session names its game
 * (gameData.aiGameId); with that game's design (GET /api/ai-games/:id) and the revealed server seed
 * the engine replays the round (the player's choice, blackjack moves or video poker holds) and the
 * recorded and recomputed outcomes are written by one formatter, so "Verified" means equal texts.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The generated game a session belongs to, or null for every other game. */
export function aiGameIdOf(session: Pick<GameSession, 'gameSlug' | 'gameData'>): number | null {
  if (session.gameSlug !== gameOf('ai-games').slug) return null;
  const id = session.gameData.aiGameId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const cards = (list: readonly Card[]) => list.map(cardText).join(' ');

/** One text for a one-shot outcome (recorded or recomputed). */
export function oneShotText(outcome: AiOneShotOutcome): string {
  switch (outcome.type) {
    case 'slots':
      return `stops ${outcome.stops.join(', ')} — ${outcome.linePay > 0 ? `lines pay ${outcome.linePay}` : 'no win'}`;
    case 'roulette':
      return `pocket ${outcome.pocket === 0 ? '0' : outcome.pocket < 0 ? '00' : outcome.pocket} — ${outcome.won ? 'bet wins' : 'bet loses'}`;
    case 'arcade': {
      const r = outcome.round;
      if (r.game === 'wheel') return `segment ${r.segment + 1} — ${r.multiplier / 100}x`;
      if (r.game === 'plinko')
        return `${r.path.map((s) => (s ? 'R' : 'L')).join('')} — bucket ${r.bucket} (${r.multiplier / 100}x)`;
      return `roll ${(r.roll / 100).toFixed(2)} ${r.direction} ${r.chance}% — ${r.won ? 'win' : 'no win'}`;
    }
  }
}

const blackjackText = (
  hands: ReadonlyArray<{ cards: readonly Card[]; outcome: string }>,
  dealer: readonly Card[],
) =>
  `${hands.map((h, i) => `${hands.length > 1 ? `Hand ${i + 1}` : 'Player'} ${cards(h.cards)} ${h.outcome}`).join(' · ')} · Dealer ${cards(dealer)}`;
const pokerText = (final: readonly Card[], hand: string) => `${cards(final)} — ${hand.replace(/-/g, ' ')}`;

/** What the server recorded, as text; null when the record lacks the fields. */
export function recordedAiText(data: Record<string, unknown>): string | null {
  if (data.gameType === 'blackjack') {
    if (!Array.isArray(data.hands) || !Array.isArray(data.dealerCards)) return null;
    return blackjackText(data.hands as Array<{ cards: Card[]; outcome: string }>, data.dealerCards as Card[]);
  }
  if (data.gameType === 'poker') {
    if (!Array.isArray(data.cards) || typeof data.hand !== 'string') return null;
    return pokerText(data.cards as Card[], data.hand);
  }
  return isRecord(data.outcome) ? oneShotText(data.outcome as unknown as AiOneShotOutcome) : null;
}

const movesOf = (data: Record<string, unknown>): AiBlackjackMove[] =>
  Array.isArray(data.moves)
    ? data.moves.filter((m): m is AiBlackjackMove => (AI_BLACKJACK_MOVES as readonly unknown[]).includes(m))
    : [];

/** Recomputes the round with the engine and compares it with the record. */
export function verifyAiSession(
  session: GameSession,
  seed: RevealedSeed,
  fairness: RoundFairness,
  math: AiMathDesign,
): Verification {
  const computedHash = sha256Hex(seed.serverSeed);
  const committedHash = fairness.serverSeedHash.toLowerCase();
  const data = session.gameData;
  const result = verifyAiRound(
    math,
    { serverSeed: seed.serverSeed, clientSeed: fairness.clientSeed, nonce: fairness.nonce },
    {
      choice: isRecord(data.choice) ? data.choice : {},
      moves: movesOf(data),
      ...(Array.isArray(data.holds) ? { holds: data.holds as boolean[] } : {}),
    },
  );
  let recomputed = 'The engine could not replay this round.';
  if (result.ok) {
    const o = result.outcome;
    recomputed =
      o.type === 'one-shot'
        ? oneShotText(o.outcome)
        : o.type === 'blackjack'
          ? blackjackText(o.view.hands, o.view.dealerCards)
          : pokerText(o.cards, o.hand);
  }
  const recorded = recordedAiText(data);
  const hashMatches = computedHash === committedHash;
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

export { roundFairnessOf };
