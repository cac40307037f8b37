import type { BetLimitsUnits } from '@casino/games';
import { formatMoney } from '../../money.js';

/** A refusal naming the request field it is about (the api answers 400 with it). */
export interface LimitsRefusal {
  field: 'minBet' | 'maxBet';
  message: string;
}

export type NarrowedLimits =
  { ok: true; limits: BetLimitsUnits | null } | { ok: false; refusal: LimitsRefusal };

const range = (limits: BetLimitsUnits) =>
  `${formatMoney(BigInt(limits.min))} and ${formatMoney(BigInt(limits.max))}`;

/**
 * The limits an admin sets for a game: each bound within the registry's and min <= max. Admins may
 * only narrow the registry's limits, never widen them: the engine checks every bet against the
 * registry's again, the return (RTP) and the jackpot share are proven for them, and the house's
 * exposure a game was signed off with is bounded by them; a wider limit would be refused by the
 * engine or change the game's published numbers.
 */
export function narrowLimits(
  registry: BetLimitsUnits | null,
  current: BetLimitsUnits | null,
  change: { min?: bigint | undefined; max?: bigint | undefined },
): NarrowedLimits {
  if (change.min === undefined && change.max === undefined) return { ok: true, limits: current };
  if (!registry) {
    return refuse(change.min !== undefined ? 'minBet' : 'maxBet', 'this game has no bet limits to change');
  }
  const base = current ?? registry;
  const min = change.min ?? BigInt(base.min);
  const max = change.max ?? BigInt(base.max);
  const within = (units: bigint) => units >= BigInt(registry.min) && units <= BigInt(registry.max);
  const outside = `must be between ${range(registry)}, the game's registered limits`;
  if (change.min !== undefined && !within(min)) return refuse('minBet', outside);
  if (change.max !== undefined && !within(max)) return refuse('maxBet', outside);
  if (min > max) {
    // Name the bound this request moved (both moved: the maximum, which is then below the minimum).
    return change.max !== undefined
      ? refuse('maxBet', `must be at least the minimum bet, ${formatMoney(min)}`)
      : refuse('minBet', `must be at most the maximum bet, ${formatMoney(max)}`);
  }
  return { ok: true, limits: { min: Number(min), max: Number(max) } };
}

const refuse = (field: LimitsRefusal['field'], message: string): NarrowedLimits => ({
  ok: false,
  refusal: { field, message },
});
