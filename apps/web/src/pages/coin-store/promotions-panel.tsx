import { LOYALTY_TIERS, PROMOTION_TERMS, type PromotionsStatus } from '@casino/contracts';
import { usePromotions } from '../../api/economy-queries';
import { describeError } from '../../api/error-message';
import { CrownIcon, GiftIcon, RefreshIcon } from '../../components/icons/icons';
import { formatCoins } from '../../lib/format-coins';
import { PROMOTION_COPY } from '../../lib/promotion-terms';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const VIP_POINTS = LOYALTY_TIERS.find((t) => t.tier === PROMOTION_TERMS.vipCashback.minTier)?.minPoints ?? 0;

/** Where the player stands with each promotion: used, available now, or what it takes. */
function standing(status: PromotionsStatus) {
  const { welcome, fridayReload, vipCashback } = status;
  return {
    welcome: welcome.used
      ? {
          state: 'used' as const,
          text: `Used${welcome.grantedAt ? ` on ${day.format(new Date(welcome.grantedAt))}` : ''}: +${formatCoins(welcome.coins ?? '0')} GC and ${welcome.freeSpins ?? 0} free spins.`,
        }
      : { state: 'open' as const, text: 'Available: buy any package below and it is added at once.' },
    fridayReload: fridayReload.isFridayNow
      ? Number(fridayReload.remainingTodayCoins) > 0
        ? {
            state: 'open' as const,
            text: `It's Friday: ${formatCoins(fridayReload.remainingTodayCoins)} GC of reload bonus left today${welcome.used ? '' : ' (after your first package)'}.`,
          }
        : {
            state: 'used' as const,
            text: `Used today: +${formatCoins(fridayReload.paidTodayCoins)} GC. Back next Friday.`,
          }
      : { state: 'later' as const, text: 'Comes back on Friday (UTC).' },
    vipCashback: vipCashback.eligible
      ? {
          state: 'open' as const,
          text: `You are VIP (${vipCashback.tier}).${vipCashback.lastPaidDay ? ` Last cashback: +${formatCoins(vipCashback.lastPaidCoins ?? '0')} GC for ${vipCashback.lastPaidDay}.` : ' Cashback is paid each day for the day before.'}`,
        }
      : {
          state: 'later' as const,
          text: `You are ${vipCashback.tier}: reach ${PROMOTION_TERMS.vipCashback.minTier} (${formatCoins(VIP_POINTS)} loyalty points earned) to join.`,
        },
  };
}

const CARDS = [
  { key: 'welcome', Icon: GiftIcon },
  { key: 'fridayReload', Icon: RefreshIcon },
  { key: 'vipCashback', Icon: CrownIcon },
] as const;

/** The coin store's promotions: the real terms, and which ones the player already used. */
export function PromotionsPanel() {
  const { data: status, error } = usePromotions();
  const states = status ? standing(status) : null;
  return (
    <section id="promotions" className="store-promotions" aria-labelledby="store-promotions-title">
      <h2 id="store-promotions-title" className="store-promotions__title">
        Promotions
      </h2>
      {error && (
        <p className="store-status store-status--error" role="alert">
          {describeError(error)}
        </p>
      )}
      <ul className="store-promotions__grid">
        {CARDS.map(({ key, Icon }) => {
          const copy = PROMOTION_COPY[key];
          const state = states?.[key];
          return (
            <li
              key={key}
              className={`store-promotion store-promotion--${state?.state ?? 'loading'}`}
              data-testid={`promotion-${key}`}
            >
              <span className="store-promotion__icon" aria-hidden="true">
                <Icon width={22} height={22} />
              </span>
              <div>
                <h3 className="store-promotion__name">
                  {copy.name} <span className="gold-text">{copy.headline}</span>
                </h3>
                <p className="store-promotion__terms">{copy.detail}</p>
                <p className="store-promotion__state" data-testid={`promotion-${key}-state`}>
                  {state?.text ?? 'Loading…'}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
