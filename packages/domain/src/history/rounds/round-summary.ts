import { findSlot } from '@casino/engine';
import { gameById } from '@casino/games';
import { isNumber, isRecord, isString, textOf, words, type GameData } from '../recall/recall-steps.js';

/** Net in words, when the record says nothing better. */
const byNet = (net: bigint): string => (net > 0n ? 'won' : net < 0n ? 'lost' : 'even');

function liveSummary(outcome: unknown): string | null {
  if (!isRecord(outcome)) return null;
  if (isNumber(outcome.pocket))
    return `${outcome.pocket} ${isString(outcome.color) ? outcome.color : ''}`.trim();
  if (isString(outcome.winner)) return outcome.winner === 'tie' ? 'tie' : `${outcome.winner} wins`;
  if (isNumber(outcome.dealerValue))
    return outcome.dealerValue > 21 ? 'dealer bust' : `dealer ${outcome.dealerValue}`;
  return null;
}

/** A game round's outcome in a few words, for the rounds list ("17 red", "banker wins", "Full House"). */
export function sessionSummary(gameId: number, data: GameData, net: bigint): string {
  const key = gameById(gameId)?.key;
  const text = (() => {
    if (findSlot(isString(data.slot) ? data.slot : '') && isNumber(data.winMultiplier))
      return data.winMultiplier > 0 ? `pays ×${data.winMultiplier}` : 'no win';
    switch (key) {
      case 'roulette':
        return isNumber(data.number) ? `${data.number} ${textOf(data.color)}` : null;
      case 'baccarat':
        return isString(data.winner) ? (data.winner === 'tie' ? 'tie' : `${data.winner} wins`) : null;
      case 'blackjack':
        return isString(data.result) ? words(data.result) : null;
      case 'video-poker':
        return isString(data.handName) ? data.handName : null;
      case 'craps':
        return isNumber(data.total)
          ? `rolled ${data.total}${isString(data.event) ? `: ${words(data.event)}` : ''}`
          : null;
      case 'holdem':
        return isNumber(data.handNumber)
          ? `hand #${data.handNumber}${isString(data.tableName) ? ` at ${data.tableName}` : ''}`
          : null;
      case 'live-roulette':
      case 'live-blackjack':
      case 'live-baccarat':
        return isRecord(data.live) ? liveSummary(data.live.outcome) : null;
      default:
        return null;
    }
  })();
  return text ?? byNet(net);
}

/** A challenge's end for this player: won, lost, a draw, called off. */
export function challengeSummary(
  challenge: { result: string | null; winner_id: string | null; status: string },
  userId: string,
): string {
  if (challenge.status === 'voided' || challenge.result === 'void') return 'called off: stakes returned';
  if (challenge.result === 'draw') return 'draw: stakes returned';
  if (challenge.winner_id === null) return challenge.status;
  return challenge.winner_id === userId ? 'won' : 'lost';
}
