import { describe, expect, it } from 'vitest';
import {
  JACKPOT_WIN_LABEL,
  kindsOfGroup,
  LEDGER_KIND_NAMES,
  StatementKindGroup,
  statementKindName,
} from './statement-kinds.js';

// Every ledger movement a player can see has words (issue 18); an unknown kind shows its code.

describe('the statement names every kind', () => {
  it.each([
    { kind: 'round', sign: -1, label: 'Round stake', group: 'games' },
    { kind: 'round', sign: 1, label: 'Round return', group: 'games' },
    { kind: 'round', sign: 1, jackpot: true, label: JACKPOT_WIN_LABEL, group: 'games' },
    { kind: 'free_spin', sign: 1, jackpot: true, label: JACKPOT_WIN_LABEL, group: 'games' },
    { kind: 'bet', sign: -1, label: 'Bet', group: 'games' },
    { kind: 'win', sign: 1, label: 'Win', group: 'games' },
    { kind: 'free_spin', sign: 1, label: 'Free spin win', group: 'games' },
    { kind: 'live_bet', sign: -1, label: 'Live table bet (held in escrow)', group: 'games' },
    { kind: 'live_round', sign: 1, label: 'Live table return', group: 'games' },
    { kind: 'live_bet_cancel', sign: 1, label: 'Live table bet cancelled', group: 'games' },
    { kind: 'live_round_void', sign: 1, label: 'Live round called off: stake returned', group: 'games' },
    { kind: 'coin_purchase', sign: 1, label: 'Coin purchase', group: 'purchases' },
    { kind: 'coin_purchase_bonus', sign: 1, label: 'Purchase bonus', group: 'purchases' },
    { kind: 'signup_grant', sign: 1, label: 'Welcome coins', group: 'free-coins' },
    { kind: 'free_coins', sign: 1, label: 'Free coins (daily claim)', group: 'free-coins' },
    { kind: 'loyalty_bonus_coins', sign: 1, label: 'Loyalty reward', group: 'rewards' },
    { kind: 'challenge_reward', sign: 1, label: 'Daily challenge reward', group: 'rewards' },
    { kind: 'leaderboard_reward', sign: 1, label: 'Leaderboard prize', group: 'rewards' },
    { kind: 'promotion_vip_cashback', sign: 1, label: 'VIP cashback', group: 'promotions' },
    { kind: 'promotion_first_purchase', sign: 1, label: 'Promotion: first purchase', group: 'promotions' },
    { kind: 'promotion_friday_reload', sign: 1, label: 'Promotion: friday reload', group: 'promotions' },
    { kind: 'poker_buy_in', sign: -1, label: 'Poker buy-in', group: 'poker' },
    { kind: 'poker_cash_out', sign: 1, label: 'Poker cash-out', group: 'poker' },
    { kind: 'p2p_challenge_stake', sign: -1, label: 'Challenge stake', group: 'challenges' },
    { kind: 'p2p_challenge_payout', sign: 1, label: 'Challenge payout', group: 'challenges' },
    { kind: 'p2p_challenge_refund', sign: 1, label: 'Challenge stake refunded', group: 'challenges' },
    { kind: 'p2p_challenge_return', sign: 1, label: 'Challenge stake returned (draw)', group: 'challenges' },
    { kind: 'referral_reward', sign: 1, label: 'Referral reward', group: 'social' },
    { kind: 'social_connect_bonus', sign: 1, label: 'Social connect bonus', group: 'social' },
    { kind: 'adjustment', sign: 1, label: 'Balance adjustment by support', group: 'adjustments' },
    { kind: 'adjustment', sign: -1, label: 'Balance adjustment by support', group: 'adjustments' },
    { kind: 'redemption_reserve', sign: -1, label: 'Prize redemption requested', group: 'redemptions' },
    { kind: 'redemption_return', sign: 1, label: 'Prize redemption returned', group: 'redemptions' },
    { kind: 'redemption_payout', sign: -1, label: 'Prize redemption paid out', group: 'redemptions' },
    { kind: 'amoe_entry', sign: 1, label: 'Mail-in entry (free entry)', group: 'redemptions' },
    { kind: 'redemption_fee', sign: -1, label: 'Redemption: fee', group: 'redemptions' },
    { kind: 'mail_in_bonus', sign: 1, label: 'Mail-in entry: bonus', group: 'redemptions' },
    { kind: 'something_new', sign: 1, label: 'something_new', group: 'other' },
    { kind: 'promotion_', sign: 1, label: 'promotion_', group: 'other' },
    { kind: '', sign: -1, label: '', group: 'other' },
  ] as const)('$kind ($sign)', ({ kind, sign, label, group, ...rest }) => {
    const jackpot = 'jackpot' in rest ? rest.jackpot : false;
    expect(statementKindName(kind, sign, jackpot)).toEqual({ label, group });
  });

  it('a jackpot never renames a debit', () => {
    expect(statementKindName('round', -1, true).label).toBe('Round stake');
  });

  it('each group selects exactly the kinds named in it', () => {
    for (const group of StatementKindGroup.options) {
      const { codes } = kindsOfGroup(group);
      expect(codes.every((code) => LEDGER_KIND_NAMES[code]?.group === group)).toBe(true);
    }
    expect(kindsOfGroup('promotions')).toEqual({
      codes: ['promotion_vip_cashback'],
      prefixes: ['promotion_'],
    });
    expect(kindsOfGroup('other')).toEqual({ codes: [], prefixes: [] });
  });
});
