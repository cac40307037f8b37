import { PokerTableAdminReply, pokerTableChannel, type PokerTableAdminCall } from '@casino/contracts';
import { DomainError, parseMoney, type LiveRoomCalls } from '@casino/domain';
import { callRoom, callTable, type TableBus } from '../../poker/table-bus.js';

/** The live view does not wait long for a busy table's pot (it shows the recorded one instead). */
const POT_CALL_TIMEOUT_MS = 1_000;
import { answeredByRoom, callChallengeRoom } from '../p2p-challenges/challenge-room-calls.js';

/** Asks the room hosting a table to run a back-office call (on the table's own channel). */
function callTableAsAdmin(
  bus: TableBus | null,
  tableId: number,
  staffId: string,
  call: PokerTableAdminCall,
): Promise<PokerTableAdminReply> {
  return callRoom(
    bus,
    {
      channel: pokerTableChannel(tableId),
      replyPrefix: 'poker:admin-reply:',
      reply: PokerTableAdminReply,
      noBus: 'Live poker tables are not available on this server right now.',
      noAnswer: 'The table is not answering. It may be restarting; try again in a few seconds.',
    },
    { userId: staffId, call },
  );
}

const refused = (reply: Extract<PokerTableAdminReply, { ok: false }>) =>
  new DomainError(reply.error === 'table_unavailable' ? 'table_unavailable' : 'conflict', reply.message);

/** The back office's calls to the live rooms, carried over the table bus (any rooms process). */
export function liveRoomCallsOver(bus: TableBus | null): LiveRoomCalls {
  return {
    retireTable: async (tableId, staffId) => {
      const reply = await callTableAsAdmin(bus, tableId, staffId, { op: 'retire' });
      if (!reply.ok) throw refused(reply);
    },
    voidHand: async (tableId, handId, staffId) => {
      const reply = await callTableAsAdmin(bus, tableId, staffId, { op: 'void-hand', handId });
      if (!reply.ok) throw refused(reply);
      return reply.refunds.map((r) => ({ userId: r.userId, amount: parseMoney(r.amount) }));
    },
    tablePot: async (tableId, staffId) => {
      const reply = await callTable(bus, tableId, staffId, { op: 'state' }, POT_CALL_TIMEOUT_MS);
      return reply.ok ? parseMoney(reply.gameState.pot) : null;
    },
    voidChallenge: async (challengeId, staffId, reason) => {
      answeredByRoom(await callChallengeRoom(bus, challengeId, staffId, { kind: 'void', reason }));
    },
  };
}
