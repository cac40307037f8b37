import {
  wagerCurrencyOf,
  type PlayCurrency,
  type PokerActionType,
  type PokerGameState,
  type PokerTableCall,
  type PokerTableReply,
} from '@casino/contracts';
import { formatMoney, parseMoney } from '@casino/domain';
import { CURRENCY_SHORT } from '@casino/games';
import { assertTableCurrency } from './table-refusals.js';

/** What a table offers the spec's REST calls (the room's own commands). */
export interface TableCallTarget {
  readonly tableName: string;
  /** What the table plays with: a join naming another currency is refused. */
  readonly currency: PlayCurrency;
  /** `clientSeed`: the player's own input to the next deal (a REST client's, given when joining). */
  sitDown(userId: string, buyInUnits: bigint, clientSeed: string | undefined): Promise<unknown>;
  playerAction(
    userId: string,
    type: PokerActionType,
    amount: string | undefined,
    version: number | undefined,
  ): Promise<void>;
  /** Returns the chips cashed out now (0 while the hand in play holds them). */
  standUp(userId: string): Promise<bigint>;
  gameStateFor(userId: string): PokerGameState;
}

/**
 * Runs one REST call (join-table, action, leave-table, game-state) on a table and answers with the
 * caller's game state and the message the spec's client shows.
 */
export async function answerTableCall(
  table: TableCallTarget,
  userId: string,
  call: PokerTableCall,
): Promise<PokerTableReply> {
  let message = '';
  let cashedOut: string | undefined;
  switch (call.op) {
    case 'state':
      break;
    case 'join':
      assertTableCurrency(table.currency, wagerCurrencyOf(call));
      await table.sitDown(userId, parseMoney(call.buyIn), call.clientSeed);
      message = `You sat down at ${table.tableName} with ${call.buyIn} ${table.currency === 'coins' ? 'chips' : CURRENCY_SHORT[table.currency]}.`;
      break;
    case 'action':
      await table.playerAction(userId, call.type, call.amount, call.version);
      message = `${call.type} accepted`;
      break;
    case 'leave': {
      const amount = await table.standUp(userId);
      cashedOut = formatMoney(amount);
      message =
        amount > 0n
          ? `You left the table with ${cashedOut} chips.`
          : 'You will leave the table when this hand ends.';
      break;
    }
  }
  return {
    ok: true,
    gameState: table.gameStateFor(userId),
    message,
    ...(cashedOut !== undefined ? { cashedOut } : {}),
  };
}
