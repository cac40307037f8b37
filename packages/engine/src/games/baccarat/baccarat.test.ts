import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards, type CardId } from '../../cards.js';
import { bankerDraws, playBaccarat, playBaccaratCoup, type BaccaratWinner } from './baccarat.js';
import { createFloatStream } from '../../fairness-stream.js';
import { shuffledDeck } from '../../fair-mappings.js';

// A representative card for each baccarat value 0..9 (the coup depends on values only).
const CARD_OF_VALUE: CardId[] = parseCards('Kc Ac 2c 3c 4c 5c 6c 7c 8c 9c');

describe('baccarat third-card rules', () => {
  it.each<[string, string, BaccaratWinner, number, number]>([
    // deck order: P B P B (P3) (B3)
    ['player natural 9 stands, banker does not draw', '9c Kd Kc 2d 5h 5s', 'player', 2, 2],
    ['banker natural 8 beats player 7', '7c 8d Kc Kd 5h 5s', 'banker', 2, 2],
    ['player draws on 5; banker 3 stands on a player third 8', '2c Ad 3c 2d 8h 9s', 'tie', 3, 2],
    ['banker 3 draws on a player third 9', '2c Ad 3c 2d 9h 9s', 'player', 3, 3],
    ['banker 6 draws on player third 6', '2c 3d 3c 3d 6h Ks', 'banker', 3, 3],
    ['both stand on 6 and 7: tie is not possible here, banker 7 wins', '3c 3d 3h 4d 5h 5s', 'banker', 2, 2],
    ['equal totals tie', '3c 3d 3h 3s 5h 5s', 'tie', 2, 2],
  ])('%s', (_name, deck, winner, playerCount, bankerCount) => {
    const coup = playBaccaratCoup(parseCards(deck))!;
    expect(coup.winner).toBe(winner);
    expect(coup.playerCards).toHaveLength(playerCount);
    expect(coup.bankerCards).toHaveLength(bankerCount);
  });

  // The standard banker drawing table, rows = banker total 0..7, columns = player third 0..9 (D draw, S stand).
  it.each([
    [0, 'DDDDDDDDDD'],
    [1, 'DDDDDDDDDD'],
    [2, 'DDDDDDDDDD'],
    [3, 'DDDDDDDDSD'],
    [4, 'SSDDDDDDSS'],
    [5, 'SSSSDDDDSS'],
    [6, 'SSSSSSDDSS'],
    [7, 'SSSSSSSSSS'],
  ])('banker on %i draws per the table %s', (banker, row) => {
    expect([...row].map((_, p) => (bankerDraws(banker, p) ? 'D' : 'S')).join('')).toBe(row);
  });
});

describe('baccarat returns, exact over a single shuffled 52-card deck', () => {
  it('matches the published single-deck house edges (banker 1.01%, player 1.29%, tie 15.75%)', () => {
    // Enumerate the values of the first six cards with their exact weights (ordered draws
    // without replacement): 16 zero-value cards and 4 of each value 1..9.
    const counts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    const wins: Record<BaccaratWinner, bigint> = { player: 0n, banker: 0n, tie: 0n };
    const deck: CardId[] = [];
    const visit = (depth: number, weight: bigint): void => {
      if (depth === 6) {
        wins[playBaccaratCoup(deck)!.winner] += weight;
        return;
      }
      for (let v = 0; v < 10; v++) {
        const c = counts[v]!;
        if (c === 0) continue;
        counts[v] = c - 1;
        deck.push(CARD_OF_VALUE[v]!);
        visit(depth + 1, weight * BigInt(c));
        deck.pop();
        counts[v] = c;
      }
    };
    visit(0, 1n);
    const all = wins.player + wins.banker + wins.tie;
    expect(all).toBe(52n * 51n * 50n * 49n * 48n * 47n);
    // Edge per unit bet (pushes count as bets), in exact integers scaled by 20 for the 0.95 commission.
    const edge = (returned20: bigint) =>
      Number(((all * 20n - returned20) * 1_000_000n) / (all * 20n)) / 10_000;
    const player = edge(wins.player * 40n + wins.tie * 20n);
    const banker = edge(wins.banker * 39n + wins.tie * 20n);
    const tie = edge(wins.tie * 180n);
    expect(player.toFixed(2)).toBe('1.29');
    expect(banker.toFixed(2)).toBe('1.01');
    expect(tie.toFixed(2)).toBe('15.75');
  }, 60_000);
});

describe('baccarat settlement', () => {
  it('pushes player and banker bets on a tie and pays tie 8:1', () => {
    const r = playBaccarat(
      [
        { type: 'player', amount: 1000 },
        { type: 'banker', amount: 1000 },
        { type: 'tie', amount: 1000 },
      ],
      parseCards('3c 3d 3h 3s 5h 5s'),
    );
    expect(r.ok && r.bets.map((b) => [b.outcome, b.winAmount])).toEqual([
      ['push', 1000],
      ['push', 1000],
      ['win', 9000],
    ]);
  });

  it('pays banker 0.95:1 rounded down to the unit', () => {
    const r = playBaccarat([{ type: 'banker', amount: 1001 }], parseCards('7c 8d Kc Kd 5h 5s'));
    expect(r.ok && r.winAmount).toBe(1951); // 1001 * 1.95 = 1951.95
  });

  it.each([
    ['no bets', [], 'no_bets'],
    ['negative amount', [{ type: 'tie', amount: -5 }], 'invalid_amount'],
    ['unknown type', [{ type: 'dragon', amount: 5 }], 'invalid_bet_type'],
  ] as const)('rejects %s', (_name, bets, error) => {
    expect(playBaccarat(bets as never, parseCards('3c 3d 3h 3s 5h 5s'))).toEqual({ ok: false, error });
  });

  it('uses 4 to 6 distinct cards from the top of a fair deck, in order', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const deck = shuffledDeck(createFloatStream({ serverSeed: 'b', clientSeed, nonce }));
        const coup = playBaccaratCoup(deck)!;
        const used = coup.playerCards.length + coup.bankerCards.length;
        expect(used).toBeGreaterThanOrEqual(4);
        expect(used).toBeLessThanOrEqual(6);
        expect(new Set([...coup.playerCards, ...coup.bankerCards]).size).toBe(used);
        expect([...coup.playerCards, ...coup.bankerCards].every((c) => deck.slice(0, used).includes(c))).toBe(
          true,
        );
      }),
      { numRuns: 100 },
    );
  });
});
