import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  FREE_COINS,
  type CoinPackage,
  type CoinPurchasePending,
  type CoinPurchaseResponse,
  type CoinPurchaseState,
  type CurrentUser,
  type DailyRewardClaimResponse,
  type PurchaseBonus,
  type SweepsEligibilityResponse,
} from '@casino/contracts';
import { Link } from 'react-router-dom';
import { accountKeys, useSweepsEligibility } from '../../api/account-queries';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import { PurchaseConfirmDialog } from './purchase-confirm-dialog';
import { apiJson, HttpError } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import {
  economyKeys,
  postWithIdempotencyKey,
  useCoinPackages,
  useCoinPurchases,
  useDailyRewardStatus,
  usePaymentProvider,
  refreshLoyalty,
} from '../../api/economy-queries';
import { IdempotencyKeys } from '../../api/idempotency-keys';
import { queryClient } from '../../api/query-client';
import { currentUserQueryKey, useAuth } from '../../auth/use-auth';
import { GiftIcon, ShieldIcon, SparkIcon, StoreIcon } from '../../components/icons/icons';
import { toast } from '../../components/toaster/toast-store';
import { formatAmount, formatDollars } from '../../lib/format';
import { formatCoins } from '../../lib/format-coins';
import { FlameIcon } from '../../components/icons/economy-icons';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { PENDING_POLL_MS, PurchaseFollower, settledPurchaseToast } from './purchase-follow';
import { PromotionsPanel } from './promotions-panel';
import '../../styles/page-kit.css';
import './coin-store.css';

const TABS = [
  { key: 'packages', label: 'Coin Packages' },
  { key: 'crypto', label: 'Crypto Betting' },
] as const;
type StoreTab = (typeof TABS)[number]['key'];

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Shows the server's balances at once after a claim or a purchase, then refetches the user. */
function showBalances(balance: string, sweepstakesCoins: string): void {
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
    user ? { ...user, balance, sweepstakesCoins } : user,
  );
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** /coin-store: free coins every 12 hours, balances, coin packages (sandbox payments), crypto (not offered). */
export function CoinStorePage() {
  const idBase = useId();
  const [tab, setTab] = useState<StoreTab>('packages');
  return (
    <div className="coin-store container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Store</p>
          <h1 className="page-head__title">
            Coin <span className="gold-text">Store</span>
          </h1>
          <p className="page-head__lead">
            Free coins every 12 hours, and coin packages with free sweepstakes coins on top.
          </p>
        </div>
      </header>

      <TestModeBanner />

      <div className="coin-store__top">
        <FreeCoinsCard />
        <BalancesCard />
      </div>

      <PromotionsPanel />

      <TabList
        idBase={idBase}
        label="Coin store"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="coin-store__tabs"
      />
      <TabPanel idBase={idBase} selected={tab}>
        {tab === 'packages' ? <CoinPackages /> : <CryptoBetting />}
      </TabPanel>

      <Features />
    </div>
  );
}

function TestModeBanner() {
  const { data: provider } = usePaymentProvider();
  if (!provider?.testMode) return null;
  return (
    <p className="test-mode-banner" role="note" data-testid="test-mode-banner">
      <strong>Test mode</strong> Payments go through the {provider.displayName} provider: no real money is
      charged, and the coins are credited as if you had paid.
    </p>
  );
}

function FreeCoinsCard() {
  const { data: status, isLoading, error } = useDailyRewardStatus();
  const claim = useMutation({
    mutationFn: () => apiJson<DailyRewardClaimResponse>('POST', '/api/daily-reward/claim'),
    onSuccess: (result) => {
      showBalances(result.balance, result.sweepstakesCoins);
      void queryClient.invalidateQueries({ queryKey: economyKeys.dailyRewardStatus });
      toast({
        title: 'Daily Reward Claimed!',
        description: `+${formatCoins(result.coinsAwarded)} coins and +${formatCoins(result.sweepstakesCoinsAwarded)} sweepstakes coins${result.streakBonus ? ' (weekly streak bonus included)' : ''}.`,
      });
    },
    onError: (err) => {
      console.error('Free coins claim failed', err);
      void queryClient.invalidateQueries({ queryKey: economyKeys.dailyRewardStatus });
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to claim daily reward' });
    },
  });
  const canClaim = status?.canClaim === true;
  const bonus =
    status !== undefined && (status.streakDays >= FREE_COINS.streakBonusDays || status.streakBonusActive);
  return (
    <section className="free-coins" aria-labelledby="free-coins-title">
      <span className="free-coins__icon" aria-hidden="true">
        <GiftIcon width={34} height={34} />
      </span>
      <div className="free-coins__copy">
        <h2 id="free-coins-title" className="free-coins__title">
          Free Coins
        </h2>
        <p className="free-coins__text">
          {formatCoins(status?.coinsAmount ?? FREE_COINS.coins)} coins +{' '}
          {formatCoins(FREE_COINS.sweepstakesCoins)} sweepstakes coins every {FREE_COINS.intervalHours} hours
        </p>
        <p className="free-coins__streak" data-testid="free-coins-streak">
          <FlameIcon width={16} height={16} className="free-coins__flame" /> {status?.streakDays ?? 0}-day
          streak
        </p>
        {bonus && <p className="free-coins__bonus">Weekly streak bonus: +50% more coins!</p>}
        {error && (
          <p className="free-coins__error" role="alert">
            {describeError(error)}
          </p>
        )}
      </div>
      <div className="free-coins__action">
        <button
          type="button"
          className="btn btn--gold btn--lg"
          data-testid="claim-free-coins"
          disabled={isLoading || !canClaim || claim.isPending}
          onClick={() => claim.mutate()}
        >
          {claim.isPending ? 'Claiming…' : canClaim ? 'Claim Free Coins' : 'Next in 12h'}
        </button>
        {!canClaim && status?.nextRewardAt && (
          <p className="free-coins__next" data-testid="free-coins-next">
            Next reward: {dateTime.format(new Date(status.nextRewardAt))}
          </p>
        )}
      </div>
    </section>
  );
}

function BalancesCard() {
  const { user } = useAuth();
  return (
    <section className="store-balances" aria-label="Your balances">
      <div className="store-balance">
        <span className="store-balance__coin store-balance__coin--gc" aria-hidden="true">
          GC
        </span>
        <div>
          <p className="store-balance__label">Coins</p>
          <p className="store-balance__amount" data-testid="store-balance">
            {formatAmount(user?.balance ?? '0')}
          </p>
        </div>
      </div>
      <div className="store-balance">
        <span className="store-balance__coin store-balance__coin--sc" aria-hidden="true">
          SC
        </span>
        <div>
          <p className="store-balance__label">Sweepstakes coins</p>
          <p className="store-balance__amount" data-testid="store-sweeps">
            {formatAmount(user?.sweepstakesCoins ?? '0')}
          </p>
        </div>
      </div>
    </section>
  );
}

const refreshPurchases = () => void queryClient.invalidateQueries({ queryKey: economyKeys.coinPurchases });

/** Why the player may not buy (issue 18), and what to do about it, above the packages. */
function EligibilityBanner({ eligibility }: { eligibility: SweepsEligibilityResponse | undefined }) {
  const openAuth = useAuthDialog((s) => s.open);
  if (!eligibility || eligibility.eligible) return null;
  return (
    <div className="eligibility-banner" role="note" data-testid="store-eligibility">
      <p>{eligibility.message}</p>
      {eligibility.reason === 'guest' && (
        <button type="button" className="btn btn--gold btn--sm" onClick={() => openAuth('upgrade')}>
          Create your account
        </button>
      )}
      {eligibility.reason === 'region_required' && (
        <Link to="/profile#region" className="btn btn--gold btn--sm">
          Declare your region
        </Link>
      )}
    </div>
  );
}

function CoinPackages() {
  const { data: packages, isLoading, error } = useCoinPackages();
  const { data: provider } = usePaymentProvider();
  const { data: eligibility } = useSweepsEligibility();
  // The package whose confirmation is open, and a refusal the server gave for it.
  const [confirming, setConfirming] = useState<CoinPackage | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const keys = useRef(new IdempotencyKeys());
  const follower = useRef(new PurchaseFollower());
  // The key action of each purchase answered 202: it is kept (a click retries the same purchase) until it settles.
  const pendingActions = useRef(new Map<string, string>());
  // Purchases answered 202 on this page: their package's button waits while they are pending.
  const [answeredPending, setAnsweredPending] = useState<ReadonlySet<string>>(() => new Set());
  const { data: purchases } = useCoinPurchases((list) =>
    list?.some((p) => p.status === 'pending') || follower.current.isWaitingForAny ? PENDING_POLL_MS : false,
  );

  // A purchase the server settled later (the reconciler asked the provider): tell the player how it ended.
  useEffect(() => {
    if (!purchases) return;
    for (const settled of follower.current.update(purchases)) {
      const action = pendingActions.current.get(settled.purchaseId);
      if (action) keys.current.settle(action);
      pendingActions.current.delete(settled.purchaseId);
      if (settled.status === 'completed')
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      toast(settledPurchaseToast(settled));
    }
  }, [purchases]);

  const buy = useMutation({
    mutationFn: (pkg: CoinPackage) =>
      postWithIdempotencyKey<CoinPurchaseResponse | CoinPurchasePending>(
        '/api/coin-packages/purchase',
        { packageId: pkg.id },
        keys.current.keyFor(`package:${pkg.id}`),
      ),
    onSuccess: (result, pkg) => {
      refreshPurchases();
      if ('status' in result) {
        // 202: the payment is not confirmed yet; the store follows it and tells the outcome.
        follower.current.wait(result.purchaseId);
        pendingActions.current.set(result.purchaseId, `package:${pkg.id}`);
        setAnsweredPending((ids) => new Set(ids).add(result.purchaseId));
        toast({ title: 'Payment Pending', description: result.message });
        return;
      }
      follower.current.forget(result.purchaseId);
      keys.current.settle(`package:${pkg.id}`);
      showBalances(result.balance, result.sweepstakesCoins);
      void queryClient.invalidateQueries({ queryKey: economyKeys.promotions });
      if (result.promotionBonuses.length > 0) refreshLoyalty();
      toast({
        title: 'Purchase Successful!',
        description: `${pkg.name}: +${formatCoins(result.coinsReceived)} coins and +${formatCoins(result.sweepstakesCoinsReceived)} free sweepstakes coins.${result.promotionBonuses.map(describeBonus).join('')}`,
      });
    },
    onError: (err, pkg) => {
      console.error('Purchase failed', err);
      refreshPurchases();
      keys.current.settle(`package:${pkg.id}`, err);
      // Not eligible (issue 18): the confirmation says why and what to do, nothing was charged.
      if (err instanceof HttpError && err.status === 403) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.eligibility });
        setRefusal(describeError(err));
        setConfirming(pkg);
        return;
      }
      // A refusal from the provider (declined, never completed) says why; anything else is the spec's text.
      const description =
        err instanceof HttpError && err.status === 402 ? describeError(err) : 'Unable to complete purchase';
      toast({ variant: 'destructive', title: 'Purchase Failed', description });
    },
  });

  if (isLoading)
    return (
      <p className="store-status" role="status">
        Loading the packages…
      </p>
    );
  if (error || !packages)
    return (
      <p className="store-status store-status--error" role="alert">
        {describeError(error)}
      </p>
    );
  return (
    <>
      <EligibilityBanner eligibility={eligibility} />
      {confirming && (
        <PurchaseConfirmDialog
          pkg={confirming}
          provider={provider}
          eligibility={eligibility}
          refusal={refusal}
          onClose={() => {
            setConfirming(null);
            setRefusal(null);
          }}
          onConfirm={() => {
            setConfirming(null);
            buy.mutate(confirming);
          }}
        />
      )}
      <ul className="package-grid">
        {packages.map((pkg) => {
          const sending = buy.isPending && buy.variables?.id === pkg.id;
          const awaiting = purchases?.some(
            (p) => p.packageId === pkg.id && p.status === 'pending' && answeredPending.has(p.purchaseId),
          );
          return (
            <li
              key={pkg.id}
              className={`package-card${pkg.isPopular ? ' package-card--popular' : ''}`}
              data-testid={`package-${pkg.id}`}
            >
              {pkg.isPopular && <span className="package-card__ribbon">Most popular</span>}
              <h3 className="package-card__name">{pkg.name}</h3>
              <p className="package-card__coins">
                <span className="package-card__amount">{formatCoins(pkg.coins)}</span> coins
              </p>
              <p className="package-card__sweeps">
                + {formatCoins(pkg.sweepstakesCoins)} sweepstakes coins free
              </p>
              {pkg.bonusPercentage > 0 ? (
                <span className="package-card__bonus">+{pkg.bonusPercentage}% bonus coins</span>
              ) : (
                <span className="package-card__bonus package-card__bonus--none">Standard rate</span>
              )}
              <p className="package-card__text">{pkg.description}</p>
              <button
                type="button"
                className="btn btn--gold btn--block"
                disabled={buy.isPending || awaiting}
                onClick={() => {
                  setRefusal(null);
                  setConfirming(pkg);
                }}
              >
                {sending
                  ? 'Processing…'
                  : awaiting
                    ? 'Payment pending…'
                    : `Buy for ${formatDollars(pkg.priceUsd)}`}
              </button>
            </li>
          );
        })}
      </ul>
      {purchases && purchases.length > 0 && <RecentPurchases purchases={purchases} />}
    </>
  );
}

const BONUS_NAMES = {
  welcome: 'Welcome bonus',
  friday_reload: 'Friday reload bonus',
  vip_cashback: 'VIP cashback',
} as const;

/** A promotion the purchase earned, as a sentence of the purchase toast. */
const describeBonus = (bonus: PurchaseBonus): string =>
  ` ${BONUS_NAMES[bonus.promotion]}: +${formatCoins(bonus.coins)} GC${bonus.freeSpins > 0 ? ` and ${bonus.freeSpins} free spins` : ''}.`;

const PURCHASE_STATUS = { pending: 'Pending', completed: 'Completed', failed: 'Failed' } as const;

/** The player's latest purchases and how each ended: a pending one says so until the provider has answered. */
function RecentPurchases({ purchases }: { purchases: CoinPurchaseState[] }) {
  return (
    <section className="recent-purchases" aria-labelledby="recent-purchases-title">
      <h2 id="recent-purchases-title" className="recent-purchases__title">
        Your purchases
      </h2>
      <ul className="recent-purchases__list">
        {purchases.map((p) => (
          <li
            key={p.purchaseId}
            className={`recent-purchase recent-purchase--${p.status}`}
            data-testid={`purchase-${p.purchaseId}`}
          >
            <div className="recent-purchase__what">
              <span className="recent-purchase__name">{p.packageName}</span>
              <span className="recent-purchase__meta">
                {formatDollars(p.priceUsd)} · {formatCoins(p.coins)} coins ·{' '}
                {dateTime.format(new Date(p.createdAt))}
              </span>
              {p.message && (
                <span
                  className="recent-purchase__message"
                  role={p.status === 'pending' ? 'status' : undefined}
                >
                  {p.message}
                </span>
              )}
            </div>
            <span className={`recent-purchase__status recent-purchase__status--${p.status}`}>
              {PURCHASE_STATUS[p.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CryptoBetting() {
  return (
    <div className="empty-state crypto-panel">
      <span className="empty-state__icon" aria-hidden="true">
        <SparkIcon width={28} height={28} />
      </span>
      <h3 className="empty-state__title">Crypto betting is not offered</h3>
      <p className="empty-state__text">
        We do not accept or pay out cryptocurrency, and no wallet can be connected. Coin packages above are
        the only way to buy coins.
      </p>
      <button type="button" className="btn btn--ghost" disabled aria-describedby="crypto-not-offered">
        Connect Crypto Wallet
      </button>
      <p id="crypto-not-offered" className="crypto-panel__note">
        Not available
      </p>
    </div>
  );
}

const FEATURES = [
  {
    title: 'Instant delivery',
    text: 'Coins reach your balance the moment the payment is approved.',
    Icon: SparkIcon,
  },
  {
    title: 'Never charged twice',
    text: 'Every purchase carries a unique key: a retried or double click pays once.',
    Icon: ShieldIcon,
  },
  {
    title: 'Free sweepstakes coins',
    text: 'Sweepstakes coins are never sold — they come free with every package.',
    Icon: GiftIcon,
  },
  {
    title: 'Free coins every 12 hours',
    text: 'Come back twice a day; a 7-day streak adds 50% more coins.',
    Icon: StoreIcon,
  },
] as const;

function Features() {
  return (
    <section className="store-features" aria-labelledby="store-features-title">
      <h2 id="store-features-title" className="store-features__title">
        Why buy here
      </h2>
      <ul className="store-features__grid">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="store-feature">
            <span className="store-feature__icon" aria-hidden="true">
              <Icon width={24} height={24} />
            </span>
            <h3 className="store-feature__title">{title}</h3>
            <p className="store-feature__text">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
