import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardToString, DECK_SIZE, parseCards, rankIndexOf, type CardId } from '../../cards.js';
import { shoeSeedsOf, shuffledShoe } from '../../shoe.js';
import { playBaccaratCoup, type BaccaratWinner } from '../baccarat/baccarat.js';
import {
  baccaratPairEdge,
  baccaratPairProbability,
  baccaratSpotKey,
  LIVE_BACCARAT_BET_TYPES,
  LIVE_BACCARAT_PAIR_EDGE,
  LIVE_BACCARAT_RESULTS,
  liveBaccaratCoup,
  liveBaccaratExposure,
  liveBaccaratPayout,
  type LiveBaccaratBet,
  type LiveBaccaratResult,
} from './live-baccarat.js';

const short = (cards: readonly number[]) => cards.map(cardToString).join(' ');

describe('the coup from the shoe', () => {
  it.each<[string, string, number, string, string, string, boolean, boolean, number]>([
    // name, shoe, position, player, banker, winner, player pair, banker pair, cards used
    ['a banker natural ends the coup', 'Ks 9h 8c Qd 2c 2d', 0, 'Ks 8c', '9h Qd', 'banker', false, false, 4],
    ['dealt from the position on', '2c 2d Ks 9h 8c Qd 3c 3d', 2, 'Ks 8c', '9h Qd', 'banker', false, false, 4],
    // Player 5+K = 5 draws 4 (p = 4); banker 3+3 = 6 stands on a 4: 9 beats 6. Player pair: no.
    [
      'player draws, banker stands on 6',
      '5c 3d Kh 3s 4c 9d',
      0,
      '5c Kh 4c',
      '3d 3s',
      'player',
      false,
      true,
      5,
    ],
    // Player 7+7 = 4 draws 2 (p = 2); banker 2+Q = 2 draws 5 -> 7 beats 6.
    ['both draw, a player pair', '7c 2d 7h Qs 2c 5d', 0, '7c 7h 2c', '2d Qs 5d', 'banker', true, false, 6],
    // Player 6+A = 7 stands; banker 4+3 = 7 stands: a tie.
    ['both stand on 7: a tie', '6c 4d Ah 3s 9c 9d', 0, '6c Ah', '4d 3s', 'tie', false, false, 4],
  ])('%s', (_name, shoe, position, player, banker, winner, playerPair, bankerPair, cardsUsed) => {
    const coup = liveBaccaratCoup(parseCards(shoe), position);
    expect(coup && [short(coup.playerCards), short(coup.bankerCards)]).toEqual([player, banker]);
    expect(coup).toMatchObject({ winner, playerPair, bankerPair, cardsUsed, position });
  });

  it('is the floor coup dealt from the shoe at the position, and the pairs are the first two cards', () => {
    const shoe = shuffledShoe(shoeSeedsOf('live-baccarat-test', 3, 1), 8);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: shoe.length - 6 }), (position) => {
        const coup = liveBaccaratCoup(shoe, position)!;
        const floor = playBaccaratCoup(shoe.slice(position))!;
        expect(coup).toMatchObject(floor);
        expect(coup.cardsUsed).toBe(floor.playerCards.length + floor.bankerCards.length);
        expect(coup.playerPair).toBe(rankIndexOf(shoe[position]!) === rankIndexOf(shoe[position + 2]!));
        expect(coup.bankerPair).toBe(rankIndexOf(shoe[position + 1]!) === rankIndexOf(shoe[position + 3]!));
      }),
    );
  });

  it('has no coup from fewer than six cards or a bad position', () => {
    expect(liveBaccaratCoup(parseCards('Ks 9h 8c Qd 2c'), 0)).toBeNull();
    expect(liveBaccaratCoup(parseCards('Ks 9h 8c Qd 2c 2d'), -1)).toBeNull();
  });
});

const result = (winner: LiveBaccaratResult['winner'], playerPair = false, bankerPair = false) => ({
  winner,
  playerPair,
  bankerPair,
});

describe('payouts (units returned, stake included)', () => {
  it.each<[string, LiveBaccaratBet, LiveBaccaratResult, number]>([
    ['player wins 1:1', { type: 'player', amount: 100 }, result('player'), 200],
    ['player loses to banker', { type: 'player', amount: 100 }, result('banker'), 0],
    ['player pushes on a tie', { type: 'player', amount: 100 }, result('tie'), 100],
    ['banker wins 0.95:1', { type: 'banker', amount: 100 }, result('banker'), 195],
    ['banker commission rounds down', { type: 'banker', amount: 15 }, result('banker'), 29],
    ['banker pushes on a tie', { type: 'banker', amount: 100 }, result('tie'), 100],
    ['tie pays 8:1', { type: 'tie', amount: 100 }, result('tie'), 900],
    ['tie loses otherwise', { type: 'tie', amount: 100 }, result('player'), 0],
    [
      'player pair pays 11:1 whoever wins',
      { type: 'player-pair', amount: 100 },
      result('banker', true),
      1200,
    ],
    ['player pair loses without one', { type: 'player-pair', amount: 100 }, result('player', false, true), 0],
    ['banker pair pays 11:1 on a tie', { type: 'banker-pair', amount: 10 }, result('tie', false, true), 120],
  ])('%s', (_name, bet, r, returned) => {
    expect(liveBaccaratPayout(bet, r)).toBe(returned);
  });

  it('uses each bet type as its spot', () => {
    expect(LIVE_BACCARAT_BET_TYPES.map((type) => baccaratSpotKey({ type }))).toEqual([
      ...LIVE_BACCARAT_BET_TYPES,
    ]);
  });
});

describe('exposure', () => {
  it.each<[string, LiveBaccaratBet[], number]>([
    ['no bets', [], 0],
    ['a player bet: the house loses it once', [{ type: 'player', amount: 100 }], 100],
    // A tie returns 900 and the player bet pushes: 900 + 100 - 200.
    [
      'player and tie',
      [
        { type: 'player', amount: 100 },
        { type: 'tie', amount: 100 },
      ],
      800,
    ],
    [
      'player and banker offset',
      [
        { type: 'player', amount: 100 },
        { type: 'banker', amount: 100 },
      ],
      0,
    ],
    // Both pairs and the tie together: 1200 + 1200 + 900 - 300.
    [
      'both pairs and a tie can all come at once',
      [
        { type: 'player-pair', amount: 100 },
        { type: 'banker-pair', amount: 100 },
        { type: 'tie', amount: 100 },
      ],
      3000,
    ],
  ])('%s', (_name, bets, exposure) => {
    expect(liveBaccaratExposure(bets)).toBe(exposure);
  });

  const anyBet = fc.record({
    type: fc.constantFrom(...LIVE_BACCARAT_BET_TYPES),
    amount: fc.integer({ min: 1, max: 100_000 }),
  });
  it('is at least the house loss on every coup the shoe can deal', () => {
    const shoe = shuffledShoe(shoeSeedsOf('live-baccarat-exposure', 1, 1), 8);
    fc.assert(
      fc.property(
        fc.array(anyBet, { maxLength: 20 }),
        fc.integer({ min: 0, max: shoe.length - 6 }),
        (bets, p) => {
          const coup = liveBaccaratCoup(shoe, p)!;
          const loss = bets.reduce((s, b) => s + liveBaccaratPayout(b, coup) - b.amount, 0);
          expect(loss).toBeLessThanOrEqual(liveBaccaratExposure(bets));
        },
      ),
    );
  });

  it('considers all twelve results', () => {
    expect(new Set(LIVE_BACCARAT_RESULTS.map((r) => JSON.stringify(r))).size).toBe(12);
  });
});

describe('the pairs edge', () => {
  it('counts ordered two-card draws of one rank in a full eight-deck shoe', () => {
    const decks = 8;
    const shoe = Array.from({ length: decks * DECK_SIZE }, (_, i) => i % DECK_SIZE);
    let pairs = 0;
    for (const [i, a] of shoe.entries())
      for (const [j, b] of shoe.entries()) if (i !== j && rankIndexOf(a) === rankIndexOf(b)) pairs += 1;
    const draws = shoe.length * (shoe.length - 1);
    const p = baccaratPairProbability(decks);
    expect(BigInt(pairs) * p.den).toBe(BigInt(draws) * p.num);
    expect(p).toEqual({ num: 31n, den: 415n });
  });

  it.each([
    [8, 43n, 415n, 0.1036], // P = 31/415, edge (415 - 372)/415
    [6, 35n, 311n, 0.1125], // P = 23/311
    [1, 5n, 17n, 0.2941], // P = 3/51, edge 15/51
  ])('with %i decks it is %i/%i (about %d)', (decks, num, den, approx) => {
    expect(baccaratPairEdge(decks)).toEqual({ num, den });
    expect(Number(num) / Number(den)).toBeCloseTo(approx, 4);
  });

  it('is the edge of the live table', () => {
    expect(LIVE_BACCARAT_PAIR_EDGE).toEqual({ num: 43n, den: 415n });
  });

  it('shows in dealt shoes: the player pair comes about 31 times in 415 coups', () => {
    let coups = 0;
    let pairs = 0;
    for (let shoeId = 1; shoeId <= 120; shoeId++) {
      const shoe = shuffledShoe(shoeSeedsOf('pair-frequency', 1, shoeId), 8);
      for (let p = 0; p < 312;) {
        const coup = liveBaccaratCoup(shoe, p)!;
        coups += 1;
        if (coup.playerPair) pairs += 1;
        p += coup.cardsUsed;
      }
    }
    // ~8,800 coups: the standard error of the rate is about 0.28%; 4 of them either side.
    expect(Math.abs(pairs / coups - 31 / 415)).toBeLessThan(0.011);
  });
});

describe('the main bets over the live eight-deck shoe, exact', () => {
  it('match the published eight-deck house edges (banker 1.06%, player 1.24%, tie 14.36%)', () => {
    // The values of the first six cards with their exact weights (ordered draws without
    // replacement from 416 cards): 128 of value zero, 32 of each value 1..9.
    const cardOfValue: CardId[] = parseCards('Kc Ac 2c 3c 4c 5c 6c 7c 8c 9c');
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const wins: Record<BaccaratWinner, bigint> = { player: 0n, banker: 0n, tie: 0n };
    const deck: CardId[] = [];
    const visit = (depth: number, weight: bigint): void => {
      if (depth === 6) {
        wins[playBaccaratCoup(deck)!.winner] += weight;
        return;
      }
      for (let v = 0; v < 10; v++) {
        const c = counts[v]!;
        counts[v] = c - 1;
        deck.push(cardOfValue[v]!);
        visit(depth + 1, weight * BigInt(c));
        deck.pop();
        counts[v] = c;
      }
    };
    visit(0, 1n);
    const all = wins.player + wins.banker + wins.tie;
    expect(all).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    // Edge per unit bet (pushes count as bets), scaled by 20 for the 0.95 commission.
    const edge = (returned20: bigint) =>
      Number(((all * 20n - returned20) * 1_000_000n) / (all * 20n)) / 10_000;
    const result = (winner: BaccaratWinner) => ({ winner, playerPair: false, bankerPair: false });
    const returned20 = (type: 'player' | 'banker' | 'tie') =>
      (['player', 'banker', 'tie'] as const).reduce(
        (sum, w) => sum + wins[w] * BigInt(liveBaccaratPayout({ type, amount: 20 }, result(w))),
        0n,
      );
    expect(edge(returned20('banker')).toFixed(2)).toBe('1.06');
    expect(edge(returned20('player')).toFixed(2)).toBe('1.24');
    expect(edge(returned20('tie')).toFixed(2)).toBe('14.36');
  }, 60_000);
});
