/**
 * The playthrough rule (issue 18), as pure arithmetic on minor units: a grant of sweepstakes coins is
 * redeemable once wagers of `required` (its amount times the multiple in force when it was given)
 * have been played against it. Wagers play the oldest grant first (FIFO), and only grants given
 * before the wager: a new grant locks its own amount and nothing else. An operator's debit of the
 * wallet (a negative adjustment) takes back locked coins first, newest grant first.
 */
export interface GrantState {
  id: bigint;
  amount: bigint;
  required: bigint;
  played: bigint;
  revoked: bigint;
  createdAt: Date;
}

export interface SweepsWager {
  /** Minor units staked. */
  stake: bigint;
  /** When the wager was settled: it plays only grants given up to then. */
  at: Date;
}

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** Wagering a grant needs in all, the revoked part no longer counted. */
export function effectiveRequired(grant: GrantState): bigint {
  if (grant.required === 0n) return 0n;
  return ceilDiv(grant.required * (grant.amount - grant.revoked), grant.amount);
}

/** Wagering still needed before the grant is fully redeemable. */
export const remainingOf = (grant: GrantState): bigint => max(0n, effectiveRequired(grant) - grant.played);

/** The part of the grant's amount its wagering has unlocked so far. */
function unlockedOf(grant: GrantState): bigint {
  if (grant.required === 0n) return grant.amount;
  return min(grant.amount, (grant.amount * grant.played) / grant.required);
}

/** The part of the grant not redeemable yet (0 once played through or taken back). */
export const lockedOf = (grant: GrantState): bigint =>
  max(0n, grant.amount - grant.revoked - unlockedOf(grant));

/** The required wagering as a multiple of the amount, rounded up to a whole minor unit. */
export function requiredFor(amount: bigint, multipleHundredths: bigint): bigint {
  return ceilDiv(amount * multipleHundredths, 100n);
}

/**
 * Plays the wagers (in the order given) against the grants (ordered by id, oldest first) and returns
 * the grants with their new `played`; the input is not changed.
 */
export function consumeWagers(grants: readonly GrantState[], wagers: readonly SweepsWager[]): GrantState[] {
  const out = grants.map((g) => ({ ...g }));
  for (const wager of wagers) {
    let stake = wager.stake;
    for (const grant of out) {
      if (stake <= 0n) break;
      if (grant.createdAt.getTime() > wager.at.getTime()) continue;
      const take = min(stake, remainingOf(grant));
      if (take <= 0n) continue;
      grant.played += take;
      stake -= take;
    }
  }
  return out;
}

/**
 * Takes back `amount` of locked coins (an operator debited the wallet), newest grant first, and
 * returns the grants with their new `revoked`; the input is not changed.
 */
export function revokeLocked(grants: readonly GrantState[], amount: bigint): GrantState[] {
  const out = grants.map((g) => ({ ...g }));
  let left = amount;
  for (let i = out.length - 1; i >= 0 && left > 0n; i--) {
    const grant = out[i];
    if (!grant) continue;
    const take = min(left, lockedOf(grant));
    grant.revoked += take;
    left -= take;
  }
  return out;
}

/** What the player may redeem: the balance minus what is locked, never below 0 nor above the balance. */
export function redeemableOf(balance: bigint, grants: readonly GrantState[]): bigint {
  const locked = grants.reduce((sum, g) => sum + lockedOf(g), 0n);
  return min(balance, max(0n, balance - locked));
}
