import type { RgStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/error-message';
import { useAuth } from '../../auth/use-auth';
import { rgStatusKey } from '../../components/responsible-gaming/rg-session';
import { BlockPanel, SelfExclusionCard, TakeBreakCard } from './breaks-and-exclusion';
import { LimitGroup } from './limit-editor';
import { SaferPlayInfo } from './safer-play-info';
import { SessionTools } from './session-tools';
import '../../styles/page-kit.css';
import './responsible-gaming.css';

function Tools() {
  const status = useQuery<RgStatus>({ queryKey: rgStatusKey, staleTime: 0 });
  if (status.isPending) return <p className="rg-card__text">Loading your tools…</p>;
  if (status.isError)
    return (
      <p className="rg-note rg-note--error" role="alert">
        {describeError(status.error)}
      </p>
    );
  const s = status.data;
  return (
    <>
      {s.block && <BlockPanel block={s.block} rules={s.rules} />}
      <h2 className="rg-section__title">Your limits</h2>
      <p className="rg-card__text">
        Our servers check every limit on every bet and purchase, in every game. A new or lower limit applies
        at once; a higher one, or removing one, waits {s.rules.raiseDelayHours} hours. Days, weeks (from
        Monday) and months are counted in UTC and reset at the times shown.
      </p>
      <div className="rg-grid rg-grid--three">
        <LimitGroup
          title="Purchases"
          text="What you may spend on coin packages."
          unit={{ kind: 'purchase' }}
          limits={s.purchase}
        />
        <LimitGroup
          title="Wagers in coins"
          text="Everything you stake in GC: spins, bets, buy-ins, challenge stakes."
          unit={{ kind: 'wager', currency: 'coins' }}
          limits={s.wager.coins}
        />
        <LimitGroup
          title="Wagers in sweepstakes coins"
          text="Everything you stake in SC, counted apart from coins."
          unit={{ kind: 'wager', currency: 'sweeps' }}
          limits={s.wager.sweeps}
        />
      </div>
      <h2 className="rg-section__title">Time and breaks</h2>
      <div className="rg-grid rg-grid--three">
        <SessionTools status={s} />
        <TakeBreakCard />
        <SelfExclusionCard rules={s.rules} />
      </div>
    </>
  );
}

/** /responsible-gaming: the player's tools and how to play safely. */
export function ResponsibleGamingPage() {
  const { user } = useAuth();
  return (
    <div className="rg-page container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Responsible Gaming</p>
          <h1 className="page-head__title">
            Play for fun, <span className="gold-text">stay in control</span>
          </h1>
          <p className="page-head__lead">
            Set limits on what you buy, what you wager and how long you play, see a reality check as you go,
            or step away with a break or self-exclusion.
          </p>
        </div>
      </header>
      {user ? (
        <Tools />
      ) : (
        <p className="rg-card__text">Sign in to set your limits, take a break or exclude yourself.</p>
      )}
      <SaferPlayInfo />
    </div>
  );
}
