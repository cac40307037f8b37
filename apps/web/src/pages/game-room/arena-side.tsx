import { Link } from 'react-router-dom';
import { challengeGameOf } from '@casino/games';
import type { P2pChallengeDetail } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { SKILL_LEVEL_LABELS, stakeLabel } from '../p2p-betting/p2p-model';

/** What the committed seed draws, per game ("Deck seed hash …"). */
const SEED_WORDS: Partial<Record<P2pChallengeDetail['gameType'], string>> = {
  math: 'Problem seed',
  blackjack: 'Shoe seed',
  poker: 'Deck seed',
};

/** The spec's challenge details (title, description, terms) and the prize pool panel (twice the bet). */
export function ArenaSide({ detail }: { detail: P2pChallengeDetail }) {
  const game = challengeGameOf(detail.gameType);
  const { user } = useAuth();
  // A player of an ended challenge can replay it move by move on the History page.
  const recallable =
    (detail.status === 'finished' || detail.status === 'voided') &&
    detail.players.some((p) => p.userId === user?.id);
  return (
    <>
      <section className="arena-panel arena-prize" aria-labelledby="prize-title" data-testid="prize-pool">
        <h2 id="prize-title" className="arena-panel__title">
          Prize pool
        </h2>
        <p className="arena-prize__amount gold-text">
          {stakeLabel(detail.prizePool, detail.betType, detail.cryptoCurrency)}
        </p>
        <p className="arena-panel__text">
          Each player staked {stakeLabel(detail.betAmount, detail.betType, detail.cryptoCurrency)}, held in
          escrow. The winner takes both; a draw or a voided game returns each stake.
        </p>
      </section>
      <section className="arena-panel" aria-labelledby="details-title">
        <h2 id="details-title" className="arena-panel__title">
          {detail.title}
        </h2>
        <p className="arena-panel__text">{detail.description}</p>
        <dl className="arena-terms">
          <div>
            <dt>Game</dt>
            <dd>
              {game.icon} {game.name}
            </dd>
          </div>
          <div>
            <dt>Skill level</dt>
            <dd>{SKILL_LEVEL_LABELS[detail.skillLevel]}</dd>
          </div>
          <div>
            <dt>Stake</dt>
            <dd>{stakeLabel(detail.betAmount, detail.betType, detail.cryptoCurrency)} each</dd>
          </div>
        </dl>
        {game.rules.length > 0 && (
          <ul className="arena-rules">
            {game.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        )}
        {/* Seeded games (problems, puzzles, shoes, decks) commit their seed; the board games use none. */}
        {detail.seedHash && (
          <p className="arena-seed" data-testid="arena-seed">
            {SEED_WORDS[detail.gameType] ?? 'Seed'} hash <code>{detail.seedHash}</code>
            {detail.serverSeed && (
              <>
                {' '}
                · seed <code>{detail.serverSeed}</code>
              </>
            )}
          </p>
        )}
        {recallable && (
          <Link
            className="arena-recall"
            to={`/history?tab=recall&round=challenge-${encodeURIComponent(detail.id)}`}
            data-testid="arena-recall"
          >
            Recall this challenge move by move
          </Link>
        )}
      </section>
    </>
  );
}
