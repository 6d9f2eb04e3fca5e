import { clsx } from 'clsx';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { useChartColors } from './use-chart-colors';

/** One point: the current period's value (null: not yet) beside the aligned previous one. */
export interface ComparisonPoint {
  key: string;
  previousKey: string;
  current: number | null;
  previous: number;
}

export interface ComparisonLineChartProps {
  points: ComparisonPoint[];
  /** Legend and tooltip names of the two lines ("This period", "Previous period"). */
  currentLabel: string;
  previousLabel: string;
  /** Axis and tooltip label of a point key (a day, an hour). */
  formatKey: (key: string) => string;
  formatValue?: (value: number) => string;
  /** What the chart shows, for screen readers (the figures are also in the stat cards). */
  description: string;
  height?: number;
}

/** Both lines: smooth, no dots until hovered, drawn at once. */
const lineStyle = { type: 'monotone', dot: false, isAnimationActive: false } as const;

/** One period's point in the tooltip: its colour, its key and its value. */
function TooltipRow({
  color,
  label,
  value,
  className,
}: {
  color: string;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <span className="size-2 rounded-full" style={{ background: color }} />
      <span className="text-muted">{label}</span>
      <span className="ml-auto pl-3 font-semibold text-fg tabular-nums">{value}</span>
    </div>
  );
}

/**
 * A line over time for the current period and a dashed one for the previous period, with a
 * tooltip naming both points. Theme-aware (light, dark, custom), responsive to its container.
 * Reused by every report that compares two periods (reports, track/album/artist insights).
 */
export function ComparisonLineChart({
  points,
  currentLabel,
  previousLabel,
  formatKey,
  formatValue = (value) => String(value),
  description,
  height = 280,
}: ComparisonLineChartProps) {
  const colors = useChartColors();
  // Both axes: muted labels, no axis or tick lines.
  const axisStyle = {
    tick: { fill: colors.muted, fontSize: 12 },
    axisLine: false,
    tickLine: false,
  };

  function renderTooltip({
    active,
    payload,
  }: TooltipContentProps<TooltipValueType, string | number>) {
    const point = payload?.[0]?.payload as ComparisonPoint | undefined;
    if (!active || !point) return null;
    return (
      <div className="rounded-lg border border-divider bg-bg px-3 py-2 text-xs shadow-lg">
        <TooltipRow
          color={colors.primary}
          label={formatKey(point.key)}
          value={point.current === null ? '–' : formatValue(point.current)}
        />
        <TooltipRow
          className="mt-1"
          color={colors.muted}
          label={formatKey(point.previousKey)}
          value={formatValue(point.previous)}
        />
      </div>
    );
  }

  return (
    <figure className="m-0">
      <div role="img" aria-label={description} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colors.grid} />
            <XAxis dataKey="key" tickFormatter={formatKey} {...axisStyle} minTickGap={28} />
            <YAxis allowDecimals={false} tickFormatter={formatValue} {...axisStyle} width={48} />
            <Tooltip content={renderTooltip} cursor={{ stroke: colors.grid }} />
            <Line
              {...lineStyle}
              dataKey="previous"
              name={previousLabel}
              stroke={colors.muted}
              strokeOpacity={0.7}
              strokeDasharray="5 4"
              strokeWidth={2}
              activeDot={{ r: 3 }}
            />
            <Line
              {...lineStyle}
              dataKey="current"
              name={currentLabel}
              stroke={colors.primary}
              strokeWidth={2.5}
              activeDot={{ r: 4 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-2">
          <span className="h-0.5 w-4 rounded" style={{ background: colors.primary }} />
          {currentLabel}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            className="h-0 w-4 border-t-2 border-dashed"
            style={{ borderColor: colors.muted }}
          />
          {previousLabel}
        </span>
      </figcaption>
    </figure>
  );
}
