import type { Card } from '@casino/contracts';

export const SUIT_SYMBOLS: Readonly<Record<Card['suit'], string>> = {
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
};

const RANK_NAMES: Readonly<Record<Card['rank'], string>> = {
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
};

export function isRedSuit(suit: Card['suit']): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/** "Ace of Spades". */
export function cardName(card: Card): string {
  const suit = card.suit.charAt(0).toUpperCase() + card.suit.slice(1);
  return `${RANK_NAMES[card.rank]} of ${suit}`;
}
