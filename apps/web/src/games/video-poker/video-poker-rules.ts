import { VIDEO_POKER_HANDS, type VideoPokerHand, type VideoPokerPaytable } from '@casino/engine';

/** Display names, as the server's `handName` spells them. */
export const VIDEO_POKER_HAND_NAMES: Readonly<Record<VideoPokerHand, string>> = {
  nothing: 'No Win',
  'jacks-or-better': 'Jacks or Better',
  'two-pair': 'Two Pair',
  'three-of-a-kind': 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  'full-house': 'Full House',
  'four-of-a-kind': 'Four of a Kind',
  'straight-flush': 'Straight Flush',
  'royal-flush': 'Royal Flush',
};

/** Paytable rows, best hand first, without "nothing". */
export function paytableRows(
  paytable: VideoPokerPaytable,
): Array<{ hand: VideoPokerHand; name: string; pays: number }> {
  return VIDEO_POKER_HANDS.filter((h) => h !== 'nothing')
    .map((hand) => ({ hand, name: VIDEO_POKER_HAND_NAMES[hand], pays: paytable[hand] }))
    .reverse();
}

/** Tapping a card toggles its HOLD. */
export function toggleHold(held: readonly boolean[], index: number): boolean[] {
  return held.map((h, i) => (i === index ? !h : h));
}
