import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ClientSeedRequest,
  type FairnessState,
  type GameSession,
  type RevealedSeed,
  type RotateResponse,
} from '@casino/contracts';
import { sha256Hex } from '@casino/engine';
import { describeError } from '../../api/error-message';
import { useGames } from '../../components/game-card/games-query';
import { RefreshIcon, ShieldIcon } from '../../components/icons/icons';
import { toast } from '../../components/toaster/toast-store';
import { RoundSummary } from './round-summary';
import { gamesByIdOf, sessionGameName, titleFromSlug } from '../home/recent-activity';
import {
  useFairnessState,
  useGameSessions,
  useRevealedSeeds,
  useRotateSeed,
  useSetClientSeed,
} from './fairness-queries';
import { roundCheckOf, verifyRound, type Verification } from './round-verification';
import { VerificationResult } from './verification-result';
import { liveSessionRefOf } from './live-round-verification';
import { LiveRoundPanel, LiveRoundRow } from './live-round-row';
import { LiveFairnessExplainer } from './live-fairness-explainer';
import { POKER_SESSION_SLUG } from './poker-hand-verification';
import { PokerFairnessExplainer, PokerHandRow } from './poker-fairness';
import { aiGameIdOf } from './ai-round-verification';
import { AiRoundRow } from './ai-round-row';
import '../../styles/page-kit.css';
import './fairness.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime.format(ms);
};

/** /fairness: the committed seed pair, the client seed form, rotation, and round-by-round verification. */
export function FairnessPage() {
  const fairness = useFairnessState();
  const [revealed, setRevealed] = useState<RotateResponse | null>(null);

  return (
    <div className="fairness container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">Provably fair</p>
          <h1 className="page-head__title">
            Fairness <span className="gold-text">&amp; Verification</span>
          </h1>
          <p className="page-head__lead">
            Every result comes from your seeds: we commit to a secret server seed by publishing its SHA-256
            hash before you play, mix it with your client seed and a nonce, and reveal it when you rotate.
            Then you can recompute any round right here in your browser.
          </p>
        </div>
      </header>

      <div className="fairness-grid">
        <section className="panel fairness-panel" aria-labelledby="pair-title">
          <h2 id="pair-title" className="fairness-panel__title">
            <ShieldIcon width={22} height={22} aria-hidden="true" /> Current seed pair
          </h2>
          {fairness.isLoading ? (
            <p className="fairness-muted" role="status">
              Loading your seeds…
            </p>
          ) : fairness.error || !fairness.data ? (
            <p className="fairness-error" role="alert">
              {describeError(fairness.error)}
            </p>
          ) : (
            <>
              <SeedPair state={fairness.data} />
              <ClientSeedForm current={fairness.data.clientSeed} />
            </>
          )}
        </section>

        <section className="panel fairness-panel" aria-labelledby="rotate-title">
          <h2 id="rotate-title" className="fairness-panel__title">
            <RefreshIcon width={22} height={22} aria-hidden="true" /> Rotate &amp; reveal
          </h2>
          <p className="fairness-muted">
            Rotating reveals the server seed you have been playing with and commits a fresh one. Rounds played
            with the revealed seed can then be verified below.
          </p>
          <RotateButton onRotated={setRevealed} />
          {revealed && <RevealedPanel rotated={revealed} />}
        </section>
      </div>

      <PokerFairnessExplainer />

      <LiveFairnessExplainer />

      <LiveRoundFromLink />

      <RoundsSection />

      <RevealedSeedsSection />
    </div>
  );
}

function SeedPair({ state }: { state: FairnessState }) {
  return (
    <dl className="seed-list">
      <div>
        <dt>Server seed hash (committed)</dt>
        <dd className="mono" data-testid="fairness-server-hash">
          {state.serverSeedHash}
        </dd>
      </div>
      <div>
        <dt>Client seed</dt>
        <dd className="mono" data-testid="fairness-client-seed">
          {state.clientSeed}
        </dd>
      </div>
      <div>
        <dt>Next nonce</dt>
        <dd className="mono" data-testid="fairness-nonce">
          {state.nonce}
        </dd>
      </div>
    </dl>
  );
}

/** Client-side check with the contract's own rules, then PUT; server messages shown as they come. */
function ClientSeedForm({ current }: { current: string }) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetClientSeed();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ClientSeedRequest.safeParse({ clientSeed: value });
    if (!parsed.success) {
      setError(`Client seed ${parsed.error.issues[0]?.message ?? 'is invalid'}.`);
      return;
    }
    setError(null);
    mutation.mutate(parsed.data, {
      onSuccess: (state) => {
        setValue('');
        toast({ title: 'Client seed updated', description: `Your next rounds use “${state.clientSeed}”.` });
      },
      onError: (e) => setError(describeError(e)),
    });
  }

  return (
    <form className="seed-form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="field__label">
        New client seed
      </label>
      <div className="seed-form__row">
        <input
          id={inputId}
          className="field__input mono"
          value={value}
          placeholder={current}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="btn btn--purple" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Set client seed'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="fairness-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field__hint">
          Up to 64 printable characters, no spaces. It applies from your next round.
        </p>
      )}
    </form>
  );
}

function RotateButton({ onRotated }: { onRotated: (r: RotateResponse) => void }) {
  const mutation = useRotateSeed();
  return (
    <button
      type="button"
      className="btn btn--gold"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: onRotated,
          onError: (e) =>
            toast({
              variant: 'destructive',
              title: 'Could not rotate the seed',
              description: describeError(e),
            }),
        })
      }
    >
      <RefreshIcon width={18} height={18} aria-hidden="true" />
      {mutation.isPending ? 'Rotating…' : 'Rotate seed'}
    </button>
  );
}

function RevealedPanel({ rotated }: { rotated: RotateResponse }) {
  const hashOk = useMemo(
    () => sha256Hex(rotated.previousServerSeed) === rotated.previousServerSeedHash.toLowerCase(),
    [rotated],
  );
  return (
    <div className="revealed" role="status" data-testid="fairness-revealed">
      <p className="revealed__title">Seed revealed</p>
      <dl className="seed-list">
        <div>
          <dt>Previous server seed</dt>
          <dd className="mono">{rotated.previousServerSeed}</dd>
        </div>
        <div>
          <dt>Its committed hash</dt>
          <dd className="mono">{rotated.previousServerSeedHash}</dd>
        </div>
        <div>
          <dt>Client seed</dt>
          <dd className="mono">{rotated.previousClientSeed}</dd>
        </div>
        <div>
          <dt>Rounds played</dt>
          <dd>{rotated.roundsPlayed}</dd>
        </div>
      </dl>
      <p className={`check ${hashOk ? 'check--ok' : 'check--bad'}`}>
        {hashOk
          ? '✓ sha256(server seed) matches the committed hash'
          : '✗ sha256(server seed) does not match the committed hash'}
      </p>
    </div>
  );
}

/** /fairness?liveRound=<round id>: a live table round anyone watched, checked from its public record. */
function LiveRoundFromLink() {
  const [params] = useSearchParams();
  const roundId = params.get('liveRound');
  return roundId && /^\d{1,19}$/.test(roundId) ? <LiveRoundPanel key={roundId} roundId={roundId} /> : null;
}

function RoundsSection() {
  const sessions = useGameSessions();
  const seeds = useRevealedSeeds();
  const { data: games } = useGames();
  const gamesById = useMemo(() => gamesByIdOf(games), [games]);
  // A game page's "Verify this round" opens /fairness?round=<session id>: that round is preselected.
  const [params] = useSearchParams();
  const preselected = params.get('round');
  // A game page's "Provably fair" link opens /fairness?game=<slug>: only that game's rounds.
  const gameSlug = params.get('game');
  const rounds = useMemo(
    () => (gameSlug ? (sessions.data ?? []).filter((s) => s.gameSlug === gameSlug) : (sessions.data ?? [])),
    [sessions.data, gameSlug],
  );

  return (
    <section className="fairness-rounds" aria-labelledby="rounds-title">
      <div className="fairness-rounds__head">
        <h2 id="rounds-title" className="fairness-rounds__title">
          Your rounds
        </h2>
        {seeds.data && (
          <p className="fairness-muted">
            {seeds.data.length === 0
              ? 'No seed revealed yet.'
              : `${seeds.data.length} revealed ${seeds.data.length === 1 ? 'seed' : 'seeds'}.`}
          </p>
        )}
      </div>
      {gameSlug && (
        <p className="fairness-muted" data-testid="fairness-game-filter">
          Showing your rounds of {gameNameOf(gameSlug, games)}. <Link to="/fairness">Show all rounds</Link>
        </p>
      )}
      {sessions.isLoading || seeds.isLoading ? (
        <p className="fairness-muted" role="status">
          Loading your rounds…
        </p>
      ) : sessions.error || seeds.error ? (
        <p className="fairness-error" role="alert">
          {describeError(sessions.error ?? seeds.error)}
        </p>
      ) : rounds.length === 0 ? (
        <div className="empty-state empty-state--compact">
          <h3 className="empty-state__title">
            {gameSlug ? `No rounds of ${gameNameOf(gameSlug, games)} yet` : 'No rounds yet'}
          </h3>
          <p className="empty-state__text">
            Play a round of slots or a table game, then come back to verify it.
          </p>
          <Link to="/lobby" className="btn btn--gold">
            Go to the Lobby
          </Link>
        </div>
      ) : (
        <ul className="round-list">
          {rounds.map((session) => {
            const live = liveSessionRefOf(session);
            const aiGameId = aiGameIdOf(session);
            return aiGameId !== null ? (
              <AiRoundRow
                key={session.id}
                session={session}
                aiGameId={aiGameId}
                revealed={seeds.data ?? []}
                date={formatDate(session.createdAt)}
              />
            ) : session.gameSlug === POKER_SESSION_SLUG ? (
              <PokerHandRow key={session.id} session={session} date={formatDate(session.createdAt)} />
            ) : live ? (
              <LiveRoundRow
                key={session.id}
                session={session}
                name={sessionGameName(session, gamesById)}
                round={live}
                date={formatDate(session.createdAt)}
                preselected={session.id === preselected}
              />
            ) : (
              <RoundRow
                key={session.id}
                session={session}
                name={sessionGameName(session, gamesById)}
                revealed={seeds.data ?? []}
                preselected={session.id === preselected}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The catalogue name of a game slug, else the slug as words. */
function gameNameOf(slug: string, games: readonly { slug: string; name: string }[] | undefined): string {
  return games?.find((g) => g.slug === slug)?.name ?? titleFromSlug(slug);
}

interface RoundRowProps {
  session: GameSession;
  name: string;
  revealed: readonly RevealedSeed[];
  preselected?: boolean;
}

function RoundRow({ session, name, revealed, preselected = false }: RoundRowProps) {
  const check = useMemo(() => roundCheckOf(session, revealed), [session, revealed]);
  const [verification, setVerification] = useState<Verification | null>(null);
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (preselected) rowRef.current?.scrollIntoView({ block: 'center' });
  }, [preselected]);

  return (
    <li
      ref={rowRef}
      className={`round${preselected ? ' round--preselected' : ''}`}
      aria-labelledby={titleId}
      aria-current={preselected ? 'true' : undefined}
      data-testid={preselected ? 'fairness-preselected-round' : undefined}
    >
      <div className="round__summary">
        <RoundSummary
          titleId={titleId}
          name={name}
          session={session}
          meta={
            <>
              <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
              {check.status !== 'unsupported' && <span> · nonce {check.fairness.nonce}</span>}
            </>
          }
        />
        <div className="round__action">
          {check.status === 'ready' ? (
            <button
              type="button"
              className="btn btn--purple btn--sm"
              aria-describedby={titleId}
              onClick={() => setVerification(verifyRound(session, check.seed, check.fairness, check.game))}
            >
              {verification ? 'Verify again' : 'Verify'}
            </button>
          ) : check.status === 'unrevealed' ? (
            <p className="round__note">Rotate your seed to verify this round</p>
          ) : (
            <p className="round__note">{check.reason}</p>
          )}
        </div>
      </div>
      {verification && <VerificationResult verification={verification} />}
    </li>
  );
}

/** Every seed pair rotated out so far, each with its commitment checked here. */
function RevealedSeedsSection() {
  const { data: seeds } = useRevealedSeeds();
  if (!seeds || seeds.length === 0) return null;
  return (
    <section className="fairness-rounds" aria-labelledby="seeds-title">
      <div className="fairness-rounds__head">
        <h2 id="seeds-title" className="fairness-rounds__title">
          Revealed seeds
        </h2>
      </div>
      <ul className="round-list">
        {seeds.map((seed) => (
          <RevealedSeedRow key={seed.serverSeedHash} seed={seed} />
        ))}
      </ul>
    </section>
  );
}

function RevealedSeedRow({ seed }: { seed: RevealedSeed }) {
  const hashOk = useMemo(() => sha256Hex(seed.serverSeed) === seed.serverSeedHash.toLowerCase(), [seed]);
  return (
    <li className="round">
      <p className="round__meta">
        Revealed <time dateTime={seed.revealedAt}>{formatDate(seed.revealedAt)}</time> · {seed.roundsPlayed}{' '}
        {seed.roundsPlayed === 1 ? 'round' : 'rounds'} · client seed{' '}
        <span className="mono">{seed.clientSeed}</span>
      </p>
      <dl className="seed-list seed-list--compact">
        <div>
          <dt>Server seed</dt>
          <dd className="mono">{seed.serverSeed}</dd>
        </div>
        <div>
          <dt>Committed hash</dt>
          <dd className="mono">{seed.serverSeedHash}</dd>
        </div>
      </dl>
      <p className={`check ${hashOk ? 'check--ok' : 'check--bad'}`}>
        {hashOk
          ? '✓ sha256(server seed) matches the committed hash'
          : '✗ sha256(server seed) does not match the committed hash'}
      </p>
    </li>
  );
}
