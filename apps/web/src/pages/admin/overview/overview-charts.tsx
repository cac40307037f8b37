import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { OverviewDay, OverviewGame } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { formatDollars } from '../../../lib/format';
import { shortDay } from './overview-period';

/** The product's palette (styles/global.css), for SVG fills that cannot read CSS variables. */
const COLOR = {
  gold: '#f5c542',
  purple: '#a48bff',
  emerald: '#2fd39a',
  cyan: '#7ee0ff',
  danger: '#ff5c7a',
  grid: 'rgba(164, 139, 255, 0.16)',
  axis: '#b3abd6',
} as const;

const axisProps = { stroke: COLOR.axis, fontSize: 12, tickLine: false } as const;
const tooltipProps = {
  contentStyle: { background: '#1b1640', border: '1px solid rgba(164,139,255,0.3)', borderRadius: 8 },
  labelStyle: { color: '#f4f1ff' },
  cursor: { fill: 'rgba(164, 139, 255, 0.1)', stroke: 'rgba(164, 139, 255, 0.4)' },
} as const;
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const coinTick = (value: number) => compact.format(value);
const coinTip = (value: unknown) => formatCoins(Number(value));
const dayLabel = (label: unknown) => (typeof label === 'string' ? shortDay(label) : '');

/** The api's money strings as numbers a chart can scale (display only: sums stay on the server). */
export function chartDays(days: readonly OverviewDay[]) {
  return days.map((day) => ({
    day: day.day,
    wagered: Number(day.wagered),
    houseResult: Number(day.houseResult),
    rounds: day.rounds,
    activePlayers: day.activePlayers,
    newPlayers: day.newPlayers,
    purchases: day.purchases,
    purchasesUsd: Number(day.purchasesUsd),
    sweepsIssued: Number(day.sweepsIssued),
  }));
}
type ChartDay = ReturnType<typeof chartDays>[number];

function ChartFrame({ title, empty, children }: { title: string; empty?: string; children: ReactElement }) {
  return (
    <figure className="admin-card" aria-label={title}>
      <figcaption className="admin-card__title">{title}</figcaption>
      <div className="admin-chart">
        {empty ? (
          <p className="admin-chart__empty">{empty}</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        )}
      </div>
    </figure>
  );
}

export function WageredPerDayChart({ days }: { days: ChartDay[] }) {
  return (
    <ChartFrame title="Wagered and house result per day (coins)">
      <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOR.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axisProps} />
        <YAxis tickFormatter={coinTick} width={52} {...axisProps} />
        <Tooltip {...tooltipProps} labelFormatter={dayLabel} formatter={coinTip} />
        <Legend />
        <Bar dataKey="wagered" name="Wagered" fill={COLOR.purple} radius={[3, 3, 0, 0]} />
        <Line dataKey="houseResult" name="House result" stroke={COLOR.gold} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ChartFrame>
  );
}

export function PerGameChart({ games }: { games: readonly OverviewGame[] }) {
  const rows = games.map((game) => ({
    name: game.name,
    wagered: Number(game.wagered),
    houseResult: Number(game.houseResult),
  }));
  return (
    <ChartFrame
      title="Wagered and house result per game (coins)"
      empty={rows.length === 0 ? 'No rounds played in this period.' : undefined}
    >
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={COLOR.grid} horizontal={false} />
        <XAxis type="number" tickFormatter={coinTick} {...axisProps} />
        <YAxis type="category" dataKey="name" width={110} {...axisProps} />
        <Tooltip {...tooltipProps} formatter={coinTip} />
        <Legend />
        <Bar dataKey="wagered" name="Wagered" fill={COLOR.purple} radius={[0, 3, 3, 0]} />
        <Bar dataKey="houseResult" name="House result" fill={COLOR.gold} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartFrame>
  );
}

export function PlayersPerDayChart({ days }: { days: ChartDay[] }) {
  return (
    <ChartFrame title="Active and new players per day">
      <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOR.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axisProps} />
        <YAxis allowDecimals={false} width={40} {...axisProps} />
        <Tooltip {...tooltipProps} labelFormatter={dayLabel} />
        <Legend />
        <Line dataKey="activePlayers" name="Active" stroke={COLOR.emerald} strokeWidth={2} dot={false} />
        <Line dataKey="newPlayers" name="New" stroke={COLOR.cyan} strokeWidth={2} dot={false} />
      </LineChart>
    </ChartFrame>
  );
}

export function PurchasesPerDayChart({ days }: { days: ChartDay[] }) {
  return (
    <ChartFrame title="Coin purchases per day">
      <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOR.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axisProps} />
        <YAxis yAxisId="count" allowDecimals={false} width={36} {...axisProps} />
        <YAxis
          yAxisId="usd"
          orientation="right"
          width={56}
          tickFormatter={(v: number) => `$${compact.format(v)}`}
          {...axisProps}
        />
        <Tooltip
          {...tooltipProps}
          labelFormatter={dayLabel}
          formatter={(value, name) => (name === 'Revenue' ? formatDollars(Number(value)) : String(value))}
        />
        <Legend />
        <Bar yAxisId="count" dataKey="purchases" name="Purchases" fill={COLOR.purple} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="usd"
          dataKey="purchasesUsd"
          name="Revenue"
          stroke={COLOR.gold}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}

export function SweepsIssuedChart({ days }: { days: ChartDay[] }) {
  return (
    <ChartFrame title="Sweepstakes coins issued per day">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOR.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axisProps} />
        <YAxis tickFormatter={coinTick} width={52} {...axisProps} />
        <Tooltip {...tooltipProps} labelFormatter={dayLabel} formatter={coinTip} />
        <Bar dataKey="sweepsIssued" name="SC issued" fill={COLOR.emerald} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ChartFrame>
  );
}

export function RoundsPerDayChart({ days }: { days: ChartDay[] }) {
  return (
    <ChartFrame title="Rounds played per day">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={COLOR.grid} vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} {...axisProps} />
        <YAxis allowDecimals={false} width={40} {...axisProps} />
        <Tooltip {...tooltipProps} labelFormatter={dayLabel} />
        <Bar dataKey="rounds" name="Rounds" fill={COLOR.cyan} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ChartFrame>
  );
}
