import { PROMOTION_TERMS } from '@casino/contracts';
import { formatCoins } from './format-coins';

/**
 * The three promotions as the landing page and the coin store state them, from the terms the server
 * pays (contracts PROMOTION_TERMS): amounts in coins (GC), never dollars; days in UTC.
 */
export const PROMOTION_COPY = {
  welcome: {
    name: 'Welcome Bonus',
    headline: `${PROMOTION_TERMS.welcome.bonusPercent}%`,
    detail: `extra coins on your first coin package, up to ${formatCoins(PROMOTION_TERMS.welcome.maxBonusCoins)} GC, + ${PROMOTION_TERMS.welcome.freeSpins} Free Spins`,
  },
  fridayReload: {
    name: 'Reload Bonus',
    headline: `${PROMOTION_TERMS.fridayReload.bonusPercent}%`,
    detail: `extra coins on packages bought every Friday (${PROMOTION_TERMS.fridayReload.timeZone}), up to ${formatCoins(PROMOTION_TERMS.fridayReload.maxBonusCoinsPerFriday)} GC per Friday`,
  },
  vipCashback: {
    name: 'VIP Program',
    headline: `${PROMOTION_TERMS.vipCashback.percent}%`,
    detail: `daily cashback of the previous day's net loss for ${PROMOTION_TERMS.vipCashback.minTier} tier and above (or a VIP pass), paid in GC`,
  },
} as const;
