import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  AI_GENERATION_FAILED_MESSAGE,
  AiDifficulty,
  AiGameType,
  DEFAULT_AI_DIFFICULTY,
  type AiGame,
  type AiGamesTab,
  type GenerateAiGameRequest,
} from '@casino/contracts';
import { describeError } from '../../api/error-message';
import { toast } from '../../components/toaster/toast-store';
import { TabList, TabPanel } from '../catalogue/tab-list';
import { aiStatCards, canGenerate, GAME_TYPE_ICONS, GAME_TYPE_LABELS, ratingText } from './ai-games-model';
import { generateAiGame, refreshAiGames, useAiGames, useAiGameStats } from './ai-games-queries';
import '../../styles/page-kit.css';
import './ai-games.css';

const TABS: readonly { key: AiGamesTab; label: string }[] = [
  { key: 'featured', label: 'Featured' },
  { key: 'popular', label: 'Popular' },
  { key: 'newest', label: 'Newest' },
  { key: 'mine', label: 'My Games' },
];

/** Spec /ai-games: the stat cards, the Generate AI Game dialog and the four tabs. */
export function AiGamesPage() {
  const idBase = useId();
  const [tab, setTab] = useState<AiGamesTab>('featured');
  const [generating, setGenerating] = useState(false);
  const stats = useAiGameStats();
  const games = useAiGames(tab);
  const mine = useAiGames('mine');
  // My Games is asked again while one of them is being designed.
  const designing = (mine.data ?? []).some((g) => g.status === 'pending');
  useEffect(() => {
    if (!designing) return;
    const timer = setInterval(refreshAiGames, 2_000);
    return () => clearInterval(timer);
  }, [designing]);

  return (
    <div className="ai-games container">
      <header className="page-head">
        <div>
          <p className="page-head__eyebrow">AI Games</p>
          <h1 className="page-head__title">
            Games designed <span className="gold-text">for you</span>
          </h1>
          <p className="page-head__lead">
            Name a theme and the studio designs a game around it: its symbols, colours and rules, with a
            return the engine computes exactly (94% to 97.5% of stakes). Every round is decided on our server
            from your provably fair seeds.
          </p>
        </div>
        <button
          type="button"
          className="btn btn--gold"
          onClick={() => setGenerating(true)}
          data-testid="open-generate"
        >
          Generate AI Game
        </button>
      </header>

      <section className="ai-stats" aria-label="AI game stats">
        {aiStatCards(stats.data).map((card) => (
          <div key={card.key} className="ai-stat" data-testid={`ai-stat-${card.key}`}>
            <span className="ai-stat__label">{card.label}</span>
            <span className="ai-stat__value">{card.value}</span>
          </div>
        ))}
      </section>

      <TabList idBase={idBase} label="AI games" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idBase={idBase} selected={tab}>
        {games.isLoading ? (
          <p className="ai-status" role="status">
            Loading games…
          </p>
        ) : games.error ? (
          <p className="ai-status ai-status--error" role="alert">
            {describeError(games.error)}
          </p>
        ) : (games.data ?? []).length === 0 ? (
          <div className="empty-state empty-state--compact">
            <span className="empty-state__icon" aria-hidden="true">
              ✦
            </span>
            <h3 className="empty-state__title">
              {tab === 'mine' ? 'No games of yours yet' : 'No games here yet'}
            </h3>
            <p className="empty-state__text">Generate one: it is ready in a few seconds.</p>
            <button type="button" className="btn btn--gold" onClick={() => setGenerating(true)}>
              Generate AI Game
            </button>
          </div>
        ) : (
          <div className="ai-grid">
            {(games.data ?? []).map((game) => (
              <AiGameCard key={game.id} game={game} />
            ))}
          </div>
        )}
      </TabPanel>

      {generating && (
        <GenerateDialog
          onClose={() => setGenerating(false)}
          onQueued={() => {
            setGenerating(false);
            setTab('mine');
          }}
        />
      )}
    </div>
  );
}

function AiGameCard({ game }: { game: AiGame }) {
  const ready = game.status === 'ready' && !game.hidden;
  return (
    <article className="ai-card" data-testid={`ai-game-${game.id}`}>
      <div className="ai-card__head">
        <span className="ai-card__icon" aria-hidden="true">
          {GAME_TYPE_ICONS[game.gameType]}
        </span>
        <div className="ai-card__title">
          <h3>{game.status === 'pending' ? 'Designing…' : game.name || 'Untitled'}</h3>
          <p>
            {GAME_TYPE_LABELS[game.gameType]} · {game.theme}
          </p>
        </div>
        <span className={`ai-badge ai-badge--${game.difficulty}`}>{game.difficulty}</span>
      </div>
      <p className="ai-card__text">
        {game.status === 'pending'
          ? 'The studio is designing this game. It appears here when it is ready.'
          : game.status === 'failed'
            ? 'The studio could not finish this game. Please ask for another.'
            : game.description}
      </p>
      {game.hidden && <p className="ai-card__hidden">Hidden by our staff</p>}
      <dl className="ai-card__facts">
        <div>
          <dt>Rating</dt>
          <dd>{ratingText(game.rating, game.ratingCount)}</dd>
        </div>
        <div>
          <dt>Plays</dt>
          <dd>{game.playCount.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>RTP</dt>
          <dd>{game.status === 'ready' ? `${game.rtp.toFixed(2)}%` : '—'}</dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>{game.creatorName}</dd>
        </div>
      </dl>
      {ready ? (
        <Link to={`/ai-game/${game.id}`} className="btn btn--gold ai-card__play">
          Play
        </Link>
      ) : (
        <button type="button" className="btn ai-card__play" disabled>
          {game.status === 'pending' ? 'Designing…' : 'Not playable'}
        </button>
      )}
    </article>
  );
}

const TYPE_OPTIONS = AiGameType.options;
const DIFFICULTY_OPTIONS = AiDifficulty.options;

/** The Generate AI Game dialog (spec: gameType, theme, difficulty, aiPrompt). */
function GenerateDialog({ onClose, onQueued }: { onClose: () => void; onQueued: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<GenerateAiGameRequest>({
    gameType: 'slots',
    theme: '',
    difficulty: DEFAULT_AI_DIFFICULTY,
    aiPrompt: '',
  });
  const generate = useMutation({
    mutationFn: (request: GenerateAiGameRequest) => generateAiGame(request),
    onSuccess: (answer) => {
      refreshAiGames();
      toast({
        title: 'Designing your game',
        description: `It should be ready in about ${answer.estimatedTime} seconds.`,
      });
      onQueued();
      void navigate(`/ai-game/${answer.id}`);
    },
    onError: (error) =>
      // Spec section 8: 'Failed to start game generation'.
      toast({
        variant: 'destructive',
        title: AI_GENERATION_FAILED_MESSAGE,
        description: describeError(error),
      }),
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const set = <K extends keyof GenerateAiGameRequest>(key: K, value: GenerateAiGameRequest[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canGenerate(form, generate.isPending)) generate.mutate(form);
  };

  return (
    <dialog
      ref={dialogRef}
      className="ai-dialog"
      aria-labelledby={titleId}
      data-testid="generate-dialog"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <form className="ai-dialog__panel" onSubmit={onSubmit} noValidate>
        <button type="button" className="ai-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="ai-dialog__title">
          Generate AI Game
        </h2>
        <p className="ai-dialog__subtitle">
          The studio designs the game in a few seconds; it appears under My Games.
        </p>
        <label className="field">
          <span className="field__label">Game type</span>
          <select
            className="field__input"
            name="gameType"
            value={form.gameType}
            onChange={(e) => set('gameType', e.target.value as GenerateAiGameRequest['gameType'])}
          >
            {TYPE_OPTIONS.map((type) => (
              <option key={type} value={type}>
                {GAME_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Theme</span>
          <input
            className="field__input"
            name="theme"
            maxLength={60}
            placeholder="e.g. Deep Ocean, Neon Samurai, Candy Kingdom"
            value={form.theme}
            onChange={(e) => set('theme', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Difficulty</span>
          <select
            className="field__input"
            name="difficulty"
            value={form.difficulty}
            onChange={(e) => set('difficulty', e.target.value as GenerateAiGameRequest['difficulty'])}
          >
            {DIFFICULTY_OPTIONS.map((d) => (
              <option key={d} value={d}>
                {d === 'easy'
                  ? 'Easy: frequent small wins'
                  : d === 'medium'
                    ? 'Medium'
                    : 'Hard: rare big wins'}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Describe your game</span>
          <textarea
            className="field__input ai-dialog__prompt"
            name="aiPrompt"
            maxLength={500}
            rows={3}
            placeholder="What should it look and feel like?"
            value={form.aiPrompt}
            onChange={(e) => set('aiPrompt', e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={!canGenerate(form, generate.isPending)}
          data-testid="generate-submit"
        >
          {generate.isPending ? 'Starting…' : 'Generate'}
        </button>
      </form>
    </dialog>
  );
}
