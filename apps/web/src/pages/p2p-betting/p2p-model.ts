import {
  challengeGameOf,
  CHALLENGE_CRYPTO_CURRENCIES,
  CHALLENGE_GAMES,
  CHALLENGE_STAKE_LIMITS,
  DEFAULT_SKILL_RATING,
  SKILL_BANDS,
  type ChallengeBetType,
  type ChallengeCryptoCurrency,
  type ChallengeGameType,
  type ChallengeSkillLevel,
} from '@casino/games';
import type { CreateChallengeRequest, MyChallenge, P2pChallenge, P2pStats } from '@casino/contracts';
import type { ChallengeChange } from './use-challenge-lobby';
import { formatAmount } from '../../lib/format';

// What /p2p-betting shows, as plain functions of the server's answers (spec document 2, /p2p-betting
// and section 9): the stat cards, the labels of a challenge card and the Create dialog's rules.

/** The spec's win rate: rounded wins/(wins+losses) as a percent, 0 without any. */
export function winRatePercent(wins: number, losses: number): number {
  const played = wins + losses;
  return played > 0 ? Math.round((wins / played) * 100) : 0;
}

export interface StatCard {
  key: 'wins' | 'rating' | 'win-rate' | 'active';
  label: string;
  value: string;
  note: string;
}

const count = new Intl.NumberFormat('en-US');

/** The four stat cards (spec: Total Wins, Skill Rating (default 1000), Win Rate, Active Challenges). */
export function statCards(stats: P2pStats | null | undefined): StatCard[] {
  const wins = stats?.totalWins ?? 0;
  const losses = stats?.totalLosses ?? 0;
  return [
    { key: 'wins', label: 'Total Wins', value: count.format(wins), note: `${count.format(losses)} lost` },
    {
      key: 'rating',
      label: 'Skill Rating',
      value: count.format(stats?.skillRating ?? DEFAULT_SKILL_RATING),
      note: 'Glicko-2, most-played game',
    },
    {
      key: 'win-rate',
      label: 'Win Rate',
      value: `${winRatePercent(wins, losses)}%`,
      note: 'Draws not counted',
    },
    {
      key: 'active',
      label: 'Active Challenges',
      value: count.format(stats?.activeChallenges ?? 0),
      note: 'Open or in play',
    },
  ];
}

/** "50.00 Coins" for coins (the spec's word), "5.00 SC" for sweepstakes coins; never a dollar sign. */
export function stakeLabel(amount: string, betType: ChallengeBetType, crypto?: string | null): string {
  if (betType === 'sweepstakes') return `${formatAmount(amount)} SC`;
  if (betType === 'crypto') return `${formatAmount(amount)} ${crypto ?? ''}`.trim();
  return `${formatAmount(amount)} Coins`;
}

export const SKILL_LEVEL_LABELS: Record<ChallengeSkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
  any: 'Any level',
};

export const BET_TYPE_LABELS: Record<ChallengeBetType, string> = {
  coins: 'Coins (GC)',
  sweepstakes: 'Sweepstakes coins (SC)',
  crypto: 'Crypto',
};

/** "rating 1000-1199", "rating 1400+", "everyone": who may accept a challenge of that level. */
export function skillBandText(level: ChallengeSkillLevel): string {
  const band = SKILL_BANDS[level];
  if (band.min <= 0 && band.max === Number.POSITIVE_INFINITY) return 'everyone';
  if (band.max === Number.POSITIVE_INFINITY) return `rating ${band.min}+`;
  if (band.min <= 0) return `rating up to ${band.max}`;
  return `rating ${band.min}-${band.max}`;
}

export interface GameOption {
  type: ChallengeGameType;
  label: string;
  icon: string;
  disabled: boolean;
}

/** The dialog's game choices, in the spec's order: playable games selectable, the rest marked coming soon. */
export const GAME_OPTIONS: readonly GameOption[] = CHALLENGE_GAMES.map((game) => ({
  type: game.type,
  label: game.playable ? game.name : `${game.name} (coming soon)`,
  icon: game.icon,
  disabled: !game.playable,
}));

export interface CreateForm {
  gameType: ChallengeGameType;
  betType: ChallengeBetType;
  betAmount: string;
  skillLevel: ChallengeSkillLevel;
  cryptoCurrency: ChallengeCryptoCurrency;
}

export type CreateCheck = { ok: true; request: CreateChallengeRequest } | { ok: false; message: string };

const STAKE_LIMITS_BY_BET_TYPE = {
  coins: CHALLENGE_STAKE_LIMITS.coins,
  sweepstakes: CHALLENGE_STAKE_LIMITS.sweeps,
} as const;

/** The stake range of a bet type in whole coins ("1.00-10,000.00 Coins"), or null for crypto. */
export function stakeRangeText(betType: ChallengeBetType): string | null {
  if (betType === 'crypto') return null;
  const limits = STAKE_LIMITS_BY_BET_TYPE[betType];
  return `${stakeLabel((limits.min / 100).toFixed(2), betType)} to ${stakeLabel((limits.max / 100).toFixed(2), betType)}`;
}

/** The spec's rule: the button is disabled while the request is pending or betAmount is empty. */
export const canSubmitCreate = (form: CreateForm, pending: boolean): boolean =>
  !pending && form.betAmount.trim() !== '';

/**
 * What the dialog sends. The server decides (limits, balance, crypto refused, games not yet
 * playable) and its message is shown; the client only turns the form into the request and keeps
 * the crypto currency out of it unless the bet type is crypto (spec: shown only then).
 */
export function createRequestOf(form: CreateForm): CreateCheck {
  const amount = form.betAmount.trim();
  if (amount === '') return { ok: false, message: 'Enter a bet amount.' };
  return {
    ok: true,
    request: {
      gameType: form.gameType,
      betAmount: amount,
      betType: form.betType,
      skillLevel: form.skillLevel,
      ...(form.betType === 'crypto' ? { cryptoCurrency: form.cryptoCurrency } : {}),
    },
  };
}

export const CRYPTO_OPTIONS = CHALLENGE_CRYPTO_CURRENCIES;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Expires Nov 25, 2026, 3:00 PM" or "Expired" once past. */
export function expiryText(expiresAt: string, now: number): string {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return '';
  return at <= now ? 'Expired' : `Expires ${dateTime.format(new Date(at))}`;
}

export const finishedAtText = (at: string | null): string => (at ? dateTime.format(new Date(at)) : '');

/** An open challenge the viewer may accept: not their own, and open. */
export const isAcceptable = (challenge: P2pChallenge, userId: string | null): boolean =>
  challenge.status === 'open' && challenge.challengerId !== userId;

/** My Challenges: open ones I made, those in play, and rematches offered to me. History: the rest. */
export function splitMine(mine: readonly MyChallenge[]): { active: MyChallenge[]; offers: MyChallenge[] } {
  return {
    active: mine.filter((c) => c.role !== 'invited' && (c.status === 'open' || c.status === 'playing')),
    offers: mine.filter((c) => c.role === 'invited' && c.status === 'open'),
  };
}

export const OUTCOME_LABELS: Record<NonNullable<MyChallenge['outcome']>, string> = {
  won: 'Won',
  lost: 'Lost',
  draw: 'Draw',
  void: 'Refunded',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** "+12", "−8", "0", or "—" for an unrated game. */
export function ratingChangeText(change: number | null): string {
  if (change === null) return '—';
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '0';
}

/** The name of the other player from the viewer's side. */
export function opponentOf(challenge: MyChallenge): string {
  if (challenge.role === 'creator') return challenge.opponentName ?? 'Waiting for an opponent';
  return challenge.challengerName;
}

/**
 * What a lobby notice means for the viewer: their own open challenge was accepted (follow the
 * accepter into the room, spec §4), a rematch was offered to them, or nothing in particular.
 */
export function lobbyNoticeFor(
  change: ChallengeChange,
  known: readonly Pick<P2pChallenge, 'id' | 'challengerId' | 'status'>[],
  userId: string | null,
): 'my-challenge-accepted' | 'rematch-offered' | null {
  if (userId === null) return null;
  if (change.status === 'playing')
    return known.some((c) => c.id === change.challengeId && c.challengerId === userId && c.status === 'open')
      ? 'my-challenge-accepted'
      : null;
  if (change.status === 'open' && change.invitedId === userId) return 'rematch-offered';
  return null;
}

/**
 * Where a challenge is played: its game's page (the registry's `page`): the arena
 * /game-room/{id}, or the poker challenge page /p2p-challenge/{id}.
 */
export const challengePath = (gameType: ChallengeGameType, id: string): string =>
  `/${challengeGameOf(gameType).page}/${encodeURIComponent(id)}`;

/** The page of a challenge known from the lists (the arena when it is not among them). */
export function challengePathAmong(
  id: string,
  known: readonly Pick<P2pChallenge, 'id' | 'gameType'>[],
): string {
  const challenge = known.find((c) => c.id === id);
  return challenge ? challengePath(challenge.gameType, id) : `/game-room/${encodeURIComponent(id)}`;
}
