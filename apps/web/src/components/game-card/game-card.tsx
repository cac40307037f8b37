import { useId, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { CardsIcon, LiveIcon, SlotIcon, SparkIcon } from '../icons/icons';
import {
  betLimits,
  cardKind,
  cardTheme,
  playLink,
  rtpLabel,
  type CardGame,
  type CardKind,
} from './game-card-model';
import './game-card.css';

const KIND_ICON: Record<CardKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  slot: SlotIcon,
  table: CardsIcon,
  live: LiveIcon,
  other: SparkIcon,
};

const KIND_LABEL: Record<CardKind, string> = {
  slot: 'Slot',
  table: 'Table game',
  live: 'Live casino',
  other: 'Game',
};

interface GameCardProps {
  game: CardGame;
  /** Heading level of the game name, to fit the page outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A catalogue tile (spec "Game card"): themed gradient art with the type's icon, HOT / NEW from the
 * game's data (or the FEATURED, HOT or NEW badge an admin pinned), RTP, name, provider, bet limits
 * and a PLAY link by type. The hover overlay repeats the link for the pointer only, so keyboards and
 * screen readers meet one PLAY per card.
 */
export function GameCard({ game, headingLevel = 3 }: GameCardProps) {
  const headingId = useId();
  const kind = cardKind(game.type);
  const Icon = KIND_ICON[kind];
  const Heading = `h${headingLevel}` as const;
  const to = playLink(game);
  const limits = betLimits(game);

  return (
    <article className={`game-card game-card--${cardTheme(game.theme)}`} aria-labelledby={headingId}>
      <div className="game-card__art">
        <span className="game-card__shine" aria-hidden="true" />
        <span className="game-card__icon" aria-hidden="true">
          <Icon width={44} height={44} />
        </span>
        <span className="game-card__kind">{KIND_LABEL[kind]}</span>
        {(game.isFeatured || game.isHot || game.isNew) && (
          <span className="game-card__badges">
            {game.isFeatured && <span className="game-badge game-badge--featured">FEATURED</span>}
            {game.isHot && <span className="game-badge game-badge--hot">HOT</span>}
            {game.isNew && <span className="game-badge game-badge--new">NEW</span>}
          </span>
        )}
        <span className="game-card__rtp">{rtpLabel(game.rtp)}</span>
        <Link to={to} className="game-card__overlay" tabIndex={-1} aria-hidden="true">
          <span className="game-card__overlay-button">
            <span aria-hidden="true">▶</span>
          </span>
        </Link>
      </div>
      <div className="game-card__body">
        <Heading id={headingId} className="game-card__name">
          {game.name}
        </Heading>
        <p className="game-card__provider">{game.provider}</p>
        {limits.length > 0 && (
          <dl className="game-card__limits">
            {limits.map((limit) => (
              <div key={limit.label} className="game-card__limit">
                <dt>{limit.label}</dt>
                <dd>{limit.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Link to={to} className="btn btn--gold btn--sm btn--block game-card__play">
          PLAY
        </Link>
      </div>
    </article>
  );
}

/** A grey card-shaped placeholder while the catalogue loads. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true" data-testid="game-card-skeleton">
      <div className="game-card__art skeleton-block" />
      <div className="game-card__body">
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line skeleton-line--button" />
      </div>
    </div>
  );
}

/** The loading grid: `count` skeleton cards in a live region that says what is happening. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading games">
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <GameCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A responsive grid of cards. */
export function GameGrid({ games, headingLevel }: { games: readonly CardGame[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
