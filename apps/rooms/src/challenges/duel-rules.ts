export { duelRulesOf, type AnyDuelRules, type DuelAction, type DuelSeat } from '@casino/engine/duels';
