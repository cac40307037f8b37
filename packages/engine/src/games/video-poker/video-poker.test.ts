import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshDeck, parseCards, toCard, type CardId } from '../../cards.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';
import { ratio } from '../../ratio.js';
import {
  classifyVideoPokerHand,
  dealVideoPoker,
  drawVideoPoker,
  JACKS_OR_BETTER_9_6,
  VIDEO_POKER_HANDS,
  type VideoPokerHand,
} from './video-poker.js';
import { videoPokerOptimalReturn } from './video-poker-optimal.js';

function stacked(top: string): CardId[] {
  const head = parseCards(top);
  return [...head, ...freshDeck().filter((c) => !head.includes(c))];
}

describe('jacks or better', () => {
  it.each<[string, VideoPokerHand, number]>([
    ['As Ks Qs Js Ts', 'royal-flush', 800],
    ['9h Kh Qh Jh Th', 'straight-flush', 50],
    ['Ad 2d 3d 4d 5d', 'straight-flush', 50],
    ['7c 7d 7h 7s 2c', 'four-of-a-kind', 25],
    ['7c 7d 7h 2s 2c', 'full-house', 9],
    ['2c 9c Jc Kc 5c', 'flush', 6],
    ['Ac Kd Qh Js Tc', 'straight', 4],
    ['3c 3d 3h Ks 2c', 'three-of-a-kind', 3],
    ['3c 3d 4h 4s 2c', 'two-pair', 2],
    ['Jc Jd 4h 7s 2c', 'jacks-or-better', 1],
    ['Ac Ad 4h 7s 2c', 'jacks-or-better', 1],
    ['Tc Td 4h 7s 2c', 'nothing', 0],
    ['Ac Kd 4h 7s 2c', 'nothing', 0],
  ])('%s is %s paying %i', (text, hand, pays) => {
    expect(classifyVideoPokerHand(parseCards(text))).toBe(hand);
    expect(JACKS_OR_BETTER_9_6[hand]).toBe(pays);
  });

  it('counts every Jacks or Better hand over all 2,598,960 deals', () => {
    const counts = Object.fromEntries(VIDEO_POKER_HANDS.map((h) => [h, 0])) as Record<VideoPokerHand, number>;
    const ids = [0, 0, 0, 0, 0];
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              ids[0] = a;
              ids[1] = b;
              ids[2] = c;
              ids[3] = d;
              ids[4] = e;
              counts[classifyVideoPokerHand(ids)]++;
            }
    // Jacks-or-better pairs: 4 ranks (J, Q, K, A) of the 13 pair ranks -> 1,098,240 * 4 / 13.
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      'jacks-or-better': 337920,
      nothing: 2062860,
    });
  }, 60_000);

  it('returns 99.54% under optimal holds on 9/6 (exact)', () => {
    const r = videoPokerOptimalReturn(JACKS_OR_BETTER_9_6);
    expect(r.suitClasses).toBe(134_459);
    expect((r.value * 100).toFixed(2)).toBe('99.54');
    expect(r.value).toBeCloseTo(0.995439, 6);
    expect(r.exact.den > 0n && r.exact.num < r.exact.den).toBe(true);
    expect(ratio(r.exact.num, r.exact.den)).toEqual(r.exact);
  }, 60_000);
});

describe('video poker rounds', () => {
  it('replaces discards from the same deck order, left to right', () => {
    const dealt = dealVideoPoker(100, stacked('As Ks 2d Qs 3c Js Ts 9h'));
    if (!dealt.ok) throw new Error(dealt.error);
    expect(dealt.view.phase).toBe('holding');
    const drawn = drawVideoPoker(dealt.state, [true, true, false, true, false]);
    if (!drawn.ok) throw new Error(drawn.error);
    expect(drawn.view.cards).toEqual(parseCards('As Ks Js Qs Ts').map(toCard));
    expect(drawn.view).toMatchObject({ handName: 'royal-flush', multiplier: 800, winAmount: 80_000 });
  });

  it.each([
    ['a fractional bet', () => dealVideoPoker(1.5, freshDeck()), 'invalid_bet'],
    ['a short deck', () => dealVideoPoker(100, freshDeck().slice(2)), 'invalid_deck'],
  ])('rejects %s', (_name, run, error) => {
    expect(run()).toEqual({ ok: false, error });
  });

  it('rejects bad holds and a second draw, and pays bet * multiplier', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (clientSeed, holds) => {
          const deck = shuffledDeck(createFloatStream({ serverSeed: 'vp', clientSeed, nonce: 0 }));
          const dealt = dealVideoPoker(100, deck);
          if (!dealt.ok) throw new Error(dealt.error);
          expect(drawVideoPoker(dealt.state, holds.slice(0, 4))).toEqual({
            ok: false,
            error: 'invalid_holds',
          });
          const drawn = drawVideoPoker(dealt.state, holds);
          if (!drawn.ok) throw new Error(drawn.error);
          expect(drawVideoPoker(drawn.state, holds)).toEqual({ ok: false, error: 'already_drawn' });
          const discarded = holds.filter((h) => !h).length;
          expect(drawn.state.hand).toEqual(
            dealt.state.hand.map((c, i) =>
              holds[i] ? c : deck[5 + holds.slice(0, i).filter((h) => !h).length]!,
            ),
          );
          expect(drawn.state.deck).toHaveLength(47 - discarded);
          expect(drawn.view.winAmount).toBe(100 * JACKS_OR_BETTER_9_6[drawn.view.handName]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
