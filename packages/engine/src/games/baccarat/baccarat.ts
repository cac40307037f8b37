// Punto banco baccarat (issue 3, "Baccarat"), one freshly shuffled 52-card deck per coup.
// Card values: A = 1, 2-9 face value, 10/J/Q/K = 0; a total is the sum mod 10.
// Deal order from the deck: player, banker, player, banker; then the player's third card (if
// drawn), then the banker's third card (if drawn).
// Standard third-card rules:
//   - A natural (8 or 9 on either first two cards) ends the coup; nobody draws.
//   - Player draws on 0-5, stands on 6-7.
//   - If the player stood, the banker draws on 0-5 and stands on 6-7.
//   - If the player drew a third card worth p, the banker with total b draws when:
//       b <= 2; b = 3 and p != 8; b = 4 and p in 2-7; b = 5 and p in 4-7; b = 6 and p in 6-7;
//     b = 7 stands.
// Returns (stake included): player win 2x (1:1); banker win 1.95x (0.95:1, 5% commission, an
// exact 39/20 rounded down to the unit); tie 9x (8:1). On a tie, player and banker bets push
// (their stake is returned).
import { rankIndexOf, type CardId } from '../../cards.js';
import { reject, type Rejected } from '../../engine-result.js';
import { applyMultiplier, isUnits, type Multiplier } from '../../money.js';

export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratWinner = 'player' | 'banker' | 'tie';

export const BACCARAT_RETURNS: Readonly<Record<BaccaratBetType, Multiplier>> = {
  player: { num: 2, den: 1 },
  banker: { num: 39, den: 20 },
  tie: { num: 9, den: 1 },
};

export interface BaccaratBet {
  readonly type: BaccaratBetType;
  readonly amount: number;
}

export interface BaccaratCoup {
  readonly playerCards: CardId[];
  readonly bankerCards: CardId[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  readonly natural: boolean;
}

export interface BaccaratBetResult {
  readonly bet: BaccaratBet;
  readonly outcome: 'win' | 'lose' | 'push';
  readonly winAmount: number;
}

export interface BaccaratResult extends BaccaratCoup {
  readonly ok: true;
  readonly bets: BaccaratBetResult[];
  readonly totalBet: number;
  readonly winAmount: number;
}

export type BaccaratError = 'no_bets' | 'invalid_bet_type' | 'invalid_amount' | 'deck_too_short';

export function baccaratCardValue(card: CardId): number {
  const rank = rankIndexOf(card); // 0 = deuce .. 12 = ace
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

function total(cards: readonly CardId[]): number {
  return cards.reduce((s, c) => s + baccaratCardValue(c), 0) % 10;
}

export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays one coup from the top of a shuffled deck (needs at most 6 cards). */
export function playBaccaratCoup(deck: readonly CardId[]): BaccaratCoup | null {
  if (deck.length < 6) return null;
  let next = 4;
  const playerCards = [deck[0]!, deck[2]!];
  const bankerCards = [deck[1]!, deck[3]!];
  const natural = total(playerCards) >= 8 || total(bankerCards) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(playerCards) <= 5) {
      const card = deck[next++]!;
      playerCards.push(card);
      playerThird = baccaratCardValue(card);
    }
    if (bankerDraws(total(bankerCards), playerThird)) bankerCards.push(deck[next]!);
  }
  const playerTotal = total(playerCards);
  const bankerTotal = total(bankerCards);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { playerCards, bankerCards, playerTotal, bankerTotal, winner, natural };
}

export function settleBaccaratBet(bet: BaccaratBet, winner: BaccaratWinner): BaccaratBetResult {
  if (winner === 'tie' && bet.type !== 'tie') return { bet, outcome: 'push', winAmount: bet.amount };
  if (bet.type !== winner) return { bet, outcome: 'lose', winAmount: 0 };
  return { bet, outcome: 'win', winAmount: applyMultiplier(bet.amount, BACCARAT_RETURNS[bet.type]) };
}

/** Bets on player, banker and/or tie, settled on one coup dealt from `deck` (a shuffled deck). */
export function playBaccarat(
  bets: readonly BaccaratBet[],
  deck: readonly CardId[],
): BaccaratResult | Rejected<BaccaratError> {
  if (bets.length === 0) return reject('no_bets');
  for (const bet of bets) {
    if (!BACCARAT_BET_TYPES.includes(bet.type)) return reject('invalid_bet_type');
    if (!isUnits(bet.amount) || bet.amount === 0) return reject('invalid_amount');
  }
  const coup = playBaccaratCoup(deck);
  if (!coup) return reject('deck_too_short');
  const results = bets.map((bet) => settleBaccaratBet(bet, coup.winner));
  return {
    ok: true,
    ...coup,
    bets: results,
    totalBet: bets.reduce((s, b) => s + b.amount, 0),
    winAmount: results.reduce((s, r) => s + r.winAmount, 0),
  };
}
