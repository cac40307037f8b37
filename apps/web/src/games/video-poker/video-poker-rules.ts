import {
  VIDEO_POKER_HAND_NAMES,
  VIDEO_POKER_HANDS,
  type VideoPokerHand,
  type VideoPokerPaytable,
} from '@casino/engine';

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
