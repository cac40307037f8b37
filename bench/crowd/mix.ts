// The mix of `pnpm bench crowd`: what a player does next, by weight, and the player's loop. Every game
// of the product is in it (the REST casino games, the generated AI games, the hold'em tables, the live
// tables, the head-to-head challenges), with the economy (a coin purchase, a generated game asked for;
// the two daily claims are scheduled apart, once per player) and the pages a player reads. The room
// sessions last 10-60 s each against well under a second for a REST play, so their small weights
// still keep a fair share of the crowd in the rooms at any moment.
import {
  playAiGame,
  playBaccarat,
  playBlackjack,
  playRoulette,
  playSlots,
  playVideoPoker,
  rollCraps,
} from './casino-plays.js';
import { challengeDuel, type OpenChallenges } from './duel.js';
import {
  buyCoins,
  claimFreeCoins,
  claimLoyaltyReward,
  generateAiGame,
  readSomething,
} from './economy-and-reads.js';
import { liveTableBet } from './live-bet.js';
import { pokerSeat } from './poker-seat.js';
import { bump, type Player } from './player.js';

export interface Action {
  run(p: Player, open: OpenChallenges): Promise<void>;
  /** Players who may take it (a purchase needs a registered player with a region). */
  allowed?(p: Player): boolean;
}

export const ACTIONS = {
  slots: { run: playSlots },
  roulette: { run: playRoulette },
  blackjack: { run: playBlackjack },
  'video-poker': { run: playVideoPoker },
  baccarat: { run: playBaccarat },
  craps: { run: rollCraps },
  'ai-game': { run: playAiGame },
  read: { run: readSomething },
  purchase: { run: buyCoins, allowed: (p: Player) => p.eligible },
  'ai-generate': { run: generateAiGame, allowed: (p: Player) => !p.memory.has('generated') },
  poker: { run: pokerSeat },
  live: { run: liveTableBet },
  duel: { run: (p: Player, open: OpenChallenges) => challengeDuel(p, open) },
} satisfies Record<string, Action>;
export type ActionName = keyof typeof ACTIONS;

export const DEFAULT_MIX =
  'slots:18,roulette:7,blackjack:7,video-poker:6,baccarat:5,craps:5,ai-game:6,read:30,purchase:1,ai-generate:0.3,poker:0.4,live:1,duel:0.7';

/** Parses `--mix=slots:18,read:30,...`; null when a name is not an action or a weight not a number. */
export function parseMix(text: string): Map<ActionName, number> | null {
  const mix = new Map<ActionName, number>();
  for (const part of text.split(',')) {
    const [name = '', weight = ''] = part.split(':').map((s) => s.trim());
    const w = Number(weight);
    if (!(name in ACTIONS) || !(w >= 0)) return null;
    if (w > 0) mix.set(name as ActionName, w);
  }
  return mix.size > 0 ? mix : null;
}

function choose(p: Player, mix: Map<ActionName, number>): ActionName {
  const allowed = [...mix].filter(([name]) => {
    const action: Action = ACTIONS[name];
    return action.allowed?.(p) ?? true;
  });
  let roll = Math.random() * allowed.reduce((sum, [, w]) => sum + w, 0);
  for (const [name, w] of allowed) if ((roll -= w) < 0) return name;
  return allowed[0]![0];
}

/** A bench bug (an exception in the load generator), kept to be reported: the run then did not measure the app. */
export const benchFailures: string[] = [];

/** The player's loop until the load stops: the day's claims when their moment comes, else the mix. */
export async function runPlayer(
  p: Player,
  mix: Map<ActionName, number>,
  open: OpenChallenges,
): Promise<void> {
  // Not everyone arrives in the same millisecond.
  await p.think(2 * Math.random());
  while (!p.crowd.stopping) {
    const now = performance.now();
    try {
      if (now >= p.freeCoinsAt) {
        p.freeCoinsAt = Infinity;
        await claimFreeCoins(p);
      } else if (now >= p.loyaltyAt) {
        p.loyaltyAt = Infinity;
        await claimLoyaltyReward(p);
      } else {
        const name = choose(p, mix);
        bump(p.crowd.actions, name);
        await ACTIONS[name].run(p, open);
      }
    } catch (error) {
      benchFailures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    await p.think();
  }
}
