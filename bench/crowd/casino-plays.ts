// The REST casino games of `pnpm bench crowd`, each played as the web page plays it, with request
// bodies built from @casino/contracts' schemas: one-shot games (slots, roulette, baccarat), games of a
// few steps (blackjack: deal, then insurance / hit / stand until the round settles; video poker: deal,
// then draw holding the pairs or the high cards; craps: a pass line on the come-out, then rolls until
// it is decided, a field bet now and then) and the generated AI games (slots, roulette, arcade played
// at once; blackjack and video poker dealt and played out), rated now and then.
import {
  AiBlackjackActionRequest,
  AiDealRequest,
  AiPlayRequest,
  AiPokerDrawRequest,
  AiRateRequest,
  BaccaratDealRequest,
  BlackjackDealRequest,
  BlackjackInsuranceRequest,
  CrapsRollRequest,
  RouletteSpinRequest,
  SlotSpinRequest,
  VideoPokerDealRequest,
  VideoPokerDrawRequest,
  type AiGame,
  type AiGameDetail,
  type AiPlayResponse,
  type AiTableRound,
  type BaccaratDealResponse,
  type BlackjackRound,
  type Card,
  type CrapsRollResponse,
  type CrapsTable,
  type PlayCurrency,
  type RouletteSpinResponse,
  type SlotSpinResponse,
  type VideoPokerRound,
} from '@casino/contracts';
import { bodyOf } from './http-client.js';
import { bump, pick, type Player } from './player.js';

/** Coin stakes near each game's minimum (registry limits), and 0.20 SC, the sweepstakes minimum. */
const SC_MIN = 20;

export async function playSlots(p: Player): Promise<void> {
  // A free spin from the loyalty balance when the player has one (coins only), as the page offers.
  if (p.freeSpins > 0) {
    const spin = await p.api.post<SlotSpinResponse>('/api/slots/spin', {
      parse: true,
      body: bodyOf(SlotSpinRequest, { betAmount: '1.00', gameId: pick([6, 7, 8]), useFreeSpin: true }),
    });
    if (spin.ok && spin.body) {
      p.freeSpins = spin.body.freeSpinsRemaining ?? 0;
      p.noteBalance(spin.body.currency, spin.body.balance);
      await p.refetchUser();
    }
    return;
  }
  const stake = p.wager(100, SC_MIN, 'slots');
  if (!stake) return;
  const spin = await p.api.post<SlotSpinResponse>('/api/slots/spin', {
    parse: true,
    body: bodyOf(SlotSpinRequest, {
      betAmount: stake.amount,
      gameId: pick([6, 7, 8]),
      currency: stake.currency,
    }),
  });
  if (spin.ok && spin.body) p.noteBalance(spin.body.currency, spin.body.balance);
  await p.refetchUser();
}

export async function playRoulette(p: Player): Promise<void> {
  const stake = p.wager(100, SC_MIN, 'roulette');
  if (!stake) return;
  const bets: NonNullable<Parameters<typeof bodyOf<typeof RouletteSpinRequest>>[1]['bets']> = [
    { type: pick(['red', 'black', 'even', 'odd'] as const), amount: stake.amount },
    { type: 'number', value: Math.floor(Math.random() * 37), amount: stake.amount },
  ];
  if (Math.random() < 0.5) bets.push({ type: 'dozen', value: pick([1, 2, 3]), amount: stake.amount });
  const spin = await p.api.post<RouletteSpinResponse>('/api/roulette/spin', {
    parse: true,
    body: bodyOf(RouletteSpinRequest, { bets, currency: stake.currency }),
  });
  if (spin.ok && spin.body) p.noteBalance(spin.body.currency, spin.body.balance);
  await p.refetchUser();
}

export async function playBaccarat(p: Player): Promise<void> {
  const stake = p.wager(1000, SC_MIN, 'baccarat');
  if (!stake) return;
  const deal = await p.api.post<BaccaratDealResponse>('/api/baccarat/deal', {
    parse: true,
    body: bodyOf(BaccaratDealRequest, {
      bets: [{ type: pick(['player', 'banker'] as const), amount: stake.amount }],
      currency: stake.currency,
    }),
  });
  if (deal.ok && deal.body) p.noteBalance(deal.body.currency, deal.body.balance);
  await p.refetchUser();
}

export async function playBlackjack(p: Player): Promise<void> {
  const stake = p.wager(500, SC_MIN, 'blackjack');
  if (!stake) return;
  let answer = await p.api.post<BlackjackRound>('/api/blackjack/deal', {
    parse: true,
    body: bodyOf(BlackjackDealRequest, { betAmount: stake.amount, currency: stake.currency }),
  });
  for (let step = 0; answer.ok && answer.body && answer.body.phase === 'playing' && step < 20; step++) {
    const round: BlackjackRound = answer.body;
    await p.think();
    if (round.insurance?.decision === 'pending') {
      answer = await p.api.post<BlackjackRound>('/api/blackjack/insurance', {
        parse: true,
        body: bodyOf(BlackjackInsuranceRequest, { take: false, roundId: round.roundId }),
      });
      continue;
    }
    const hand = round.hands[round.activeHand];
    const move = hand && hand.value < 17 ? 'hit' : 'stand';
    answer = await p.api.post<BlackjackRound>(`/api/blackjack/${move}`, { parse: true });
  }
  if (answer.ok && answer.body) p.noteBalance(answer.body.currency, answer.body.balance);
  await p.refetchUser();
}

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Which cards a plain player holds: every pair or better, else the jacks or better, else none. */
function holdOf(cards: readonly Card[]): boolean[] {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  const paired = cards.map((c) => (counts.get(c.rank) ?? 0) >= 2);
  if (paired.some(Boolean)) return paired;
  return cards.map((c) => RANK_ORDER.indexOf(c.rank) >= RANK_ORDER.indexOf('J'));
}

export async function playVideoPoker(p: Player): Promise<void> {
  const stake = p.wager(100, SC_MIN, 'video poker');
  if (!stake) return;
  const deal = await p.api.post<VideoPokerRound>('/api/video-poker/deal', {
    parse: true,
    body: bodyOf(VideoPokerDealRequest, { betAmount: stake.amount, currency: stake.currency }),
  });
  if (deal.ok && deal.body?.phase === 'holding') {
    await p.think();
    const draw = await p.api.post<VideoPokerRound>('/api/video-poker/draw', {
      parse: true,
      body: bodyOf(VideoPokerDrawRequest, { held: holdOf(deal.body.cards) }),
    });
    if (draw.ok && draw.body) p.noteBalance(draw.body.currency, draw.body.balance);
  }
  await p.refetchUser();
}

/** One roll of the player's craps table (the table and its bets stay on the server between rolls). */
export async function rollCraps(p: Player): Promise<void> {
  let table = p.memory.get('craps') as CrapsTable | undefined;
  if (!table) {
    // Opening the craps page shows the table as the server keeps it.
    const answer = await p.api.get<CrapsTable>('/api/craps/table', { parse: true });
    if (!answer.ok || !answer.body) return;
    table = answer.body;
    await p.think();
  }
  let request: Parameters<typeof bodyOf<typeof CrapsRollRequest>>[1];
  if (table.bets.length === 0) {
    // A new round: a pass line bet on the come-out roll, in the currency the player chooses.
    const stake = p.wager(500, SC_MIN, 'craps');
    if (!stake) return;
    request = { bets: [{ type: 'pass', amount: stake.amount }], currency: stake.currency };
  } else {
    // Bets on the table roll on in their own currency; a one-roll field bet now and then.
    const fieldUnits = table.currency === 'sweeps' ? SC_MIN : 500;
    const balance = table.currency === 'sweeps' ? p.sweeps : p.coins;
    request =
      Math.random() < 0.3 && balance >= fieldUnits * 3
        ? { bets: [{ type: 'field', amount: (fieldUnits / 100).toFixed(2) }] }
        : {};
  }
  const roll = await p.api.post<CrapsRollResponse>('/api/craps/roll', {
    parse: true,
    body: bodyOf(CrapsRollRequest, request),
  });
  if (roll.ok && roll.body) {
    p.memory.set('craps', roll.body);
    p.noteBalance(roll.body.currency, roll.body.balance);
  } else {
    p.memory.delete('craps');
  }
  await p.refetchUser();
}

// ------------------------------------------------------------------ generated games

/** The AI games a player saw in the studio's list, and the designs of those it opened. */
interface Studio {
  games: AiGame[];
  details: Map<number, AiGameDetail>;
  rated: Set<number>;
}

async function studioOf(p: Player): Promise<Studio | null> {
  let studio = p.memory.get('studio') as Studio | undefined;
  if (!studio) {
    const list = await p.api.get<AiGame[]>('/api/ai-games', { parse: true });
    if (!list.ok || !list.body) return null;
    studio = { games: list.body, details: new Map(), rated: new Set() };
    p.memory.set('studio', studio);
    await p.think();
  }
  return studio;
}

/** A round of a generated game: opened (its page reads the design), played, sometimes rated. */
export async function playAiGame(p: Player): Promise<void> {
  const studio = await studioOf(p);
  const game = studio && pick(studio.games.filter((g) => g.status === 'ready' && !g.hidden));
  if (!studio || !game) {
    bump(p.crowd.notes, 'ai game: no ready game listed');
    return;
  }
  let detail = studio.details.get(game.id);
  if (!detail) {
    const answer = await p.api.get<AiGameDetail>(`/api/ai-games/${game.id}`, {
      name: 'GET /api/ai-games/:id',
      parse: true,
    });
    if (!answer.ok || !answer.body) return;
    detail = answer.body;
    studio.details.set(game.id, detail);
    await p.think();
  }
  const stake = p.wager(1000, SC_MIN, 'ai game');
  if (!stake) return;
  const math = detail.math ?? {};
  if (detail.gameType === 'blackjack' || detail.gameType === 'poker') {
    await playAiTable(p, game.id, detail.gameType, stake);
  } else {
    const choice =
      detail.gameType === 'roulette'
        ? { roulette: { type: 'color' as const, value: pick([0, 1]) } }
        : math['game'] === 'dice'
          ? {
              dice: {
                chance: Math.round((Number(math['minChance']) + Number(math['maxChance'])) / 2),
                direction: pick(['under', 'over'] as const),
              },
            }
          : {};
    const play = await p.api.post<AiPlayResponse>(`/api/ai-games/${game.id}/play`, {
      name: 'POST /api/ai-games/:id/play',
      parse: true,
      body: bodyOf(AiPlayRequest, { betAmount: stake.amount, currency: stake.currency, ...choice }),
    });
    if (play.ok && play.body) p.noteBalance(play.body.currency, play.body.balance);
  }
  await p.refetchUser();
  if (!studio.rated.has(game.id) && Math.random() < 0.1) {
    studio.rated.add(game.id);
    await p.think();
    await p.api.post(`/api/ai-games/${game.id}/rate`, {
      name: 'POST /api/ai-games/:id/rate',
      body: bodyOf(AiRateRequest, { rating: 1 + Math.floor(Math.random() * 5) }),
    });
  }
}

async function playAiTable(
  p: Player,
  id: number,
  kind: 'blackjack' | 'poker',
  stake: { currency: PlayCurrency; amount: string },
): Promise<void> {
  let answer = await p.api.post<AiTableRound>(`/api/ai-games/${id}/deal`, {
    name: 'POST /api/ai-games/:id/deal',
    parse: true,
    body: bodyOf(AiDealRequest, { betAmount: stake.amount, currency: stake.currency }),
  });
  for (let step = 0; answer.ok && answer.body?.phase === 'playing' && step < 20; step++) {
    const round: AiTableRound = answer.body;
    await p.think();
    if (kind === 'poker' && round.poker) {
      answer = await p.api.post<AiTableRound>(`/api/ai-games/${id}/draw`, {
        name: 'POST /api/ai-games/:id/draw',
        parse: true,
        body: bodyOf(AiPokerDrawRequest, { held: holdOf(round.poker.cards), roundId: round.roundId }),
      });
    } else {
      const hand = round.blackjack?.hands[round.blackjack.activeHand];
      // The table's hint when it says hit or stand; a double or split is left to braver players.
      const hint = round.blackjack?.hint;
      const move = hint === 'hit' || hint === 'stand' ? hint : hand && hand.value < 17 ? 'hit' : 'stand';
      answer = await p.api.post<AiTableRound>(`/api/ai-games/${id}/blackjack`, {
        name: 'POST /api/ai-games/:id/blackjack',
        parse: true,
        body: bodyOf(AiBlackjackActionRequest, { move, roundId: round.roundId }),
      });
    }
  }
  if (answer.ok && answer.body) p.noteBalance(answer.body.currency, answer.body.balance);
}
