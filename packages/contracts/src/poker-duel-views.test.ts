// The poker challenge's engine views, as the room sends them (JSON), parse with the contracts'
// schemas and lose nothing on the way; the moves the private view offers are moves the room's
// message schema and the REST action call accept.
import { pokerDuelRules, type DuelAction, type DuelSetup } from '@casino/engine/duels';
import { describe, expect, it } from 'vitest';
import { PokerDuelPrivateView, PokerDuelView } from './p2p-challenge-games.js';
import {
  ChallengeClientMessages,
  ChallengeGameView,
  ChallengePrivateView,
  PokerChallengeActionRequest,
  PokerChallengeState,
} from './p2p-challenges.js';

const SETUP: DuelSetup = { seed: 'c0ffee'.repeat(10), startedAt: 0, clockMs: 1_800_000 };
const SHORT: DuelSetup = { ...SETUP, clockMs: 20_000 };
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const move = (seat: 0 | 1, at: number, action: string, amount?: number): DuelAction => ({
  type: 'move',
  seat,
  move: amount === undefined ? { action } : { action, amount },
  at,
});

function run(setup: DuelSetup, actions: DuelAction[]) {
  return actions.reduce((state, action) => {
    const result = pokerDuelRules.apply(state, action);
    if (!result.ok) throw new Error(`poker: ${result.error}`);
    return result.state;
  }, pokerDuelRules.start(setup));
}

const positions = {
  'the first hand': run(SETUP, []),
  'a raise to call': run(SETUP, [move(0, 1_000, 'raise', 60)]),
  'on the flop': run(SETUP, [move(0, 1_000, 'call'), move(1, 2_000, 'check')]),
  'between hands after a fold': run(SETUP, [move(0, 1_000, 'fold')]),
  'after an all-in showdown': run(SETUP, [move(0, 1_000, 'all-in'), move(1, 2_000, 'call')]),
  'a timed-out seat': run(SETUP, [{ type: 'flag', at: 30_000 }]),
  'time up, the hand called off': run(SHORT, [move(0, 1_000, 'raise', 80), { type: 'flag', at: 20_000 }]),
  resigned: run(SETUP, [{ type: 'resign', seat: 1, at: 3_000 }]),
};

describe('poker views', () => {
  it.each(Object.entries(positions))('%s', (_name, state) => {
    const view = json(pokerDuelRules.publicView(state, 5_000));
    expect(PokerDuelView.parse(view)).toEqual(view);
    expect(ChallengeGameView.parse(view)).toEqual(view);
    for (const seat of [0, 1] as const) {
      const own = json(pokerDuelRules.privateView(state, seat, 5_000));
      expect(PokerDuelPrivateView.parse(own)).toEqual(own);
      expect(ChallengePrivateView.parse(own)).toEqual(own);
      expect(PokerChallengeState.parse({ view, private: own })).toEqual({ view, private: own });
      const legal = PokerDuelPrivateView.parse(own).legal;
      if (!legal) continue;
      const offered = [
        ...(legal.canFold ? [{ action: 'fold' as const }] : []),
        ...(legal.canCheck ? [{ action: 'check' as const }] : []),
        ...(legal.canCall ? [{ action: 'call' as const }] : []),
        ...(legal.canBet ? [{ action: 'bet' as const, amount: legal.minRaiseTo }] : []),
        ...(legal.canRaise ? [{ action: 'raise' as const, amount: legal.maxRaiseTo }] : []),
        { action: 'all-in' as const },
      ];
      for (const offer of offered) {
        expect(ChallengeClientMessages.move.safeParse({ ply: 0, move: offer }).success).toBe(true);
        expect(PokerChallengeActionRequest.safeParse({ ...offer, gamePhase: 'preflop' }).success).toBe(true);
        expect(pokerDuelRules.apply(state, { type: 'move', seat, move: offer, at: 5_000 }).ok).toBe(true);
      }
    }
  });
});
