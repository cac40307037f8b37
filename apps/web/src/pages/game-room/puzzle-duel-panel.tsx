import type { ChallengePrivateView, PuzzleDuelView, PuzzleMove } from '@casino/contracts';
import { LogicPuzzleBoard } from '../../games/logic-puzzles/logic-puzzle-board';
import { AnswerFeedback, ScoreDuelFrame, useLockoutLeft } from '../../games/score-duel/score-duel-frame';
import { SlidingPuzzleBoard } from '../../games/sliding-puzzle/sliding-puzzle-board';
import { WordRiddleBoard } from '../../games/word-riddles/word-riddle-board';

/**
 * The puzzle duels (word riddles, logic and sliding puzzles) in the arena: both scores racing to 50
 * and the round for everyone; for a player, their own current item on its game's board with the
 * lock-out countdown and how their last answer went. A spectator never sees an item.
 */
export function PuzzleDuelPanel({
  view,
  privateView,
  names,
  mySeat,
  canAnswer,
  finished,
  gameTime,
  snapshotAt,
  onMove,
}: {
  view: PuzzleDuelView;
  privateView: ChallengePrivateView | null;
  names: [string, string];
  mySeat: 0 | 1 | null;
  canAnswer: boolean;
  /** The duel is over: the scores stay, the item goes (the record below shows them all). */
  finished: boolean;
  gameTime: number;
  snapshotAt: number;
  onMove: (move: PuzzleMove) => void;
}) {
  const mine = privateView?.kind === view.kind ? privateView : null;
  const lockLeft = useLockoutLeft(mine?.lockedUntil ?? null, gameTime, snapshotAt);
  const item = mine?.item ?? null;
  const ready = canAnswer && item !== null;
  const answer = (text: string) => item && onMove({ item: item.index, answer: text });
  const skip = () => item && onMove({ item: item.index, skip: true });
  return (
    <ScoreDuelFrame view={view} names={names} mySeat={mySeat} testId="puzzle-duel">
      {mySeat !== null && !finished && (
        <>
          <AnswerFeedback lockLeft={lockLeft} last={mine?.last ?? null} />
          {mine?.kind === 'word_riddles' && (
            <WordRiddleBoard
              item={mine.item}
              canAnswer={ready}
              lockLeft={lockLeft}
              onAnswer={answer}
              onHint={() => item && onMove({ item: item.index, hint: true })}
              onSkip={skip}
            />
          )}
          {mine?.kind === 'logic_puzzles' && (
            <LogicPuzzleBoard
              item={mine.item}
              canAnswer={ready}
              lockLeft={lockLeft}
              onAnswer={answer}
              onSkip={skip}
            />
          )}
          {mine?.kind === 'image_puzzles' && (
            <SlidingPuzzleBoard
              item={mine.item}
              canAnswer={ready}
              lockLeft={lockLeft}
              onAnswer={answer}
              onSkip={skip}
            />
          )}
          {!mine && <p className="score-duel__waiting">Your first item appears when the duel starts.</p>}
        </>
      )}
    </ScoreDuelFrame>
  );
}
