import { z } from 'zod';

// The player's statement (issue 18, "History and game recall") names every ledger movement in plain
// words. One table, read by the api (the statement and its CSV) and the web (the kind filter): a
// ledger transaction kind, the words for money leaving the wallet and for money coming in, and the
// group the statement's kind filter selects it by. A kind nobody named yet shows its raw code and
// falls in "Other": the statement never fails on it. Naming a new kind is one line here.

/** The statement's kind filter: groups of movements a player thinks of together. */
export const StatementKindGroup = z.enum([
  'games',
  'purchases',
  'free-coins',
  'rewards',
  'promotions',
  'poker',
  'challenges',
  'social',
  'redemptions',
  'adjustments',
  'other',
]);
export type StatementKindGroup = z.infer<typeof StatementKindGroup>;

export const STATEMENT_KIND_GROUP_LABELS: Readonly<Record<StatementKindGroup, string>> = {
  games: 'Games',
  purchases: 'Purchases',
  'free-coins': 'Free coins',
  rewards: 'Rewards',
  promotions: 'Promotions',
  poker: 'Poker tables',
  challenges: 'Challenges',
  social: 'Social',
  redemptions: 'Redemptions and entries',
  adjustments: 'Adjustments',
  other: 'Other',
};

export interface LedgerKindName {
  group: StatementKindGroup;
  /** Money leaving the wallet (a negative entry). */
  debit: string;
  /** Money coming into the wallet (a positive entry). */
  credit: string;
}

const named = (group: StatementKindGroup, debit: string, credit = debit): LedgerKindName => ({
  group,
  debit,
  credit,
});

/**
 * Every ledger transaction kind that touches a player's wallet, by its code. The code is what the
 * writer passes to the ledger (`postTransfer({ kind })` or the batched settlements' SQL).
 */
export const LEDGER_KIND_NAMES: Readonly<Record<string, LedgerKindName>> = {
  // Casino games: a one-shot round (slots, roulette, baccarat) is one transaction with both legs; a
  // round over several requests (blackjack, video poker, craps) stakes with `bet` and pays with `win`.
  round: named('games', 'Round stake', 'Round return'),
  bet: named('games', 'Bet', 'Bet returned'),
  win: named('games', 'Win reversed', 'Win'),
  free_spin: named('games', 'Free spin stake', 'Free spin win'),
  // Live tables: stakes are held in the round's escrow until it settles.
  live_bet: named('games', 'Live table bet (held in escrow)', 'Live table bet returned'),
  live_round: named('games', 'Live table round', 'Live table return'),
  live_bet_cancel: named('games', 'Live table bet', 'Live table bet cancelled'),
  live_round_void: named('games', 'Live table round called off', 'Live round called off: stake returned'),
  coin_purchase: named('purchases', 'Coin purchase reversed', 'Coin purchase'),
  coin_purchase_bonus: named('purchases', 'Purchase bonus reversed', 'Purchase bonus'),
  signup_grant: named('free-coins', 'Welcome coins reversed', 'Welcome coins'),
  free_coins: named('free-coins', 'Free coins reversed', 'Free coins (daily claim)'),
  loyalty_bonus_coins: named('rewards', 'Loyalty reward reversed', 'Loyalty reward'),
  challenge_reward: named('rewards', 'Daily challenge reward reversed', 'Daily challenge reward'),
  leaderboard_reward: named('rewards', 'Leaderboard prize reversed', 'Leaderboard prize'),
  promotion_vip_cashback: named('promotions', 'VIP cashback reversed', 'VIP cashback'),
  poker_buy_in: named('poker', 'Poker buy-in', 'Poker buy-in returned'),
  poker_cash_out: named('poker', 'Poker cash-out reversed', 'Poker cash-out'),
  p2p_challenge_stake: named('challenges', 'Challenge stake', 'Challenge stake returned'),
  p2p_challenge_payout: named('challenges', 'Challenge payout reversed', 'Challenge payout'),
  p2p_challenge_refund: named('challenges', 'Challenge refund reversed', 'Challenge stake refunded'),
  p2p_challenge_return: named('challenges', 'Challenge return reversed', 'Challenge stake returned (draw)'),
  referral_reward: named('social', 'Referral reward reversed', 'Referral reward'),
  social_connect_bonus: named('social', 'Social connect bonus reversed', 'Social connect bonus'),
  adjustment: named('adjustments', 'Balance adjustment by support', 'Balance adjustment by support'),
  // Sweepstakes redemption (held in the redemptions-payable account until paid or returned) and the
  // free alternative method of entry.
  redemption_reserve: named('redemptions', 'Prize redemption requested', 'Prize redemption reversed'),
  redemption_return: named('redemptions', 'Prize redemption reversed', 'Prize redemption returned'),
  redemption_payout: named('redemptions', 'Prize redemption paid out', 'Prize redemption payout reversed'),
  amoe_entry: named('redemptions', 'Mail-in entry reversed', 'Mail-in entry (free entry)'),
};

/**
 * Families of kinds named by their prefix (a purchase bonus is `promotion_<promotion>`): the words
 * before the rest of the code, spelled out ("Promotion: first purchase").
 */
export const LEDGER_KIND_PREFIXES: ReadonlyArray<{ prefix: string; name: LedgerKindName }> = [
  { prefix: 'promotion_', name: named('promotions', 'Promotion reversed', 'Promotion') },
  { prefix: 'redemption_', name: named('redemptions', 'Redemption', 'Redemption returned') },
  { prefix: 'mail_in_', name: named('redemptions', 'Mail-in entry reversed', 'Mail-in entry') },
];

/** A credit paid by the progressive jackpot's pool inside a round: its own words. */
export const JACKPOT_WIN_LABEL = 'Jackpot win';

export interface StatementKindName {
  group: StatementKindGroup;
  label: string;
}

const words = (code: string) => code.replace(/[_-]+/g, ' ').trim();

/**
 * The words for one wallet entry: its transaction's kind, whether it left or came into the wallet,
 * and whether the jackpot pool paid it. An unknown kind answers its raw code, in the group "other".
 */
export function statementKindName(kind: string, amountSign: -1 | 1, jackpot = false): StatementKindName {
  const exact = LEDGER_KIND_NAMES[kind];
  if (exact) {
    if (jackpot && amountSign > 0) return { group: exact.group, label: JACKPOT_WIN_LABEL };
    return { group: exact.group, label: amountSign < 0 ? exact.debit : exact.credit };
  }
  const family = LEDGER_KIND_PREFIXES.find((p) => kind.startsWith(p.prefix) && kind.length > p.prefix.length);
  if (family) {
    const base = amountSign < 0 ? family.name.debit : family.name.credit;
    return { group: family.name.group, label: `${base}: ${words(kind.slice(family.prefix.length))}` };
  }
  return { group: 'other', label: kind };
}

/** The kinds a group selects: exact codes and prefixes; `other` selects every kind not named above. */
export function kindsOfGroup(group: StatementKindGroup): { codes: string[]; prefixes: string[] } {
  return {
    codes: Object.entries(LEDGER_KIND_NAMES)
      .filter(([, name]) => name.group === group)
      .map(([code]) => code),
    prefixes: LEDGER_KIND_PREFIXES.filter((p) => p.name.group === group).map((p) => p.prefix),
  };
}
