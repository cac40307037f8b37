import type { AdminOverview, AdminOverviewQuery, OverviewDay, OverviewGame } from '@casino/contracts';
import { sql, type Database, type Kysely, type RawBuilder } from '@casino/db';
import { gameById } from '@casino/games';
import type { Clock } from '../../clock.js';
import { formatMoney } from '../../money.js';
import { dashboardOf } from './overview-dashboard.js';
import { daysOf, overviewPeriodOf, type OverviewPeriod } from './overview-period.js';

/**
 * GET /api/admin/overview: the back office's charts over a period of whole UTC days, every day of it
 * present (zeros where nothing happened), from a few grouped queries.
 *
 * Where each number comes from (issue 15): coin wagers, house results, rounds and active players from
 * game_sessions (every casino game settles in coins: its stake into the game's coin house account, its
 * return back; game_sessions has no currency, so it is coins only). Sweepstakes wagers and results
 * from the ledger's sweeps house accounts (stakes credited to a house, the house's net), exact for
 * either currency should a game ever take sweeps. Sweepstakes coins issued: credits to players'
 * sweeps wallets in transactions an operator account (promotions, store, adjustments) paid.
 */
export async function adminOverview(
  db: Kysely<Database>,
  query: AdminOverviewQuery,
  clock: Clock,
): Promise<AdminOverview> {
  const period = overviewPeriodOf(query, clock());
  const [play, sweepsPlay, newPlayers, purchases, sweepsIssued, games, dashboard] = await Promise.all([
    coinPlayByDay(db, period),
    sweepsPlayByDay(db, period),
    newPlayersByDay(db, period),
    purchasesByDay(db, period),
    sweepsIssuedByDay(db, period),
    gamesOver(db, period),
    dashboardOf(db),
  ]);
  const days: OverviewDay[] = daysOf(period).map((day) => {
    const p = play.get(day);
    const s = sweepsPlay.get(day);
    const bought = purchases.get(day);
    return {
      day,
      wagered: money(p?.wagered),
      houseResult: money(p?.house),
      sweepsWagered: money(s?.wagered),
      sweepsHouseResult: money(s?.house),
      rounds: Number(p?.rounds ?? 0),
      activePlayers: Number(p?.players ?? 0),
      newPlayers: Number(newPlayers.get(day)?.players ?? 0),
      purchases: Number(bought?.purchases ?? 0),
      purchasesUsd: money(bought?.cents),
      sweepsIssued: money(sweepsIssued.get(day)?.issued),
    };
  });
  return { from: period.from, to: period.to, days, games, ...dashboard };
}

/** created_at inside the period's UTC days (sargable: an index on the column serves it). */
const inPeriod = (column: RawBuilder<unknown>, { from, to }: OverviewPeriod) =>
  sql`${column} >= (${from}::date::timestamp at time zone 'UTC')
    and ${column} < ((${to}::date + 1)::timestamp at time zone 'UTC')`;
const dayOf = (column: RawBuilder<unknown>) => sql`((${column} at time zone 'UTC')::date)::text`;

const money = (units: string | undefined): string => formatMoney(BigInt(units ?? '0'));

type ByDay<T> = Map<string, T>;
const byDay = <T extends { day: string }>(rows: T[]): ByDay<T> => new Map(rows.map((row) => [row.day, row]));

async function coinPlayByDay(db: Kysely<Database>, period: OverviewPeriod) {
  const created = sql.ref('s.created_at');
  const { rows } = await sql<{
    day: string;
    wagered: string;
    house: string;
    rounds: string;
    players: string;
  }>`
    select ${dayOf(created)} as day, sum(s.bet_amount)::text as wagered,
      sum(s.bet_amount - s.win_amount)::text as house, count(*)::text as rounds,
      count(distinct s.user_id)::text as players
    from game_sessions s
    where ${inPeriod(created, period)}
    group by 1`.execute(db);
  return byDay(rows);
}

async function sweepsPlayByDay(db: Kysely<Database>, period: OverviewPeriod) {
  const created = sql.ref('e.created_at');
  const { rows } = await sql<{ day: string; wagered: string; house: string }>`
    select ${dayOf(created)} as day,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as wagered, sum(e.amount)::text as house
    from ledger_entries e join accounts a on a.id = e.account_id
    where a.kind = 'house' and a.currency = 'sweeps' and ${inPeriod(created, period)}
    group by 1`.execute(db);
  return byDay(rows);
}

async function newPlayersByDay(db: Kysely<Database>, period: OverviewPeriod) {
  const created = sql.ref('created_at');
  const { rows } = await sql<{ day: string; players: string }>`
    select ${dayOf(created)} as day, count(*)::text as players
    from users where role = 'player' and ${inPeriod(created, period)}
    group by 1`.execute(db);
  return byDay(rows);
}

async function purchasesByDay(db: Kysely<Database>, period: OverviewPeriod) {
  const completed = sql.ref('completed_at');
  const { rows } = await sql<{ day: string; purchases: string; cents: string }>`
    select ${dayOf(completed)} as day, count(*)::text as purchases, sum(price_cents)::text as cents
    from coin_purchases where status = 'completed' and ${inPeriod(completed, period)}
    group by 1`.execute(db);
  return byDay(rows);
}

/**
 * Sweepstakes coins an operator account paid into players' wallets, by day: driven from the operator
 * accounts' own entries (a few accounts, read through the entries' account index) to the wallets
 * credited in the same transactions. A debit by adjustment is not an issue, and is not subtracted.
 */
async function sweepsIssuedByDay(db: Kysely<Database>, period: OverviewPeriod) {
  const created = sql.ref('o.created_at');
  const { rows } = await sql<{ day: string; issued: string }>`
    select ${dayOf(sql.ref('w.created_at'))} as day, sum(w.amount)::text as issued
    from (
      select distinct o.transaction_id
      from ledger_entries o join accounts oa on oa.id = o.account_id
      where oa.kind in ('promotions', 'store', 'adjustments') and oa.currency = 'sweeps' and o.amount < 0
        and ${inPeriod(created, period)}
    ) paid
    join ledger_entries w on w.transaction_id = paid.transaction_id
    join accounts wa on wa.id = w.account_id
    where wa.kind = 'wallet' and w.amount > 0
    group by 1`.execute(db);
  return byDay(rows);
}

/** Per game over the period (coins, as every casino game settles), most wagered first. */
async function gamesOver(db: Kysely<Database>, period: OverviewPeriod): Promise<OverviewGame[]> {
  const created = sql.ref('s.created_at');
  const { rows } = await sql<{
    game_id: number;
    name: string;
    wagered: string;
    house: string;
    rounds: string;
    players: string;
  }>`
    select s.game_id, g.name, sum(s.bet_amount)::text as wagered,
      sum(s.bet_amount - s.win_amount)::text as house, count(*)::text as rounds,
      count(distinct s.user_id)::text as players
    from game_sessions s join games g on g.id = s.game_id
    where ${inPeriod(created, period)}
    group by s.game_id, g.name`.execute(db);
  return rows
    .map((row) => {
      const game = gameById(row.game_id);
      return {
        game: game?.key ?? String(row.game_id),
        name: game?.name ?? row.name,
        wagered: money(row.wagered),
        houseResult: money(row.house),
        rounds: Number(row.rounds),
        players: Number(row.players),
      };
    })
    .sort((a, b) => compareMoney(b.wagered, a.wagered) || a.game.localeCompare(b.game));
}

const compareMoney = (a: string, b: string): number => {
  const [x, y] = [BigInt(a.replace('.', '')), BigInt(b.replace('.', ''))];
  return x === y ? 0 : x < y ? -1 : 1;
};
