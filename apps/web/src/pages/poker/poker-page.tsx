import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PokerTable } from '@casino/contracts';
import { useAuth } from '../../auth/use-auth';
import { GamePageHeader } from '../../components/games/game-ui';
import { useCoinBalance } from '../../components/games/use-balance';
import type { Cents } from '../../components/games/money';
import { CardsIcon } from '../../components/icons/icons';
import { queryClient } from '../../api/query-client';
import { closeTable, openTable, type SitRequest } from './poker-room-connection';
import { pokerTablesKey } from './poker-queries';
import { PokerTableView } from './poker-table-view';
import { TableList } from './table-list';
import '../../styles/poker.css';

/** `?table=3` shows that table (a reload comes back to it, seat and all); no parameter shows the list. */
function tableParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Spec §2 /poker: the table list; after joining, the table view replaces it. */
export function PokerPage() {
  const balance = useCoinBalance();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tableId = tableParam(params.get('table'));
  /** What the list asked for (sit with a buy-in, or watch), consumed by the connection effect. */
  const intent = useRef<{ tableId: number; sit?: SitRequest; spectate?: boolean } | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (tableId === null || userId === null) return;
    const wanted = intent.current?.tableId === tableId ? intent.current : null;
    openTable(tableId, userId, {
      ...(wanted?.sit ? { sit: wanted.sit } : {}),
      ...(wanted?.spectate ? { spectate: true } : {}),
    });
    return () => closeTable();
  }, [tableId, userId]);

  const showList = useCallback(() => {
    intent.current = null;
    setParams({}, { replace: false });
    void queryClient.invalidateQueries({ queryKey: pokerTablesKey });
  }, [setParams]);

  function join(table: PokerTable, buyIn: Cents) {
    intent.current = { tableId: table.id, sit: { buyIn, origin: 'list' } };
    setParams({ table: String(table.id) });
  }

  function watch(table: PokerTable) {
    intent.current = { tableId: table.id, spectate: true };
    setParams({ table: String(table.id) });
  }

  function returnTo(id: number) {
    intent.current = null;
    setParams({ table: String(id) });
  }

  return (
    <div className={`game-page poker container${tableId === null ? '' : ' poker--at-table'}`}>
      {tableId === null && (
        <GamePageHeader
          eyebrow="Poker"
          icon={<CardsIcon width={34} height={34} />}
          title={
            <>
              Texas <span className="gold-text">Hold’em</span>
            </>
          }
          subtitle="No-limit cash tables against real players. Every deck is provably fair."
          balance={balance}
        />
      )}
      {tableId === null ? (
        <TableList onJoin={join} onWatch={watch} onReturn={returnTo} />
      ) : (
        <PokerTableView onExit={showList} />
      )}
    </div>
  );
}
