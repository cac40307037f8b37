import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshDeck, parseCards, type CardId } from '../../cards.js';
import {
  blackjackReducer,
  newBlackjackState,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack.js';
import { dealerHits, handValue } from './blackjack-hand.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';

/** The given cards on top (deal order: player, dealer, player, dealer, then draws), rest of a fresh deck after. */
function stacked(top: string): CardId[] {
  const head = parseCards(top);
  return [...head, ...freshDeck().filter((c) => !head.includes(c))];
}

type PlayType = Exclude<BlackjackAction['type'], 'deal'>;

function play(deck: CardId[], actions: PlayType[], bet = 1000) {
  let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet, deck });
  for (const type of actions) {
    if (!r.ok) break;
    r = blackjackReducer(r.state, { type });
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
    ['both blackjack push', 'As Ac Kd Qc', [], 'push', 1000],
    ['dealer blackjack loses at once', '9s Ac 9d Kc', [], 'lose', 0],
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
    const actions = fc.array(fc.constantFrom<PlayType>('hit', 'stand', 'double', 'split'), { maxLength: 12 });
    fc.assert(
      fc.property(fc.string(), fc.nat(), actions, (clientSeed, nonce, moves) => {
        const deck = shuffledDeck(createFloatStream({ serverSeed: 'bj', clientSeed, nonce }));
        let r = blackjackReducer(newBlackjackState(), { type: 'deal', bet: 500, deck });
        if (!r.ok) throw new Error(r.error);
        let staked = r.wagerDelta;
        let state: BlackjackState = JSON.parse(JSON.stringify(r.state)) as BlackjackState;
        for (const type of [...moves, 'stand', 'stand', 'stand'] as const) {
          if (state.phase !== 'playing') break;
          const next = blackjackReducer(state, { type });
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
          (r.view.result === 'blackjack' || dealer === 21);
        if (anyAlive && !natural) expect(dealer).toBeGreaterThanOrEqual(17);
      }),
      { numRuns: 300 },
    );
  });
});
