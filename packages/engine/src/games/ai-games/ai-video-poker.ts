// Generated video poker (issue 19): Jacks or Better dealt and drawn as the floor's machine deals it
// (video-poker.ts: a deck shuffled by the round's seeds, five cards, one draw), with a paytable
// variant chosen by difficulty. A variant changes what the full house, flush, four of a kind (and
// straight flush, twice the four), royal flush and two pair pay. Each variant's return, net-win
// chance and volatility under optimal holds are written here and proven by the test, which counts
// every deal and hold exactly (video-poker-optimal.ts); the designer only picks among them.
import type { FloatStream } from '../../fairness-stream.js';
import { JACKS_OR_BETTER_9_6, type VideoPokerPaytable } from '../video-poker/video-poker.js';
import { pickOne, type AiDifficulty, type DesignFigures, type ExactFraction } from './ai-design-common.js';

export interface AiVideoPokerDesign {
  readonly kind: 'poker';
  readonly paytable: VideoPokerPaytable;
  readonly figures: DesignFigures;
}

export const AI_VIDEO_POKER_REFERENCE = 'a hand, optimal holds';

interface Variant {
  readonly paytable: VideoPokerPaytable;
  readonly figures: DesignFigures;
}

function variant(
  fullHouse: number,
  flush: number,
  four: number,
  royal: number,
  twoPair: number,
  figures: { rtp: ExactFraction; hitRate: ExactFraction; volatility: number },
): Variant {
  return {
    paytable: {
      ...JACKS_OR_BETTER_9_6,
      'full-house': fullHouse,
      flush,
      'four-of-a-kind': four,
      'straight-flush': four * 2,
      'royal-flush': royal,
      'two-pair': twoPair,
    },
    figures: { ...figures, reference: AI_VIDEO_POKER_REFERENCE },
  };
}

/** Paytables per difficulty with their exact figures under optimal holds (the test recomputes them). */
export const AI_VIDEO_POKER_VARIANTS: Readonly<Record<AiDifficulty, readonly Variant[]>> = {
  easy: [
    variant(9, 6, 20, 250, 2, {
      rtp: { num: '537567193679', den: '553700847700' },
      hitRate: { num: '12094884721', den: '50336440700' },
      volatility: 2.082,
    }),
    variant(8, 5, 25, 800, 2, {
      rtp: { num: '1616226757427', den: '1661102543100' },
      hitRate: { num: '398510072489', den: '1661102543100' },
      volatility: 4.396,
    }),
    variant(9, 5, 25, 250, 2, {
      rtp: { num: '1614850438907', den: '1661102543100' },
      hitRate: { num: '26618735699', den: '110740169540' },
      volatility: 2.199,
    }),
  ],
  medium: [
    variant(7, 5, 25, 800, 2, {
      rtp: { num: '24570826799', den: '25555423740' },
      hitRate: { num: '33205040411', den: '138425211925' },
      volatility: 4.379,
    }),
    variant(8, 5, 25, 250, 2, {
      rtp: { num: '106380935519', den: '110740169540' },
      hitRate: { num: '18149801191', den: '75504661050' },
      volatility: 2.16,
    }),
    variant(9, 6, 25, 4000, 1, {
      rtp: { num: '1606440264787', den: '1661102543100' },
      hitRate: { num: '13029948353', den: '118650181650' },
      volatility: 23.037,
    }),
    variant(6, 4, 35, 800, 2, {
      rtp: { num: '801468542731', den: '830551271550' },
      hitRate: { num: '398530947097', den: '1661102543100' },
      volatility: 4.525,
    }),
  ],
  hard: [
    variant(6, 5, 25, 800, 2, {
      rtp: { num: '1577983249081', den: '1661102543100' },
      hitRate: { num: '99616384573', den: '415275635775' },
      volatility: 4.364,
    }),
    variant(9, 5, 20, 4000, 1, {
      rtp: { num: '1566932683837', den: '1661102543100' },
      hitRate: { num: '181834051369', den: '1661102543100' },
      volatility: 23.034,
    }),
    variant(7, 4, 35, 4000, 1, {
      rtp: { num: '1573036949963', den: '1661102543100' },
      hitRate: { num: '181323111007', den: '1661102543100' },
      volatility: 23.155,
    }),
    variant(7, 5, 20, 800, 2, {
      rtp: { num: '1575724094873', den: '1661102543100' },
      hitRate: { num: '99593765584', den: '415275635775' },
      volatility: 4.309,
    }),
  ],
};

export function designAiVideoPoker(difficulty: AiDifficulty, stream: FloatStream): AiVideoPokerDesign {
  const chosen = pickOne(stream, AI_VIDEO_POKER_VARIANTS[difficulty]);
  return { kind: 'poker', paytable: chosen.paytable, figures: chosen.figures };
}
