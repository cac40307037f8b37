import { BlackjackRound } from '@casino/contracts';
import { auditLedger, formatMoney, parseMoney } from '@casino/domain';
import { commitServerSeed, handValue, isNaturalBlackjack, toCard, verify, type CardId } from '@casino/engine';
import { describe, expect, it } from 'vitest';
import {
  START,
  INSUFFICIENT,
  KNOWN_SERVER_SEED,
  deckOf,
  type Player,
  usePlayTestApi,
} from '../../../../test/play-test-api.js';

const { newPlayer, post, get, balanceOf, nonceOf, sessionsOf, drainTo, rig, api } = usePlayTestApi();
const blackjack = (body: string) => BlackjackRound.parse(JSON.parse(body));

/** Player p1 p2, dealer d1 (up) d2 (hole): blackjack deals player, dealer, player, dealer. */
const dealOf = (deck: CardId[]) => ({
  player: [deck[0]!, deck[2]!],
  dealer: [deck[1]!, deck[3]!],
  next: deck.slice(4),
});
const rank = (id: CardId) => id >> 2;
const ACE = 12;
/** A deal that goes straight to play: no natural, and no dealer ace (which first offers insurance). */
const noNaturals = (deck: CardId[]) =>
  !isNaturalBlackjack(dealOf(deck).player) &&
  !isNaturalBlackjack(dealOf(deck).dealer) &&
  rank(dealOf(deck).dealer[0]!) !== ACE;

describe(`blackjack (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    [
      'a bet below the table minimum',
      { betAmount: '4.99' },
      400,
      'bet_out_of_range',
      /between 5\.00 and 500\.00/,
    ],
    [
      'a bet above the table maximum',
      { betAmount: '500.01' },
      400,
      'bet_out_of_range',
      /between 5\.00 and 500\.00/,
    ],
    ['a zero bet', { betAmount: '0.00' }, 400, 'validation_error', /^body\.betAmount: /],
    // A JSON number is taken when it is exactly a two-decimal amount, like the same as a string.
    [
      'a numeric bet with three decimals',
      { betAmount: 10.005 },
      400,
      'validation_error',
      /^body\.betAmount: /,
    ],
    ['a missing bet amount', {}, 400, 'validation_error', /^body\.betAmount: /],
    [
      'an unknown field',
      { betAmount: '10.00', winAmount: '1000.00' },
      400,
      'validation_error',
      /^body\.winAmount: /,
    ],
  ])('refuses a deal with %s and moves no money', async (_name, payload, status, error, message) => {
    const p = await newPlayer();
    const response = await post(p, '/api/blackjack/deal', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) });
    expect(await balanceOf(p)).toBe(START);
    expect((await get(p, '/api/blackjack/current')).json()).toBeNull();
    expect(await nonceOf(p)).toBe(0);
  });

  it.each([
    ['hit', '/api/blackjack/hit'],
    ['stand', '/api/blackjack/stand'],
    ['double', '/api/blackjack/double'],
    ['split', '/api/blackjack/split'],
  ])('answers %s without an open round with 409 no_active_round', async (_name, url) => {
    const p = await newPlayer();
    const response = await post(p, url);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'no_active_round',
      message: expect.stringMatching(/No blackjack round in progress/),
    });
  });

  it.each([
    ['an unknown field', { foo: 1 }, /^body\.foo: /],
    ['an array body', [1], /^body: /],
  ])('refuses an action with %s naming the field', async (_name, payload, message) => {
    const p = await newPlayer();
    const response = await post(p, '/api/blackjack/hit', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
  });

  it('refuses a bet above the balance with the spec message and changes nothing', async () => {
    const p = await newPlayer();
    await drainTo(p, '10.00');
    const response = await post(p, '/api/blackjack/deal', { betAmount: '20.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INSUFFICIENT);
    expect(await balanceOf(p)).toBe(parseMoney('10.00'));
    expect((await get(p, '/api/blackjack/current')).json()).toBeNull();
    expect(await nonceOf(p)).toBe(0);
  });

  it('deals with the hole card hidden, stands, settles, records the session, and the round verifies', async () => {
    const p = await newPlayer();
    const clientSeed = await rig(p, (s) => noNaturals(deckOf(s)));
    const deck = deckOf({ serverSeed: KNOWN_SERVER_SEED, clientSeed, nonce: 0 });
    const { player, dealer } = dealOf(deck);

    const deal = await post(p, '/api/blackjack/deal', { betAmount: '25.00' });
    expect(deal.statusCode).toBe(200);
    const dealt = blackjack(deal.body);
    expect(dealt).toMatchObject({
      phase: 'playing',
      result: 'continue',
      totalBet: '25.00',
      winAmount: '0.00',
      sessionId: null,
      activeHand: 0,
    });
    expect(dealt.playerCards).toEqual(player.map(toCard));
    // Only the up card: the hole card is neither in the round nor anywhere in the body.
    expect(dealt.dealerCards).toEqual([toCard(dealer[0]!)]);
    expect(dealt.dealerValue).toBe(handValue([dealer[0]!]).total);
    expect(deal.body).not.toMatch(/deck/i);
    expect(dealt.balance).toBe(formatMoney(START - 2500n));
    expect(dealt.fairness).toMatchObject({
      clientSeed,
      nonce: 0,
      serverSeedHash: commitServerSeed(KNOWN_SERVER_SEED),
    });

    const current = await get(p, '/api/blackjack/current');
    expect(current.statusCode).toBe(200);
    expect(blackjack(current.body)).toMatchObject({
      roundId: dealt.roundId,
      phase: 'playing',
      dealerCards: [toCard(dealer[0]!)],
    });
    expect(current.body).not.toMatch(/deck/i);

    const stand = await post(p, '/api/blackjack/stand');
    expect(stand.statusCode).toBe(200);
    const done = blackjack(stand.body);
    expect(done.phase).toBe('finished');
    expect(done.dealerCards.slice(0, 2)).toEqual(dealer.map(toCard));
    expect(done.sessionId).not.toBeNull();
    expect(done.fairness).toEqual(dealt.fairness);
    expect(['win', 'lose', 'push']).toContain(done.result);
    const win = parseMoney(done.winAmount);
    expect(win).toBe(done.result === 'win' ? 5000n : done.result === 'push' ? 2500n : 0n);
    expect(parseMoney(done.balance)).toBe(START - 2500n + win);
    expect(await balanceOf(p)).toBe(START - 2500n + win);

    // The finished round is gone: acting again is refused, and current is null.
    const again = await post(p, '/api/blackjack/hit', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'no_active_round' });
    expect((await get(p, '/api/blackjack/current')).json()).toBeNull();

    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({
      id: done.sessionId,
      gameId: 2,
      betAmount: '25.00',
      winAmount: done.winAmount,
    });
    expect(session?.gameData).toMatchObject({
      result: done.result,
      actions: ['stand'],
      fairness: dealt.fairness,
      playerCards: done.playerCards,
      dealerCards: done.dealerCards,
    });

    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{
      previousServerSeed: string;
      roundsPlayed: number;
    }>();
    expect(rotated).toMatchObject({ previousServerSeed: KNOWN_SERVER_SEED, roundsPlayed: 1 });
    const replay = verify('blackjack', rotated.previousServerSeed, clientSeed, 0, { actions: ['stand'] });
    expect(replay.ok && replay.outcome.game === 'blackjack' && replay.outcome.final).toEqual({
      hands: [done.playerCards],
      dealerCards: done.dealerCards,
      result: done.result,
    });
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('settles a natural at once (no open round left)', async () => {
    const p = await newPlayer();
    await rig(
      p,
      (s) => isNaturalBlackjack(dealOf(deckOf(s)).player) && !isNaturalBlackjack(dealOf(deckOf(s)).dealer),
    );
    const deal = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).body);
    expect(deal).toMatchObject({
      phase: 'finished',
      result: 'blackjack',
      winAmount: '25.00',
      totalBet: '10.00',
    });
    expect(deal.dealerCards).toHaveLength(2);
    expect(deal.sessionId).not.toBeNull();
    expect(parseMoney(deal.balance)).toBe(START + 1500n);
    expect((await get(p, '/api/blackjack/current')).json()).toBeNull();
    // A new round may start right away.
    expect((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).statusCode).toBe(200);
  });

  it('doubles down: stakes a second bet, one card, settles', async () => {
    const p = await newPlayer();
    await rig(p, (s) => {
      const deck = deckOf(s);
      const { player } = dealOf(deck);
      const total = handValue(player).total;
      return noNaturals(deck) && total >= 9 && total <= 11 && rank(player[0]!) !== rank(player[1]!);
    });
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '100.00' })).body);
    expect(dealt.canDouble).toBe(true);
    expect(dealt.canSplit).toBe(false);
    const split = await post(p, '/api/blackjack/split');
    expect(split.statusCode).toBe(409);
    expect(split.json()).toMatchObject({ error: 'invalid_action' });

    const doubled = blackjack((await post(p, '/api/blackjack/double')).body);
    expect(doubled).toMatchObject({ phase: 'finished', totalBet: '200.00' });
    expect(doubled.playerCards).toHaveLength(3);
    const win = parseMoney(doubled.winAmount);
    expect(win).toBe(doubled.result === 'win' ? 40000n : doubled.result === 'push' ? 20000n : 0n);
    expect(await balanceOf(p)).toBe(START - 20000n + win);
    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({
      betAmount: '200.00',
      winAmount: doubled.winAmount,
      gameData: { actions: ['double'] },
    });
  });

  it('refuses a double after a hit, and a double the balance cannot cover', async () => {
    const p = await newPlayer();
    await rig(p, (s) => {
      const deck = deckOf(s);
      const { player, next } = dealOf(deck);
      return (
        noNaturals(deck) &&
        handValue([...player, next[0]!]).total < 21 &&
        rank(player[0]!) !== rank(player[1]!)
      );
    });
    await drainTo(p, '150.00');
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '100.00' })).body);
    expect(dealt.balance).toBe('50.00');
    // 50.00 left cannot cover another 100.00: refused with the spec message, the round unchanged.
    const poor = await post(p, '/api/blackjack/double');
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toEqual(INSUFFICIENT);
    expect(blackjack((await get(p, '/api/blackjack/current')).body)).toMatchObject({
      phase: 'playing',
      totalBet: '100.00',
      canDouble: true,
    });

    const hit = blackjack((await post(p, '/api/blackjack/hit')).body);
    expect(hit).toMatchObject({ phase: 'playing', canDouble: false });
    expect(hit.playerCards).toHaveLength(3);
    const double = await post(p, '/api/blackjack/double');
    expect(double.statusCode).toBe(409);
    expect(double.json()).toMatchObject({
      error: 'invalid_action',
      message: expect.stringMatching(/double/),
    });
    const stand = blackjack((await post(p, '/api/blackjack/stand')).body);
    expect(stand.phase).toBe('finished');
    expect(await balanceOf(p)).toBe(parseMoney('50.00') + parseMoney(stand.winAmount));
    expect((await sessionsOf(p))[0]?.gameData).toMatchObject({ actions: ['hit', 'stand'] });
  });

  it('splits a pair into two hands, plays both to the end, and pays each', async () => {
    const p = await newPlayer();
    const clientSeed = await rig(p, (s) => {
      const deck = deckOf(s);
      const { player } = dealOf(deck);
      return noNaturals(deck) && rank(player[0]!) === rank(player[1]!) && rank(player[0]!) !== 12;
    });
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '50.00' })).body);
    expect(dealt.canSplit).toBe(true);
    const split = blackjack((await post(p, '/api/blackjack/split')).body);
    expect(split.hands).toHaveLength(2);
    expect(split.totalBet).toBe('100.00');
    expect(await balanceOf(p)).toBe(START - 10000n);

    const actions: Array<'split' | 'stand'> = ['split'];
    let round = split;
    for (let i = 0; i < 4 && round.phase === 'playing'; i += 1) {
      round = blackjack((await post(p, '/api/blackjack/stand')).body);
      actions.push('stand');
    }
    expect(round.phase).toBe('finished');
    const perHand = round.hands.map((h) => parseMoney(h.winAmount));
    expect(parseMoney(round.winAmount)).toBe(perHand.reduce((a, b) => a + b, 0n));
    for (const h of round.hands) {
      expect(h.bet).toBe('50.00');
      expect(parseMoney(h.winAmount)).toBe(h.outcome === 'win' ? 10000n : h.outcome === 'push' ? 5000n : 0n);
    }
    expect(await balanceOf(p)).toBe(START - 10000n + parseMoney(round.winAmount));
    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({ betAmount: '100.00', winAmount: round.winAmount, gameData: { actions } });
    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{ previousServerSeed: string }>();
    const replay = verify('blackjack', rotated.previousServerSeed, clientSeed, 0, {
      actions: actions.slice(),
    });
    expect(replay.ok && replay.outcome.game === 'blackjack' && replay.outcome.final?.hands).toEqual(
      round.hands.map((h) => h.cards),
    );
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('refuses a second deal while a round is open, and keeps rounds per player', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    await rig(p, (s) => noNaturals(deckOf(s)));
    expect((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).statusCode).toBe(200);
    const again = await post(p, '/api/blackjack/deal', { betAmount: '10.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'round_in_progress' });
    expect(await balanceOf(p)).toBe(START - 1000n);
    expect(await nonceOf(p)).toBe(1);
    // Another player cannot act on it: their own round is looked up, and they have none.
    expect((await post(other, '/api/blackjack/stand')).statusCode).toBe(409);
    expect(blackjack((await get(p, '/api/blackjack/current')).body).phase).toBe('playing');
    // The open round blocks a seed rotation until it is finished.
    expect((await post(p, '/api/fairness/rotate', {})).statusCode).toBe(409);
  });

  it('lets exactly one of 10 parallel deals through; the balance moves once', async () => {
    const p = await newPlayer();
    await rig(p, (s) => noNaturals(deckOf(s)));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(p, '/api/blackjack/deal', { betAmount: '500.00' })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ error: 'round_in_progress' });
    }
    expect(await balanceOf(p)).toBe(START - 50000n);
    expect(await nonceOf(p)).toBe(1);
    const rounds = await api()
      .t.db.selectFrom('game_rounds')
      .select(['status'])
      .where('user_id', '=', p.id)
      .where('game', '=', 'blackjack')
      .execute();
    expect(rounds).toEqual([{ status: 'open' }]);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('applies one of 10 parallel stands on one round; the others find no round, the round pays once', async () => {
    const p = await newPlayer();
    await rig(p, (s) => noNaturals(deckOf(s)));
    expect((await post(p, '/api/blackjack/deal', { betAmount: '100.00' })).statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(p, '/api/blackjack/stand')));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'no_active_round' });
    const done = blackjack(ok[0]!.body);
    expect(await balanceOf(p)).toBe(START - 10000n + parseMoney(done.winAmount));
    expect(await sessionsOf(p)).toHaveLength(1);
    const round = await api()
      .t.db.selectFrom('game_rounds')
      .select(['status', 'version', 'staked'])
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'settled', version: 1, staked: 10000n });
  });

  it('plays 20 rounds hitting below 17: balance = start - stakes + returns, the ledger balances', async () => {
    const p = await newPlayer();
    let staked = 0n;
    let returned = 0n;
    for (let i = 0; i < 20; i += 1) {
      let round = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).body);
      while (round.phase === 'playing') {
        const decide = round.insurance?.decision === 'pending';
        round = blackjack(
          decide
            ? (await post(p, '/api/blackjack/insurance', { take: false })).body
            : (await post(p, round.playerValue < 17 ? '/api/blackjack/hit' : '/api/blackjack/stand')).body,
        );
      }
      expect(round.sessionId).not.toBeNull();
      staked += parseMoney(round.totalBet);
      returned += parseMoney(round.winAmount);
      expect(parseMoney(round.balance)).toBe(START - staked + returned);
    }
    expect(await balanceOf(p)).toBe(START - staked + returned);
    expect(await sessionsOf(p)).toHaveLength(20);
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('requires a signed-in player', async () => {
    for (const url of [
      '/api/blackjack/deal',
      '/api/blackjack/hit',
      '/api/video-poker/draw',
      '/api/craps/roll',
    ]) {
      expect([400, 401]).toContain((await api().app.inject({ method: 'POST', url, payload: {} })).statusCode);
    }
    for (const url of ['/api/blackjack/current', '/api/video-poker/current', '/api/craps/table']) {
      expect((await api().app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe(`blackjack insurance and even money (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const isTen = (id: CardId) => rank(id) >= 8 && rank(id) <= 11;
  /** Dealer ace up; the hole card a ten (dealer blackjack) or not; the player with or without a blackjack. */
  const aceUp = (dealerBlackjack: boolean, playerBlackjack: boolean) => (deck: CardId[]) => {
    const { player, dealer } = dealOf(deck);
    return (
      rank(dealer[0]!) === ACE &&
      isTen(dealer[1]!) === dealerBlackjack &&
      isNaturalBlackjack(player) === playerBlackjack &&
      rank(player[0]!) !== rank(player[1]!)
    );
  };
  const insure = (p: Player, payload: unknown) => post(p, '/api/blackjack/insurance', payload);

  it('offers insurance against an ace; taken, it pays 2:1 when the dealer has blackjack (round net 0), and verifies', async () => {
    const p = await newPlayer();
    const clientSeed = await rig(p, (s) => aceUp(true, false)(deckOf(s)));
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).body);
    expect(dealt).toMatchObject({
      phase: 'playing',
      dealerValue: 11,
      dealerSoft: true,
      canDouble: false,
      canSplit: false,
      insurance: { offer: 'insurance', decision: 'pending', bet: '0.00', winAmount: '0.00' },
    });
    expect(dealt.dealerCards).toHaveLength(1);
    // No other action until the player decides.
    const hit = await post(p, '/api/blackjack/hit');
    expect(hit.statusCode).toBe(409);
    expect(hit.json()).toMatchObject({
      error: 'invalid_action',
      message: expect.stringMatching(/insurance/),
    });

    const taken = blackjack((await insure(p, { take: true, roundId: dealt.roundId })).body);
    expect(taken).toMatchObject({
      phase: 'finished',
      result: 'lose',
      totalBet: '15.00',
      winAmount: '15.00',
      insurance: { offer: 'insurance', decision: 'taken', bet: '5.00', winAmount: '15.00' },
    });
    expect(taken.dealerCards).toHaveLength(2);
    expect(await balanceOf(p)).toBe(START);
    const [session] = await sessionsOf(p);
    expect(session).toMatchObject({
      betAmount: '15.00',
      winAmount: '15.00',
      gameData: { actions: ['insurance'], insurance: { decision: 'taken' } },
    });
    const rotated = (await post(p, '/api/fairness/rotate', {})).json<{ previousServerSeed: string }>();
    const replay = verify('blackjack', rotated.previousServerSeed, clientSeed, 0, { actions: ['insurance'] });
    expect(replay.ok && replay.outcome.game === 'blackjack' && replay.outcome.final?.result).toBe('lose');
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });

  it('taken without a dealer blackjack: the insurance is lost and the hand plays on', async () => {
    const p = await newPlayer();
    await rig(p, (s) => aceUp(false, false)(deckOf(s)));
    await post(p, '/api/blackjack/deal', { betAmount: '20.00' });
    const taken = blackjack((await insure(p, { take: true })).body);
    expect(taken).toMatchObject({
      phase: 'playing',
      totalBet: '30.00',
      insurance: { decision: 'taken', bet: '10.00', winAmount: '0.00' },
    });
    expect(taken.dealerCards).toHaveLength(1);
    expect(await balanceOf(p)).toBe(START - 3000n);
    const done = blackjack((await post(p, '/api/blackjack/stand')).body);
    expect(done.phase).toBe('finished');
    expect(done.totalBet).toBe('30.00');
    const win = parseMoney(done.winAmount);
    expect(win).toBe(done.result === 'win' ? 4000n : done.result === 'push' ? 2000n : 0n);
    expect(await balanceOf(p)).toBe(START - 3000n + win);
    expect((await sessionsOf(p))[0]).toMatchObject({
      betAmount: '30.00',
      gameData: { actions: ['insurance', 'stand'] },
    });
  });

  it.each([
    ['against a dealer blackjack', true],
    ['against no dealer blackjack', false],
  ])('even money on a blackjack %s pays 1:1 at once', async (_name, dealerBlackjack) => {
    const p = await newPlayer();
    await rig(p, (s) => aceUp(dealerBlackjack, true)(deckOf(s)));
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '10.00' })).body);
    expect(dealt).toMatchObject({
      phase: 'playing',
      insurance: { offer: 'even-money', decision: 'pending' },
    });
    const paid = blackjack((await insure(p, { take: true })).body);
    expect(paid).toMatchObject({ phase: 'finished', result: 'win', totalBet: '10.00', winAmount: '20.00' });
    expect(await balanceOf(p)).toBe(START + 1000n);
  });

  it('declining even money against a dealer blackjack pushes', async () => {
    const p = await newPlayer();
    await rig(p, (s) => aceUp(true, true)(deckOf(s)));
    await post(p, '/api/blackjack/deal', { betAmount: '10.00' });
    const declined = blackjack((await insure(p, { take: false })).body);
    expect(declined).toMatchObject({
      phase: 'finished',
      result: 'push',
      winAmount: '10.00',
      totalBet: '10.00',
    });
    expect(await balanceOf(p)).toBe(START);
  });

  it.each([
    ['no decision', {}, /^body\.take: /],
    ['a decision that is not a boolean', { take: 'yes' }, /^body\.take: /],
    ['an unknown field', { take: true, amount: '100.00' }, /^body\.amount: /],
    ['a round id that is not one', { take: true, roundId: 'abc' }, /^body\.roundId: /],
  ])('refuses insurance with %s naming the field, and moves no money', async (_name, payload, message) => {
    const p = await newPlayer();
    await rig(p, (s) => aceUp(false, false)(deckOf(s)));
    await post(p, '/api/blackjack/deal', { betAmount: '10.00' });
    const response = await insure(p, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
    expect(await balanceOf(p)).toBe(START - 1000n);
    expect(blackjack((await get(p, '/api/blackjack/current')).body).insurance?.decision).toBe('pending');
  });

  it('refuses insurance on another round, with no round, with no ace, and that the balance cannot cover', async () => {
    const p = await newPlayer();
    expect((await insure(p, { take: true })).json()).toMatchObject({ error: 'no_active_round' });
    await rig(p, (s) => noNaturals(deckOf(s)));
    await post(p, '/api/blackjack/deal', { betAmount: '10.00' });
    const noAce = await insure(p, { take: true });
    expect(noAce.statusCode).toBe(409);
    expect(noAce.json()).toMatchObject({ error: 'invalid_action', message: expect.stringMatching(/ace/) });
    expect((await post(p, '/api/blackjack/stand')).statusCode).toBe(200);

    const q = await newPlayer();
    await rig(q, (s) => aceUp(false, false)(deckOf(s)));
    await drainTo(q, '150.00');
    const dealt = blackjack((await post(q, '/api/blackjack/deal', { betAmount: '100.00' })).body);
    const stale = await insure(q, { take: true, roundId: `${Number(dealt.roundId) + 1000}` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'stale_version',
      message: expect.stringMatching(/^roundId: /),
    });
    // 50.00 left covers the 50.00 insurance exactly; drain 0.01 more and it cannot.
    await drainTo(q, '49.99');
    const poor = await insure(q, { take: true });
    expect(poor.statusCode).toBe(400);
    expect(poor.json()).toEqual(INSUFFICIENT);
    expect(blackjack((await get(q, '/api/blackjack/current')).body).insurance?.decision).toBe('pending');
    expect(await balanceOf(q)).toBe(parseMoney('49.99'));
  });

  it('settles once when two insurance decisions race (and ten more)', async () => {
    const p = await newPlayer();
    await rig(p, (s) => aceUp(false, false)(deckOf(s)));
    const dealt = blackjack((await post(p, '/api/blackjack/deal', { betAmount: '100.00' })).body);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insure(p, { take: i % 2 === 0, roundId: dealt.roundId })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ error: expect.stringMatching(/^(invalid_action|conflict)$/) });
    }
    const decided = blackjack(ok[0]!.body);
    const insured = decided.insurance?.decision === 'taken' ? 5000n : 0n;
    expect(await balanceOf(p)).toBe(START - 10000n - insured);
    const round = await api()
      .t.db.selectFrom('game_rounds')
      .select(['status', 'version', 'staked'])
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'open', version: 1, staked: 10000n + insured });
    expect(await auditLedger(api().t.db)).toMatchObject({ ok: true });
  });
});
