import { describe, expect, it } from 'vitest';
import type { GameSession } from '@casino/contracts';
import { gameOf } from '@casino/games';
import {
  actAiBlackjack,
  aiBlackjackShoe,
  commitServerSeed,
  createFloatStream,
  dealAiBlackjack,
  designAiMath,
  playAiOneShot,
  toCard,
  type AiBlackjackDesign,
} from '@casino/engine';
import { aiGameIdOf, verifyAiSession } from './ai-round-verification';

const serverSeed = 'a'.repeat(64);
const fairness = { serverSeedHash: commitServerSeed(serverSeed), clientSeed: 'player', nonce: 3 };
const seed = {
  serverSeed,
  serverSeedHash: fairness.serverSeedHash,
  clientSeed: 'player',
  roundsPlayed: 10,
  revealedAt: '',
};
const session = (gameData: Record<string, unknown>): GameSession => ({
  id: '1',
  gameId: gameOf('ai-games').id,
  gameSlug: gameOf('ai-games').slug,
  currency: 'coins',
  betAmount: '1.00',
  winAmount: '0.00',
  createdAt: new Date().toISOString(),
  gameData: { aiGameId: 5, fairness, ...gameData },
});
const stream = () => createFloatStream({ serverSeed, clientSeed: 'player', nonce: 3 });

describe('AI game rounds on the Fairness page', () => {
  it.each(['slots', 'roulette', 'arcade'] as const)(
    'verifies a %s round and catches a changed record',
    (type) => {
      const math = designAiMath(type, 'medium', `fair-${type}`, type === 'arcade' ? 'plinko' : undefined);
      const choice = type === 'roulette' ? { roulette: { type: 'straight' as const, value: 7 } } : {};
      const played = playAiOneShot(math, 100, stream(), choice);
      if (!played.ok) throw new Error(played.error);
      const record = session({ gameType: type, choice, outcome: played.outcome });
      expect(aiGameIdOf(record)).toBe(5);
      expect(verifyAiSession(record, seed, fairness, math).verified).toBe(true);
      const forged = session({
        gameType: type,
        choice,
        outcome: {
          ...played.outcome,
          stops: [0, 0, 0, 0, 0],
          pocket: 99,
          round: { game: 'wheel', segment: 0, multiplier: 5000 },
        },
      });
      expect(verifyAiSession(forged, seed, fairness, math).verified).toBe(false);
    },
  );

  it('replays a blackjack hand with its moves', () => {
    const math = designAiMath('blackjack', 'easy', 'fair-bj') as AiBlackjackDesign;
    let r = dealAiBlackjack(math, 100, aiBlackjackShoe(stream()));
    const moves: Array<'hit' | 'stand'> = [];
    while (r.ok && r.state.phase === 'playing') {
      const move = moves.length === 0 ? 'hit' : 'stand';
      moves.push(move);
      r = actAiBlackjack(math, r.state, move);
    }
    if (!r.ok) throw new Error(r.error);
    const record = session({
      gameType: 'blackjack',
      moves,
      hands: r.state.hands.map((h) => ({ cards: h.cards.map(toCard), outcome: h.outcome })),
      dealerCards: r.state.dealer.map(toCard),
    });
    expect(verifyAiSession(record, seed, fairness, math).verified).toBe(true);
    expect(verifyAiSession(session({ ...record.gameData, moves: [] }), seed, fairness, math).verified).toBe(
      moves.length === 0,
    );
  });

  it('is not an AI round for other games', () => {
    expect(aiGameIdOf({ gameSlug: 'blackjack', gameData: { aiGameId: 5 } })).toBeNull();
  });
});
