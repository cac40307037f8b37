import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshDeck, parseCard, parseCards, type CardId } from '../../cards.js';
import {
  BLACKJACK_ROUND_MAX_CARDS,
  blackjackActionOf,
  blackjackDealFromShoe,
  blackjackReducer,
  insuranceReturn,
  newBlackjackState,
  type BlackjackAction,
  type BlackjackMove,
  type BlackjackState,
} from './blackjack.js';
import { add, mul, ratio, sub, ZERO, type Ratio } from '../../ratio.js';
import { dealerHits, handValue } from './blackjack-hand.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';

/** The given cards on top (deal order: player, dealer, player, dealer, then draws), rest of a fresh deck after. */
function stacked(top: string): CardId[] {
  const head = parseCards(top);
  return [...head, ...freshDeck().filter((c) => !head.includes(c))];
}

type PlayType = BlackjackMove;

function play(deck: CardId[], actions: PlayType[], bet = 1000) {
  let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet, deck });
  for (const type of actions) {
    if (!r.ok) break;
    r = blackjackReducer(r.state, blackjackActionOf(type));
  }
  return r;
}

describe('blackjack hand values', () => {
  it.each([
    ['A K', 21, true],
    ['A A', 12, true],
    ['A A 9', 21, true],
    ['A 6 K', 17, false],
    ['K Q 2', 22, false],
    ['5 6', 11, false],
  ])('%s = %i (soft %s)', (text, total, soft) => {
    const cards = parseCards(
      text
        .split(' ')
        .map((r) => `${r === '10' ? 'T' : r}c`)
        .join(' '),
    );
    expect(handValue(cards)).toEqual({ total, soft });
  });

  it('dealer hits 16 or less and stands on 17 or more, soft 17 included', () => {
    expect(dealerHits(parseCards('Tc 6d'))).toBe(true);
    expect(dealerHits(parseCards('Tc 7d'))).toBe(false);
    expect(dealerHits(parseCards('Ac 6d'))).toBe(false);
  });
});

describe('blackjack rounds', () => {
  it.each<[string, string, PlayType[], string, number]>([
    ['player blackjack pays 3:2', 'As 5c Kd 9c', [], 'blackjack', 2500],
    ['both blackjack push (even money declined)', 'As Ac Kd Qc', ['no-insurance'], 'push', 1000],
    ['dealer blackjack loses at once', '9s Kc 9d Ac', [], 'lose', 0],
    [
      'dealer blackjack with an ace up loses once insurance is declined',
      '9s Ac 9d Kc',
      ['no-insurance'],
      'lose',
      0,
    ],
    ['stand 20 against dealer 19', 'Ks 9c Qd Tc', ['stand'], 'win', 2000],
    ['stand 18 against dealer 18 pushes', 'Ks 9c 8d 9d', ['stand'], 'push', 1000],
    ['dealer draws to 16 and busts', 'Ks 9c 8d 7c 6h', ['stand'], 'win', 2000],
    ['player hits and busts', 'Ks 9c 6d 7c 8h', ['hit'], 'bust', 0],
    ['hitting to 21 stands automatically', 'Ks 9c 6d 8c 5h', ['hit'], 'win', 2000],
    ['double down on 11 wins 2x the doubled bet', '5s 9c 6d 8c Th', ['double'], 'win', 4000],
    ['double down can lose the doubled bet', '5s Tc 6d 9c 2h', ['double'], 'lose', 0],
    ['split eights: one wins, one loses', '8s Tc 8d 7c 3h Th', ['split', 'stand', 'stand'], 'push', 2000],
    ['split aces take one card each, 21 is not a blackjack', 'As 9c Ad 8c Kh 7h', ['split'], 'win', 4000],
  ])('%s', (_name, top, actions, result, winAmount) => {
    const r = play(stacked(top), actions);
    if (!r.ok) throw new Error(r.error);
    expect(r.view.phase).toBe('finished');
    expect(r.view.result).toBe(result);
    expect(r.view.winAmount).toBe(winAmount);
  });

  it('hides the hole card while playing and exposes the API fields', () => {
    const r = play(stacked('Ks 9c 6d 7c'), []);
    if (!r.ok) throw new Error(r.error);
    expect(r.view).toMatchObject({
      phase: 'playing',
      playerCards: [
        { suit: 'spades', rank: 'K' },
        { suit: 'diamonds', rank: '6' },
      ],
      dealerCards: [{ suit: 'clubs', rank: '9' }],
      playerValue: 16,
      dealerValue: 9,
      result: 'continue',
      winAmount: 0,
      canDouble: true,
      canSplit: false,
    });
  });

  it.each<[string, BlackjackState | null, BlackjackAction, string]>([
    ['hit before a deal', null, { type: 'hit' }, 'no_active_round'],
    ['deal with a fractional bet', null, { type: 'deal', bet: 10.5, deck: freshDeck() }, 'invalid_bet'],
    ['deal with a short deck', null, { type: 'deal', bet: 10, deck: freshDeck().slice(1) }, 'invalid_deck'],
    [
      'deal with a duplicated card',
      null,
      { type: 'deal', bet: 10, deck: [0, ...freshDeck().slice(1, 51), 0] },
      'invalid_deck',
    ],
  ])('rejects %s', (_name, state, action, error) => {
    expect(blackjackReducer(state ?? newBlackjackState(), action)).toEqual({ ok: false, error });
  });

  it('rejects split of unequal ranks, double after a hit, and a deal mid-round', () => {
    const dealt = play(stacked('Ks 9c 6d 7c 2h'), []);
    if (!dealt.ok) throw new Error(dealt.error);
    expect(blackjackReducer(dealt.state, { type: 'split' })).toEqual({ ok: false, error: 'cannot_split' });
    expect(blackjackReducer(dealt.state, { type: 'deal', bet: 5, deck: freshDeck() })).toEqual({
      ok: false,
      error: 'round_in_progress',
    });
    const hit = blackjackReducer(dealt.state, { type: 'hit' });
    if (!hit.ok) throw new Error(hit.error);
    expect(blackjackReducer(hit.state, { type: 'double' })).toEqual({ ok: false, error: 'cannot_double' });
  });

  it('any play from a fair deck ends, conserves cards and stakes, and survives JSON storage', () => {
    const actions = fc.array(
      fc.constantFrom<PlayType>('hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.string(), fc.nat(), actions, (clientSeed, nonce, moves) => {
        const deck = shuffledDeck(createFloatStream({ serverSeed: 'bj', clientSeed, nonce }));
        let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet: 500, deck });
        if (!r.ok) throw new Error(r.error);
        let staked = r.wagerDelta;
        let state: BlackjackState = JSON.parse(JSON.stringify(r.state)) as BlackjackState;
        for (const type of [...moves, 'no-insurance', 'stand', 'stand', 'stand'] as const) {
          if (state.phase !== 'playing') break;
          const next = blackjackReducer(state, blackjackActionOf(type));
          if (!next.ok) continue; // rejected: the old state stands
          staked += next.wagerDelta;
          r = next;
          state = JSON.parse(JSON.stringify(next.state)) as BlackjackState;
        }
        expect(state.phase).toBe('finished');
        const dealt = [...state.dealerCards, ...state.hands.flatMap((h) => h.cards)];
        expect(new Set([...dealt, ...state.deck]).size).toBe(52);
        expect(dealt.length + state.deck.length).toBe(52);
        expect(r.view.totalBet).toBe(staked);
        expect(r.view.winAmount).toBeLessThanOrEqual(staked * 2.5);
        const dealer = handValue(state.dealerCards).total;
        const anyAlive = state.hands.some((h) => handValue(h.cards).total <= 21);
        const natural =
          state.hands.length === 1 &&
          state.hands[0]!.cards.length === 2 &&
          (r.view.result === 'blackjack' || dealer === 21 || state.insurance?.offer === 'even-money');
        if (anyAlive && !natural) expect(dealer).toBeGreaterThanOrEqual(17);
      }),
      { numRuns: 300 },
    );
  });
});

describe('insurance and even money against a dealer ace', () => {
  // Deal order: player, dealer (up), player, dealer (hole), then draws. Bet 10.00 = 1000 units.
  it.each<[string, string, PlayType[], { result: string; totalBet: number; winAmount: number }]>([
    [
      'insurance taken, dealer blackjack: the hand loses, insurance pays 2:1 (net 0)',
      'Ts As 6d Kc',
      ['insurance'],
      { result: 'lose', totalBet: 1500, winAmount: 1500 },
    ],
    [
      'insurance taken, no dealer blackjack: insurance lost, the hand plays on and wins',
      'Ts As 9d 7c',
      ['insurance', 'stand'],
      { result: 'win', totalBet: 1500, winAmount: 2000 },
    ],
    [
      'insurance declined, dealer blackjack: the hand loses',
      'Ts As 6d Kc',
      ['no-insurance'],
      { result: 'lose', totalBet: 1000, winAmount: 0 },
    ],
    [
      'insurance declined, no dealer blackjack: the hand plays on',
      'Ts As 9d 7c',
      ['no-insurance', 'stand'],
      { result: 'win', totalBet: 1000, winAmount: 2000 },
    ],
    [
      'even money taken, dealer blackjack: paid 1:1 at once',
      'As Ac Kd Qc',
      ['insurance'],
      { result: 'win', totalBet: 1000, winAmount: 2000 },
    ],
    [
      'even money taken, no dealer blackjack: paid 1:1 at once',
      'As Ac Kd 7c',
      ['insurance'],
      { result: 'win', totalBet: 1000, winAmount: 2000 },
    ],
    [
      'even money declined, dealer blackjack: push',
      'As Ac Kd Qc',
      ['no-insurance'],
      { result: 'push', totalBet: 1000, winAmount: 1000 },
    ],
    [
      'even money declined, no dealer blackjack: blackjack pays 3:2',
      'As Ac Kd 7c',
      ['no-insurance'],
      { result: 'blackjack', totalBet: 1000, winAmount: 2500 },
    ],
  ])('%s', (_name, top, actions, expected) => {
    const r = play(stacked(top), actions);
    if (!r.ok) throw new Error(r.error);
    expect(r.view).toMatchObject({ phase: 'finished', ...expected });
  });

  it('offers insurance with the hole card hidden and takes no other action until decided', () => {
    const dealt = play(stacked('Ts As 6d Kc'), []);
    if (!dealt.ok) throw new Error(dealt.error);
    expect(dealt.view).toMatchObject({
      phase: 'playing',
      dealerCards: [{ rank: 'A', suit: 'spades' }],
      dealerValue: 11,
      dealerSoft: true,
      insurance: { offer: 'insurance', decision: 'pending', bet: 0, winAmount: 0 },
      canDouble: false,
      canSplit: false,
    });
    for (const type of ['hit', 'stand', 'double', 'split'] as const)
      expect(blackjackReducer(dealt.state, { type })).toEqual({ ok: false, error: 'insurance_pending' });
    const taken = blackjackReducer(dealt.state, { type: 'insurance', take: true });
    if (!taken.ok) throw new Error(taken.error);
    expect(taken.wagerDelta).toBe(500);
    expect(blackjackReducer(taken.state, { type: 'insurance', take: true })).toEqual({
      ok: false,
      error: 'no_active_round',
    });
  });

  it('refuses insurance without a dealer ace, twice, or after the round', () => {
    const noAce = play(stacked('Ts 9c 6d 7c'), []);
    if (!noAce.ok) throw new Error(noAce.error);
    expect(noAce.view.insurance).toBeNull();
    expect(blackjackReducer(noAce.state, { type: 'insurance', take: true })).toEqual({
      ok: false,
      error: 'insurance_not_offered',
    });
    const declined = play(stacked('Ts As 9d 7c'), ['no-insurance']);
    if (!declined.ok) throw new Error(declined.error);
    expect(declined.view.insurance).toMatchObject({ decision: 'declined' });
    expect(blackjackReducer(declined.state, { type: 'insurance', take: true })).toEqual({
      ok: false,
      error: 'insurance_not_offered',
    });
  });

  it('insures half the bet, rounded down to the unit', () => {
    const r = play(stacked('Ts As 6d Kc'), ['insurance'], 1001);
    if (!r.ok) throw new Error(r.error);
    expect(r.view.insurance).toMatchObject({ bet: 500, winAmount: 1500 });
    expect(r.view).toMatchObject({ totalBet: 1501, winAmount: 1500 });
  });

  /** Every deal of `player` against a dealer ace: one per hole card left in the 49 unseen cards. */
  const holeCards = (player: string, dealerAce = 'As') => {
    const [p1, p2] = parseCards(player) as [CardId, CardId];
    const ace = parseCards(dealerAce)[0]!;
    return freshDeck()
      .filter((c) => c !== p1 && c !== p2 && c !== ace)
      .map((hole) => {
        const top = [p1, ace, p2, hole];
        return { hole, deck: [...top, ...freshDeck().filter((c) => !top.includes(c))] };
      });
  };
  const isTen = (c: CardId) => c >> 2 >= 8 && c >> 2 <= 11;

  it.each([
    ['two small cards (16 tens unseen)', '9d 7c', 16],
    ['one ten (15 tens unseen)', 'Kd 6c', 15],
    ['two tens (14 tens unseen)', 'Kd Qc', 14],
  ])('insurance EV with %s = stake x (3 x tens/49 - 1), exactly', (_name, player, tens) => {
    const deals = holeCards(player);
    expect(deals).toHaveLength(49);
    expect(deals.filter((d) => isTen(d.hole))).toHaveLength(tens);
    let ev: Ratio = ZERO;
    for (const { deck } of deals) {
      const r = blackjackReducer(newBlackjackState(), { type: 'deal', bet: 1000, deck });
      if (!r.ok) throw new Error(r.error);
      const taken = blackjackReducer(r.state, { type: 'insurance', take: true });
      if (!taken.ok) throw new Error(taken.error);
      const ins = taken.view.insurance!;
      ev = add(ev, ratio(ins.winAmount - ins.bet, 49));
    }
    // From the composition of the 49 unseen cards: win 2 units with P(ten), lose 1 otherwise.
    const expected = mul(ratio(500), sub(ratio(3 * tens, 49), ratio(1)));
    expect(ev).toEqual(expected);
    expect(ev.num < 0n).toBe(true); // a single deck never holds enough tens to make it pay
  });

  it('even money equals insurance on a blackjack, for every hole card and in expectation', () => {
    let evenMoneyEv: Ratio = ZERO;
    let insuredEv: Ratio = ZERO;
    // Player A K (a blackjack) against the dealer's ace of clubs.
    const unseen = holeCards('As Kd', 'Ac');
    for (const { deck } of unseen) {
      const taken = play(deck, ['insurance']);
      const declined = play(deck, ['no-insurance']);
      if (!taken.ok || !declined.ok) throw new Error('rejected');
      const evenMoneyNet = taken.view.winAmount - taken.view.totalBet;
      // Insurance on the blackjack: decline (the hand alone), plus a half-bet insurance side bet.
      const dealer = declined.state.dealerCards;
      const insuredNet =
        declined.view.winAmount - declined.view.totalBet + insuranceReturn(500, dealer) - 500;
      expect(evenMoneyNet).toBe(1000);
      expect(insuredNet).toBe(evenMoneyNet);
      evenMoneyEv = add(evenMoneyEv, ratio(evenMoneyNet, unseen.length));
      insuredEv = add(insuredEv, ratio(insuredNet, unseen.length));
    }
    expect(unseen).toHaveLength(49);
    expect(insuredEv).toEqual(evenMoneyEv);
  });
});

describe('soft totals', () => {
  it.each([
    [
      'player soft 17',
      'As 9c 6d 7c',
      { playerValue: 17, playerSoft: true, dealerValue: 9, dealerSoft: false },
    ],
    ['player hard 17', 'Ts 9c 7d 7c', { playerValue: 17, playerSoft: false }],
    ['dealer ace up is soft 11', 'Ts As 7d 7c', { dealerValue: 11, dealerSoft: true }],
  ])('%s', (_name, top, expected) => {
    const r = play(stacked(top), []);
    if (!r.ok) throw new Error(r.error);
    expect(r.view).toMatchObject(expected);
  });

  it('marks each hand soft or hard', () => {
    const r = play(stacked('As 9c 6d 7c Th'), ['hit']);
    if (!r.ok) throw new Error(r.error);
    expect(r.view.hands[0]).toMatchObject({ value: 17, soft: false });
  });
});

describe('dealing from a slice of a multi-deck shoe', () => {
  const slice = (top: string): CardId[] => {
    const head = parseCards(top);
    return [...head, ...Array.from({ length: BLACKJACK_ROUND_MAX_CARDS }, () => parseCard('2c'))];
  };

  it('takes repeated cards and plays the floor’s rules on them', () => {
    // Two identical kings and the same 9 twice: impossible in one deck, normal in a six-deck shoe.
    const dealt = blackjackDealFromShoe(100, slice('Ks 9c Ks 9c 9c'));
    if (!dealt.ok) throw new Error(dealt.error);
    expect(dealt.wagerDelta).toBe(100);
    expect(dealt.view.dealerCards).toEqual([{ suit: 'clubs', rank: '9' }]);
    const stood = blackjackReducer(dealt.state, { type: 'stand' });
    if (!stood.ok) throw new Error(stood.error);
    expect(stood.view).toMatchObject({ phase: 'finished', result: 'win', winAmount: 200 });
  });

  it.each([
    {
      name: 'a slice shorter than a round can take',
      cards: freshDeck().slice(0, BLACKJACK_ROUND_MAX_CARDS - 1),
    },
    { name: 'a card id out of range', cards: [52, ...freshDeck(), ...freshDeck()] },
  ])('refuses $name', ({ cards }) => {
    expect(blackjackDealFromShoe(100, cards)).toEqual({ ok: false, error: 'invalid_deck' });
  });

  it('never runs dry: a round of nothing but aces, split and hit to the end, fits in the slice', () => {
    const aces = Array.from({ length: BLACKJACK_ROUND_MAX_CARDS }, () => parseCard('As'));
    // Player A A against a dealer ace: insurance is offered (soft 12 is no blackjack).
    let r = blackjackDealFromShoe(100, aces);
    if (!r.ok) throw new Error(r.error);
    r = blackjackReducer(r.state, { type: 'insurance', take: false });
    if (!r.ok) throw new Error(r.error);
    expect(r.view.phase).toBe('playing');
    for (let i = 0; i < 40 && r.ok && r.state.phase === 'playing'; i += 1)
      r = blackjackReducer(r.state, { type: 'hit' });
    if (!r.ok) throw new Error(r.error);
    expect(r.state.phase).toBe('finished');
    expect(r.state.hands[0]!.cards.every((card) => card === parseCard('As'))).toBe(true);
  });
});
