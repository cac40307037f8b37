// One simulated player of `pnpm bench crowd`: a real account made through the api as the web app makes
// it (a guest, then, for most players, registered with an email and a declared region, which is what
// coin purchases and sweepstakes play need), its wallet as the player last saw it, and the habits of
// the web client every action shares: a think time between steps, the header's balance refetched
// after each settled play (GET /api/auth/user, as play-feedback.ts invalidates it), and a choice of
// currency that never stakes money the player does not have.
import {
  ProfileUpdate,
  RegisterRequest,
  type CurrentUser,
  type PlayCurrency,
  type SignedInResponse,
} from '@casino/contracts';
import { sleep } from '../bench-kit.js';
import type { CallStats } from './call-stats.js';
import { bodyOf, type ApiClient } from './http-client.js';

/** What every player shares: the stats, the rooms' address, the clock of the run. */
export interface Crowd {
  stats: CallStats;
  roomsUrl: string;
  thinkMs: readonly [number, number];
  /** True once the load stops: players finish what they are doing and take nothing new. */
  stopping: boolean;
  /** What the bench did instead of a play, and why, and the room joins it retried (said, never silent). */
  notes: Map<string, number>;
  /** Actions of the mix started, by name (warm-up and drain included). */
  actions: Map<string, number>;
}

/** Share of an eligible player's plays made with sweepstakes coins (when they have enough). */
const SWEEPS_SHARE = 0.3;

export const unitsOf = (money: string): number => Math.round(Number(money) * 100);
export const moneyOf = (units: number): string => (units / 100).toFixed(2);
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export class Player {
  userId = '';
  registered = false;
  /** Balances in minor units, as the player last saw them. */
  coins = 0;
  sweeps = 0;
  /** When this player claims its free coins and its daily loyalty reward (performance.now() ms). */
  freeCoinsAt = Infinity;
  loyaltyAt = Infinity;
  freeSpins = 0;
  /** Per-game memory of the REST games (the craps table, the AI games seen). */
  readonly memory = new Map<string, unknown>();

  constructor(
    readonly n: number,
    readonly api: ApiClient,
    readonly crowd: Crowd,
  ) {}

  /** Sweepstakes play (and coin purchases) need a registered player with an eligible region. */
  get eligible(): boolean {
    return this.registered;
  }

  async think(multiplier = 1): Promise<void> {
    const [min, max] = this.crowd.thinkMs;
    await sleep((min + Math.random() * (max - min)) * multiplier);
  }

  noteBalance(currency: PlayCurrency, balance: string | undefined): void {
    if (balance === undefined) return;
    if (currency === 'sweeps') this.sweeps = unitsOf(balance);
    else this.coins = unitsOf(balance);
  }

  noteUser(user: CurrentUser): void {
    this.userId = user.id;
    this.registered = !user.isGuest;
    this.coins = unitsOf(user.balance);
    this.sweeps = unitsOf(user.sweepstakesCoins);
  }

  /**
   * The currency and stake of a play: sweepstakes coins for some plays of an eligible player who has
   * three stakes of them, else coins; null (and counted) when the player cannot cover even that.
   */
  wager(
    coinUnits: number,
    sweepsUnits: number,
    what: string,
  ): { currency: PlayCurrency; amount: string } | null {
    if (this.eligible && Math.random() < SWEEPS_SHARE && this.sweeps >= sweepsUnits * 3)
      return { currency: 'sweeps', amount: moneyOf(sweepsUnits) };
    if (this.coins >= coinUnits * 3) return { currency: 'coins', amount: moneyOf(coinUnits) };
    bump(this.crowd.notes, `${what}: not enough coins`);
    return null;
  }

  /** The header's balance, refetched after a settled play as the web client does. */
  async refetchUser(): Promise<void> {
    const answer = await this.api.get<CurrentUser>('/api/auth/user', { parse: true });
    if (answer.ok && answer.body) this.noteUser(answer.body);
  }

  /** Signs up as the web app does: a guest, then (when `register`) an account with a region. */
  async signUp(register: boolean, runTag: string): Promise<void> {
    const must = <T>(answer: { ok: boolean; status: number; body: T | null }, what: string): T => {
      if (!answer.ok || answer.body === null)
        throw new Error(
          `player ${this.n}: ${what} refused (${answer.status}): ${JSON.stringify(answer.body)}`,
        );
      return answer.body;
    };
    const guest = must(await this.api.post<SignedInResponse>('/api/auth/guest', { parse: true }), 'guest');
    this.noteUser(guest.user);
    if (register) {
      const firstName = `Crowd${this.n}`;
      const lastName = 'Bench';
      must(
        await this.api.post<SignedInResponse>('/api/auth/register', {
          parse: true,
          body: bodyOf(RegisterRequest, {
            email: `crowd-${runTag}-${this.n}@bench.casino.local`,
            password: `crowd-bench-${runTag}-password`,
            firstName,
            lastName,
            dateOfBirth: '1990-01-01',
          }),
        }),
        'registration',
      );
      must(
        await this.api.put('/api/account/profile', {
          parse: true,
          body: bodyOf(ProfileUpdate, { firstName, lastName, region: { country: 'US', state: 'CA' } }),
        }),
        'profile (region)',
      );
    }
    this.noteUser(must(await this.api.get<CurrentUser>('/api/auth/user', { parse: true }), 'current user'));
    if (register && !this.registered) throw new Error(`player ${this.n}: still a guest after registering`);
  }
}
