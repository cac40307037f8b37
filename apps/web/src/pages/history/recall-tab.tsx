import { useEffect, useMemo, useRef } from 'react';
import type { PlayerRoundRecall, PlayerRoundRow } from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { formatCoinAmount } from '../../lib/format';
import { GAME_OPTIONS, markOf, roundTitle, signedCoins, toneOf } from './history-model';
import { useRecall, useRounds } from './history-queries';
import { RoundFairnessCheck } from './round-fairness-check';
import { StepReplay } from './step-replay';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(Date.parse(iso));

function RoundItem({
  round,
  selected,
  onSelect,
}: {
  round: PlayerRoundRow;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const mark = round.currency ? markOf(round.currency) : 'GC';
  return (
    <li>
      <button
        type="button"
        className={`round-item${selected ? ' is-selected' : ''}`}
        aria-current={selected ? 'true' : undefined}
        data-testid="round-item"
        data-round-id={round.id}
        onClick={() => onSelect(round.id)}
      >
        <span className="round-item__title">{roundTitle(round)}</span>
        <span className="round-item__meta">
          <time dateTime={round.playedAt}>{at(round.playedAt)}</time> · stake{' '}
          {formatCoinAmount(round.stake, mark)}
        </span>
        <span className={`round-item__net statement__amount--${toneOf(round.net)}`}>
          {round.currency ? signedCoins(round.net, round.currency) : round.net}
        </span>
      </button>
    </li>
  );
}

function Recall({ roundId }: { roundId: string }) {
  const recall = useRecall(roundId);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the recall sits below the list: bring it into view when a round is picked.
    if (recall.data && window.matchMedia('(max-width: 900px)').matches)
      ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [recall.data]);
  if (recall.isPending)
    return (
      <p className="history-muted" role="status">
        Loading the round…
      </p>
    );
  if (recall.isError)
    return (
      <p className="history-problem" role="alert">
        {describeError(recall.error)}
      </p>
    );
  const data: PlayerRoundRecall = recall.data;
  const mark = data.round.currency ? markOf(data.round.currency) : 'GC';
  const balanceMark = data.balance ? markOf(data.balance.currency) : mark;
  const facts: Array<[string, string]> = [
    ['Stake', formatCoinAmount(data.round.stake, mark)],
    ['Returned', formatCoinAmount(data.round.returned, mark)],
    ['Net', data.round.currency ? signedCoins(data.round.net, data.round.currency) : data.round.net],
    ...(data.balance
      ? ([
          [
            data.balance.of === 'table' ? 'Chips at the table before' : 'Balance before',
            formatCoinAmount(data.balance.before, balanceMark),
          ],
          [
            data.balance.of === 'table' ? 'Chips at the table after' : 'Balance after',
            formatCoinAmount(data.balance.after, balanceMark),
          ],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <article
      ref={ref}
      className="recall panel"
      aria-labelledby="recall-title"
      data-testid="round-recall"
      data-round-id={data.round.id}
    >
      <header className="recall__head">
        <h2 id="recall-title" className="recall__title">
          {data.round.gameName}
        </h2>
        <p className="recall__meta">
          <time dateTime={data.round.playedAt}>{at(data.round.playedAt)}</time> · {data.round.summary}
        </p>
      </header>
      <dl className="recall__facts" data-testid="recall-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="recall__heading">Step by step</h3>
      <StepReplay key={data.round.id} steps={data.steps} mark={mark} />
      <h3 className="recall__heading">Fairness check</h3>
      <div className="recall-fairness" data-testid="recall-fairness">
        <RoundFairnessCheck recall={data} onRevealed={() => void recall.refetch()} />
      </div>
    </article>
  );
}

/** The Game recall tab: the player's rounds, of one game if asked, and the one picked replayed. */
export function RecallTab({
  game,
  roundId,
  onGame,
  onRound,
}: {
  game: string;
  roundId: string | null;
  onGame: (game: string) => void;
  onRound: (roundId: string) => void;
}) {
  const rounds = useRounds(game);
  const items = useMemo(() => rounds.data?.pages.flatMap((p) => p.items) ?? [], [rounds.data]);
  return (
    <div className="recall-layout">
      <section className="recall-list" aria-label="Your rounds">
        <label className="select-field">
          Game
          <select value={game} onChange={(e) => onGame(e.target.value)} data-testid="recall-game">
            <option value="">Every game</option>
            {GAME_OPTIONS.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {rounds.isPending ? (
          <p className="history-muted" role="status">
            Loading your rounds…
          </p>
        ) : rounds.isError ? (
          <p className="history-problem" role="alert">
            {describeError(rounds.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="history-muted">No rounds yet{game ? ' of this game' : ''}.</p>
        ) : (
          <ul className="round-items">
            {items.map((round) => (
              <RoundItem key={round.id} round={round} selected={round.id === roundId} onSelect={onRound} />
            ))}
          </ul>
        )}
        {rounds.hasNextPage && (
          <button
            type="button"
            className="btn btn--ghost btn--sm history-more"
            disabled={rounds.isFetchingNextPage}
            onClick={() => void rounds.fetchNextPage()}
          >
            {rounds.isFetchingNextPage ? 'Loading…' : 'Older rounds'}
          </button>
        )}
      </section>
      <div className="recall-detail">
        {roundId ? (
          <Recall key={roundId} roundId={roundId} />
        ) : (
          <div className="empty-state empty-state--compact">
            <h3 className="empty-state__title">Pick a round</h3>
            <p className="empty-state__text">
              Every round you played, step by step: what was dealt, spun or rolled, each decision, the result
              and your balance around it, with its fairness check.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
