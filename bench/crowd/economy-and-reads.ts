// The economy actions and the reads of `pnpm bench crowd`. Claims are made once per player, at a
// moment of the measured window drawn at random (the free coins every 12 hours and the daily loyalty
// reward once a UTC day cannot be claimed twice in a run), each after the read the page shows it
// from; a coin purchase reads the store and buys its cheapest package with an Idempotency-Key (the
// sandbox provider, as in test mode); a generated game is asked for at most once per player (the
// studio's limit is a few an hour). Reads are the pages a player opens: the lobby, the header, the
// history, the leaderboards, the profile, loyalty, challenges, achievements, promotions, the feed.
import {
  CoinPurchaseRequest,
  GenerateAiGameRequest,
  type CoinPackage,
  type CoinPurchasePending,
  type CoinPurchaseResponse,
  type CoinPurchaseState,
  type DailyRewardStatus,
  type LoyaltySummary,
} from '@casino/contracts';
import { randomUUID } from 'node:crypto';
import { bodyOf } from './http-client.js';
import { pick, type Player } from './player.js';

/** The free coins (every 12 hours): the store's claim card reads the status, then claims. */
export async function claimFreeCoins(p: Player): Promise<void> {
  const status = await p.api.get<DailyRewardStatus>('/api/daily-reward/status', { parse: true });
  if (!status.ok || !status.body?.canClaim) return;
  await p.think();
  const claim = await p.api.post<{ balance: string; sweepstakesCoins: string }>('/api/daily-reward/claim', {
    parse: true,
  });
  if (claim.ok && claim.body) {
    p.noteBalance('coins', claim.body.balance);
    p.noteBalance('sweeps', claim.body.sweepstakesCoins);
  }
}

/** The daily loyalty reward: the loyalty page says whether it can be claimed, then the claim. */
export async function claimLoyaltyReward(p: Player): Promise<void> {
  const summary = await p.api.get<LoyaltySummary>('/api/loyalty', { parse: true });
  if (!summary.ok || !summary.body) return;
  p.freeSpins = summary.body.freeSpins;
  if (!summary.body.canClaimDailyReward) return;
  await p.think();
  await p.api.post('/api/loyalty/daily-reward');
  await p.refetchUser();
}

/** A coin package bought through the payment provider (registered players with a region only). */
export async function buyCoins(p: Player): Promise<void> {
  const packages = await p.api.get<CoinPackage[]>('/api/coin-packages', { parse: true });
  if (!packages.ok || !packages.body || packages.body.length === 0) return;
  const cheapest = [...packages.body].sort((a, b) => Number(a.priceUsd) - Number(b.priceUsd))[0]!;
  await p.think();
  const purchase = await p.api.post<CoinPurchaseResponse | CoinPurchasePending>(
    '/api/coin-packages/purchase',
    {
      parse: true,
      headers: { 'idempotency-key': `crowd-${p.n}-${randomUUID()}` },
      body: bodyOf(CoinPurchaseRequest, { packageId: cheapest.id }),
    },
  );
  // 202: not confirmed yet; the page follows it until it settles.
  if (purchase.ok && purchase.body && 'status' in purchase.body) {
    for (let i = 0; i < 10; i++) {
      await p.think();
      const state = await p.api.get<CoinPurchaseState>(
        `/api/coin-packages/purchases/${purchase.body.purchaseId}`,
        { name: 'GET /api/coin-packages/purchases/:id', parse: true },
      );
      if (!state.ok || state.body?.status !== 'pending') break;
    }
  }
  await p.refetchUser();
}

const THEMES = ['Jungle', 'Pirates', 'Robots', 'Winter', 'Safari', 'Circus', 'Castle', 'Volcano'];

/** Asks the studio for a themed game (designed in the background by an api process). */
export async function generateAiGame(p: Player): Promise<void> {
  if (p.memory.has('generated')) return;
  p.memory.set('generated', true);
  const theme = pick(THEMES);
  await p.api.post('/api/ai-games/generate', {
    body: bodyOf(GenerateAiGameRequest, {
      gameType: pick(['slots', 'roulette', 'blackjack', 'poker', 'arcade'] as const),
      theme,
      difficulty: pick(['easy', 'medium', 'hard'] as const),
      aiPrompt: `A ${theme.toLowerCase()} themed game with bright colours.`,
    }),
  });
}

/** The reads a player makes besides playing, by weight (the lobby and the header most). */
export const READS: ReadonlyArray<{ path: string; weight: number; name?: string }> = [
  { path: '/api/games', weight: 4 },
  { path: '/api/auth/user', weight: 3 },
  { path: '/api/jackpots', weight: 2 },
  { path: '/api/history/rounds?limit=20', weight: 2 },
  { path: '/api/history/statement?limit=20', weight: 1 },
  { path: '/api/game-sessions', weight: 1 },
  { path: '/api/user-stats', weight: 1 },
  { path: '/api/leaderboards/all', weight: 2 },
  { path: '/api/account/profile', weight: 1 },
  { path: '/api/loyalty', weight: 1 },
  { path: '/api/challenges/daily', weight: 1 },
  { path: '/api/achievements', weight: 1 },
  { path: '/api/promotions', weight: 1 },
  { path: '/api/social/feed?limit=20', weight: 1 },
  { path: '/api/ai-games/stats', weight: 1 },
  { path: '/api/fairness', weight: 1 },
  { path: '/api/redemptions/playthrough', weight: 1 },
];
const READ_TOTAL = READS.reduce((sum, r) => sum + r.weight, 0);

/** One page a player opens (its main read). */
export async function readSomething(p: Player): Promise<void> {
  let roll = Math.random() * READ_TOTAL;
  const read = READS.find((r) => (roll -= r.weight) < 0) ?? READS[0]!;
  await p.api.get(read.path);
}
