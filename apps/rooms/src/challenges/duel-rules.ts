import { duelRulesOf, type DuelAction, type DuelRules, type DuelSeat } from '@casino/engine/duels';
import type { P2pGameType } from '@casino/contracts';

export type { DuelAction, DuelSeat };

/** A game's rules as the room drives them: its state and views are opaque to the room. */
export type AnyDuelRules = DuelRules<unknown, unknown, unknown>;

/** The engine's rules of a challenge's game (only playable games are ever accepted). */
export function rulesOf(gameType: P2pGameType): AnyDuelRules {
  return duelRulesOf(gameType) as AnyDuelRules;
}
