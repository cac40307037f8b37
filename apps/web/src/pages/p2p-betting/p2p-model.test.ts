import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MyChallenge, P2pStats } from '@casino/contracts';
import { playableChallengeGames } from '@casino/games';
import {
  challengePath,
  challengePathAmong,
  canSubmitCreate,
  createRequestOf,
  expiryText,
  GAME_OPTIONS,
  isAcceptable,
  lobbyNoticeFor,
  ratingChangeText,
  skillBandText,
  splitMine,
  stakeLabel,
  statCards,
  winRatePercent,
  type CreateForm,
} from './p2p-model';

describe('win rate (spec: rounded wins/(wins+losses) %, 0 without any)', () => {
  it.each([
    { name: 'no games', wins: 0, losses: 0, rate: 0 },
    { name: 'only losses', wins: 0, losses: 4, rate: 0 },
    { name: 'only wins', wins: 3, losses: 0, rate: 100 },
    { name: 'one in three rounds down', wins: 1, losses: 2, rate: 33 },
    { name: 'two in three rounds up', wins: 2, losses: 1, rate: 67 },
    { name: 'a half', wins: 5, losses: 5, rate: 50 },
    { name: 'half a percent rounds up', wins: 1, losses: 199, rate: 1 },
    { name: 'just under half a percent rounds down', wins: 1, losses: 201, rate: 0 },
  ])('$name', ({ wins, losses, rate }) => {
    expect(winRatePercent(wins, losses)).toBe(rate);
  });

  it('is a whole percent between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (wins, losses) => {
        const rate = winRatePercent(wins, losses);
        return Number.isInteger(rate) && rate >= 0 && rate <= 100;
      }),
    );
  });
});

const stats = (over: Partial<P2pStats>): P2pStats => ({
  totalWins: 0,
  totalLosses: 0,
  draws: 0,
  skillRating: 1000,
  winRate: 0,
  activeChallenges: 0,
  ratings: [],
  ...over,
});

describe('the four stat cards', () => {
  it.each([
    { name: 'before any answer: the spec’s defaults', stats: undefined, values: ['0', '1,000', '0%', '0'] },
    { name: 'a new player', stats: stats({}), values: ['0', '1,000', '0%', '0'] },
    {
      name: 'after a win and a loss, two open',
      stats: stats({ totalWins: 1, totalLosses: 1, skillRating: 1012, activeChallenges: 2 }),
      values: ['1', '1,012', '50%', '2'],
    },
    {
      name: 'many wins',
      stats: stats({ totalWins: 1234, totalLosses: 766, skillRating: 1875 }),
      values: ['1,234', '1,875', '62%', '0'],
    },
  ])('$name', ({ stats: s, values }) => {
    const cards = statCards(s);
    expect(cards.map((c) => c.label)).toEqual([
      'Total Wins',
      'Skill Rating',
      'Win Rate',
      'Active Challenges',
    ]);
    expect(cards.map((c) => c.value)).toEqual(values);
  });
});

const form = (over: Partial<CreateForm>): CreateForm => ({
  gameType: 'chess',
  betType: 'coins',
  betAmount: '50',
  skillLevel: 'intermediate',
  cryptoCurrency: 'BTC',
  ...over,
});

describe('the Create Skill Challenge dialog', () => {
  it.each([
    { name: 'an amount, not pending', form: form({}), pending: false, enabled: true },
    { name: 'pending', form: form({}), pending: true, enabled: false },
    { name: 'empty amount', form: form({ betAmount: '' }), pending: false, enabled: false },
    { name: 'blank amount', form: form({ betAmount: '   ' }), pending: false, enabled: false },
    // The server names the field for a zero, a negative or an over-balance amount.
    { name: 'zero is the server’s to refuse', form: form({ betAmount: '0' }), pending: false, enabled: true },
  ])('button: $name', ({ form: f, pending, enabled }) => {
    expect(canSubmitCreate(f, pending)).toBe(enabled);
  });

  it.each([
    {
      name: 'coins: no crypto currency sent',
      form: form({}),
      request: { gameType: 'chess', betAmount: '50', betType: 'coins', skillLevel: 'intermediate' },
    },
    {
      name: 'sweepstakes',
      form: form({ betType: 'sweepstakes', betAmount: ' 2.5 ', gameType: 'math', skillLevel: 'any' }),
      request: { gameType: 'math', betAmount: '2.5', betType: 'sweepstakes', skillLevel: 'any' },
    },
    {
      name: 'crypto carries its currency (the server refuses it with its reason)',
      form: form({ betType: 'crypto', cryptoCurrency: 'ETH' }),
      request: {
        gameType: 'chess',
        betAmount: '50',
        betType: 'crypto',
        skillLevel: 'intermediate',
        cryptoCurrency: 'ETH',
      },
    },
  ])('request: $name', ({ form: f, request }) => {
    expect(createRequestOf(f)).toEqual({ ok: true, request });
  });

  it('refuses an empty amount before sending', () => {
    expect(createRequestOf(form({ betAmount: '' }))).toEqual({ ok: false, message: 'Enter a bet amount.' });
  });

  it('lists every game type, the playable ones selectable and the rest coming soon', () => {
    expect(GAME_OPTIONS.map((o) => o.type)).toEqual([
      'blackjack',
      'poker',
      'chess',
      'checkers',
      'math',
      'image_puzzles',
      'logic_puzzles',
      'word_riddles',
    ]);
    // Selectable: exactly the registry's playable games (issue 14 makes them so one by one).
    expect(GAME_OPTIONS.filter((o) => !o.disabled).map((o) => o.type)).toEqual(
      playableChallengeGames().map((game) => game.type),
    );
    expect(GAME_OPTIONS.filter((o) => !o.disabled).map((o) => o.type)).toEqual(
      expect.arrayContaining(['chess', 'checkers', 'math']),
    );
    for (const option of GAME_OPTIONS.filter((o) => o.disabled)) expect(option.label).toMatch(/coming soon/);
  });

  it.each([
    ['beginner', 'rating up to 1199'],
    ['intermediate', 'rating 1000-1599'],
    ['expert', 'rating 1400+'],
    ['any', 'everyone'],
  ] as const)('skill level %s admits %s', (level, text) => {
    expect(skillBandText(level)).toBe(text);
  });
});

describe('challenge cards', () => {
  it.each([
    { name: 'coins say Coins', amount: '50.00', type: 'coins', crypto: null, label: '50.00 Coins' },
    { name: 'thousands', amount: '1234.5', type: 'coins', crypto: null, label: '1,234.50 Coins' },
    { name: 'sweepstakes say SC', amount: '5.00', type: 'sweepstakes', crypto: null, label: '5.00 SC' },
    { name: 'crypto says its currency', amount: '1.00', type: 'crypto', crypto: 'BTC', label: '1.00 BTC' },
  ] as const)('$name', ({ amount, type, crypto, label }) => {
    expect(stakeLabel(amount, type, crypto)).toBe(label);
    expect(stakeLabel(amount, type, crypto)).not.toContain('$');
  });

  it.each([
    {
      name: 'in the future',
      expiresAt: '2026-11-25T15:00:00.000Z',
      now: Date.parse('2026-11-24T15:00:00Z'),
      expired: false,
    },
    {
      name: 'past',
      expiresAt: '2026-11-24T14:00:00.000Z',
      now: Date.parse('2026-11-24T15:00:00Z'),
      expired: true,
    },
  ])('expiry $name', ({ expiresAt, now, expired }) => {
    const text = expiryText(expiresAt, now);
    expect(text === 'Expired').toBe(expired);
    if (!expired) expect(text).toMatch(/^Expires Nov 2[45], 2026/);
  });

  it.each([
    { name: 'someone else’s open challenge', status: 'open', challengerId: 'a', userId: 'b', ok: true },
    { name: 'my own', status: 'open', challengerId: 'a', userId: 'a', ok: false },
    { name: 'already taken', status: 'playing', challengerId: 'a', userId: 'b', ok: false },
  ] as const)('acceptable: $name', ({ status, challengerId, userId, ok }) => {
    const challenge = { status, challengerId } as Parameters<typeof isAcceptable>[0];
    expect(isAcceptable(challenge, userId)).toBe(ok);
  });

  it.each([
    [12, '+12'],
    [-8, '−8'],
    [0, '0'],
    [null, '—'],
  ] as const)('rating change %j reads %s', (change, text) => {
    expect(ratingChangeText(change)).toBe(text);
  });
});

describe('My Challenges', () => {
  const row = (id: string, role: MyChallenge['role'], status: MyChallenge['status']) =>
    ({ id, role, status }) as MyChallenge;
  it('keeps my open and in-play challenges, and the rematches offered to me apart', () => {
    const { active, offers } = splitMine([
      row('open-mine', 'creator', 'open'),
      row('playing-as-opponent', 'opponent', 'playing'),
      row('finished', 'creator', 'finished'),
      row('offer', 'invited', 'open'),
      row('offer-taken', 'invited', 'playing'),
      row('cancelled', 'creator', 'cancelled'),
    ]);
    expect(active.map((c) => c.id)).toEqual(['open-mine', 'playing-as-opponent']);
    expect(offers.map((c) => c.id)).toEqual(['offer']);
  });
});

describe('lobby notices from the viewer’s side', () => {
  const known = [
    { id: 'mine-open', challengerId: 'me', status: 'open' as const },
    { id: 'theirs-open', challengerId: 'them', status: 'open' as const },
    { id: 'mine-playing', challengerId: 'me', status: 'playing' as const },
  ];
  const change = (
    challengeId: string,
    status: 'open' | 'playing' | 'cancelled',
    invitedId: string | null = null,
  ) => ({
    challengeId,
    status,
    invitedId,
  });
  it.each([
    {
      name: 'my open challenge was accepted',
      change: change('mine-open', 'playing'),
      user: 'me',
      notice: 'my-challenge-accepted',
    },
    {
      name: 'someone else’s was accepted',
      change: change('theirs-open', 'playing'),
      user: 'me',
      notice: null,
    },
    {
      name: 'one I already play (a resumed room)',
      change: change('mine-playing', 'playing'),
      user: 'me',
      notice: null,
    },
    { name: 'an unknown challenge started', change: change('other', 'playing'), user: 'me', notice: null },
    {
      name: 'a rematch offered to me',
      change: change('new', 'open', 'me'),
      user: 'me',
      notice: 'rematch-offered',
    },
    {
      name: 'a rematch offered to someone else',
      change: change('new', 'open', 'them'),
      user: 'me',
      notice: null,
    },
    { name: 'a cancellation', change: change('mine-open', 'cancelled'), user: 'me', notice: null },
    { name: 'signed out', change: change('mine-open', 'playing'), user: null, notice: null },
  ] as const)('$name', ({ change: c, user, notice }) => {
    expect(lobbyNoticeFor(c, known, user)).toBe(notice);
  });
});

describe('where a challenge is played (the registry’s page)', () => {
  it.each([
    { gameType: 'poker', path: '/p2p-challenge/c1' },
    { gameType: 'chess', path: '/game-room/c1' },
    { gameType: 'blackjack', path: '/game-room/c1' },
    { gameType: 'word_riddles', path: '/game-room/c1' },
  ] as const)('$gameType → $path', ({ gameType, path }) => {
    expect(challengePath(gameType, 'c1')).toBe(path);
  });

  it('a challenge known from the lists goes to its page; an unknown one to the arena (which hands off)', () => {
    const known = [
      { id: 'p', gameType: 'poker' as const },
      { id: 'm', gameType: 'math' as const },
    ];
    expect(challengePathAmong('p', known)).toBe('/p2p-challenge/p');
    expect(challengePathAmong('m', known)).toBe('/game-room/m');
    expect(challengePathAmong('x', known)).toBe('/game-room/x');
  });
});
