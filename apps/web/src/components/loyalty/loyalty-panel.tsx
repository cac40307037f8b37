import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  REWARD_SHOP_ITEMS,
  type DailyLoyaltyRewardResponse,
  type LoyaltySummary,
  type RedeemRewardResponse,
  type RewardShopItem,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import {
  economyKeys,
  postWithIdempotencyKey,
  refreshLoyalty,
  useLoyalty,
  useLoyaltyRewards,
} from '../../api/economy-queries';
import { IdempotencyKeys } from '../../api/idempotency-keys';
import { queryClient } from '../../api/query-client';
import { currentUserQueryKey } from '../../auth/use-auth';
import { TabList, TabPanel } from '../../pages/catalogue/tab-list';
import { formatAmount } from '../../lib/format';
import { CrownIcon, GiftIcon, SlotIcon, SparkIcon } from '../icons/icons';
import { CoinsIcon, FlameIcon } from '../icons/economy-icons';
import { toast } from '../toaster/toast-store';
import { changeLabels, EARNING_RULE, formatPoints, redeemBlocker, TIER_BENEFITS } from './loyalty-model';
import './loyalty-panel.css';

const TABS = [
  { key: 'shop', label: 'Reward Shop' },
  { key: 'history', label: 'History' },
  { key: 'tiers', label: 'Tier Benefits' },
] as const;
type LoyaltyTab = (typeof TABS)[number]['key'];

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ITEM_ICONS: Record<RewardShopItem['id'], typeof SlotIcon> = {
  'free-spins-10': SlotIcon,
  'bonus-coins-5': CoinsIcon,
  'vip-24h': CrownIcon,
};

/** The loyalty panel (spec: header, daily reward with streak, Reward Shop / History / Tier Benefits). */
export function LoyaltyPanel() {
  const idBase = useId();
  const [tab, setTab] = useState<LoyaltyTab>('shop');
  const { data: loyalty, isLoading, error } = useLoyalty();

  if (isLoading)
    return (
      <p className="loyalty-status" role="status">
        Loading your rewards…
      </p>
    );
  if (error || !loyalty)
    return (
      <p className="loyalty-status loyalty-status--error" role="alert">
        {describeError(error)}
      </p>
    );

  return (
    <div className="loyalty" data-testid="loyalty-panel">
      <LoyaltyHeader loyalty={loyalty} />
      <DailyRewardRow loyalty={loyalty} />
      <TabList
        idBase={idBase}
        label="Loyalty rewards"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="loyalty__tabs"
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'shop' ? (
          <RewardShop loyalty={loyalty} />
        ) : tab === 'history' ? (
          <RewardHistory />
        ) : (
          <TierBenefits current={loyalty.tierLevel} />
        )}
      </TabPanel>
    </div>
  );
}

function LoyaltyHeader({ loyalty }: { loyalty: LoyaltySummary }) {
  return (
    <div className="loyalty-head">
      <div className={`loyalty-tier loyalty-tier--${loyalty.tierLevel.toLowerCase()}`}>
        <CrownIcon width={30} height={30} />
        <div>
          <span className="loyalty-tier__label">Tier</span>
          <strong className="loyalty-tier__name" data-testid="loyalty-tier">
            {loyalty.tierLevel}
          </strong>
        </div>
        {loyalty.isVip && <span className="loyalty-tier__vip">VIP</span>}
      </div>
      <dl className="loyalty-figures">
        <div>
          <dt>Points</dt>
          <dd data-testid="loyalty-points">{formatPoints(loyalty.loyaltyPoints)}</dd>
        </div>
        <div>
          <dt>Free spins</dt>
          <dd data-testid="loyalty-free-spins">{formatPoints(loyalty.freeSpins)}</dd>
        </div>
        <div>
          <dt>Bonus coins</dt>
          <dd data-testid="loyalty-bonus-coins">{formatAmount(loyalty.bonusCoins)}</dd>
        </div>
        <div>
          <dt>Lifetime points</dt>
          <dd>{formatPoints(loyalty.totalPointsEarned)}</dd>
        </div>
      </dl>
      {loyalty.nextTier !== null && loyalty.progressPercent !== null ? (
        <div className="loyalty-progress">
          <div className="loyalty-progress__text">
            <span>Progress to {loyalty.nextTier}</span>
            <span>{formatPoints(loyalty.pointsToNextTier ?? 0)} points to go</span>
          </div>
          <div
            className="loyalty-progress__bar"
            role="progressbar"
            aria-label={`Progress to ${loyalty.nextTier}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={loyalty.progressPercent}
          >
            <span style={{ width: `${loyalty.progressPercent}%` }} />
          </div>
        </div>
      ) : (
        <p className="loyalty-progress loyalty-progress--top">
          Diamond: the top tier. Every benefit is yours.
        </p>
      )}
    </div>
  );
}

function DailyRewardRow({ loyalty }: { loyalty: LoyaltySummary }) {
  const claim = useMutation({
    mutationFn: () => apiJson<DailyLoyaltyRewardResponse>('POST', '/api/loyalty/daily-reward'),
    onSuccess: (result) => {
      queryClient.setQueryData(economyKeys.loyalty, result.loyalty);
      refreshLoyalty();
      toast({ title: 'Daily Reward Claimed!', description: result.message });
    },
    onError: (error) => {
      refreshLoyalty();
      toast({
        variant: 'destructive',
        title: 'Error',
        description: describeError(error, 'Failed to claim daily reward') || 'Failed to claim daily reward',
      });
    },
  });
  const next = new Date(loyalty.nextDailyRewardAt);
  return (
    <div className="loyalty-daily">
      <span className="loyalty-daily__icon" aria-hidden="true">
        <GiftIcon width={26} height={26} />
      </span>
      <div className="loyalty-daily__copy">
        <p className="loyalty-daily__title">Daily loyalty reward</p>
        <p className="loyalty-daily__text" data-testid="loyalty-streak">
          <FlameIcon width={16} height={16} className="streak-flame" /> {loyalty.streakDays}-day streak
          {loyalty.canClaimDailyReward
            ? ' · claim today to keep it going'
            : ` · next reward ${dateTime.format(next)}`}
        </p>
      </div>
      <button
        type="button"
        className="btn btn--gold"
        disabled={!loyalty.canClaimDailyReward || claim.isPending}
        onClick={() => claim.mutate()}
      >
        {claim.isPending ? 'Claiming…' : loyalty.canClaimDailyReward ? 'Claim Daily Reward' : 'Claimed today'}
      </button>
    </div>
  );
}

function RewardShop({ loyalty }: { loyalty: LoyaltySummary }) {
  const keys = useRef(new IdempotencyKeys());
  const redeem = useMutation({
    mutationFn: (item: RewardShopItem) =>
      postWithIdempotencyKey<RedeemRewardResponse>(
        '/api/loyalty/redeem',
        { itemId: item.id },
        keys.current.keyFor(item.id),
      ),
    onSuccess: (result, item) => {
      keys.current.settle(item.id);
      queryClient.setQueryData(economyKeys.loyalty, result.loyalty);
      refreshLoyalty();
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast({ title: 'Reward Redeemed!', description: `${item.name} for ${item.pointsCost} points.` });
    },
    onError: (error, item) => {
      keys.current.settle(item.id, error);
      refreshLoyalty();
      toast({
        variant: 'destructive',
        title: 'Redeem Failed',
        description: describeError(error, 'Unable to redeem this reward'),
      });
    },
  });
  return (
    <ul className="reward-shop">
      {REWARD_SHOP_ITEMS.map((item) => {
        const blocker = redeemBlocker(item, loyalty);
        const pending = redeem.isPending && redeem.variables?.id === item.id;
        const ItemIcon = ITEM_ICONS[item.id];
        return (
          <li key={item.id} className="reward-item" data-testid={`reward-${item.id}`}>
            <span className="reward-item__icon" aria-hidden="true">
              <ItemIcon width={26} height={26} />
            </span>
            <h4 className="reward-item__name">{item.name}</h4>
            <p className="reward-item__text">{item.description}</p>
            <p className="reward-item__cost">{formatPoints(item.pointsCost)} points</p>
            <button
              type="button"
              className={`btn btn--sm btn--block ${blocker === null ? 'btn--purple' : 'btn--ghost reward-item__blocked'}`}
              disabled={blocker !== null || redeem.isPending}
              onClick={() => redeem.mutate({ ...item })}
            >
              {pending ? 'Redeeming…' : (blocker ?? 'Redeem')}
            </button>
            {item.id === 'free-spins-10' && loyalty.freeSpins > 0 && (
              <Link to="/slots" className="reward-item__link">
                <SlotIcon width={16} height={16} aria-hidden="true" /> Play your {loyalty.freeSpins} free
                spins
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RewardHistory() {
  const { data, isLoading, error } = useLoyaltyRewards();
  if (isLoading)
    return (
      <p className="loyalty-status" role="status">
        Loading your reward history…
      </p>
    );
  if (error)
    return (
      <p className="loyalty-status loyalty-status--error" role="alert">
        {describeError(error)}
      </p>
    );
  if (!data || data.length === 0) {
    return (
      <div className="empty-state empty-state--compact">
        <span className="empty-state__icon" aria-hidden="true">
          <SparkIcon width={26} height={26} />
        </span>
        <h3 className="empty-state__title">No rewards yet</h3>
        <p className="empty-state__text">Points you earn and rewards you redeem will be listed here.</p>
      </div>
    );
  }
  return (
    <ul className="reward-log" data-testid="reward-log">
      {data.map((entry) => (
        <li key={entry.id} className="reward-log__row">
          <div>
            <p className="reward-log__what">{entry.description}</p>
            <time className="reward-log__when" dateTime={entry.createdAt}>
              {dateTime.format(new Date(entry.createdAt))}
            </time>
          </div>
          <div className="reward-log__changes">
            {changeLabels(entry).map((label) => (
              <span key={label.text} className={`reward-log__change reward-log__change--${label.tone}`}>
                {label.text}
              </span>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

function TierBenefits({ current }: { current: LoyaltySummary['tierLevel'] }) {
  return (
    <>
      <p className="loyalty-rule">{EARNING_RULE}</p>
      <ul className="tier-list">
        {TIER_BENEFITS.map((tier) => (
          <li
            key={tier.tier}
            className={`tier-card loyalty-tier--${tier.tier.toLowerCase()}${tier.tier === current ? ' tier-card--current' : ''}`}
          >
            <div className="tier-card__head">
              <CrownIcon width={20} height={20} />
              <strong>{tier.tier}</strong>
              {tier.tier === current && <span className="tier-card__you">Your tier</span>}
            </div>
            <p className="tier-card__threshold">{tier.threshold}</p>
            <ul className="tier-card__perks">
              {tier.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
