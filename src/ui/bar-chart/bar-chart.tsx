import { ChartColumnBig } from 'lucide-react';
import { useCallback, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton/skeleton';

export type BarChartDatum = {
  /** A stable key, e.g. the record's id. */
  key: string;
  /** The short label under the bar, e.g. '05/01'. */
  label: string;
  /** The full name of the bar, in its tooltip and the data table, e.g. 'Week of 05/01/2026'. */
  description?: string;
  /**
   * The bar's value, or with `series` one value per series (a group of bars), in the series'
   * order; negative values are drawn as 0.
   */
  value: number | readonly number[];
};

export type BarChartTone = 'accent' | 'info' | 'reward' | 'warning';

export type BarChartSeries = {
  /** A stable key, e.g. 'business'. */
  key: string;
  /** The series' name in the legend, tooltips and the data table, e.g. 'Business'. */
  label: string;
  /** The bars' colour role; series without one take accent, info, reward, warning in turn. */
  tone?: BarChartTone;
};

export type BarChartProps = Omit<ComponentProps<'figure'>, 'children' | 'title'> & {
  /** What the chart shows, e.g. 'Weekly payouts'; its caption and the name of its data table. */
  title: string;
  /** Keeps the title for screen readers only, when a heading around the chart already says it. */
  hideTitle?: boolean;
  /** The bars (or groups of bars), left to right. */
  data: BarChartDatum[];
  /**
   * The grouped variant: two or more series drawn side by side per datum, with a legend; each
   * datum's `value` then lists one value per series. Without it the chart has one series.
   */
  series?: BarChartSeries[];
  /** How a value reads in tooltips, the summary and the table, e.g. '1,234.50 USDT'. */
  formatValue?: (value: number) => string;
  /** How an axis tick reads; compact by default, e.g. '1.2K'. */
  formatTick?: (value: number) => string;
  /** The data table's column headings (with `series`, each series' label heads its column). */
  categoryHeader?: string;
  valueHeader?: string;
  /** Shown instead of the chart when there is no data. */
  emptyMessage?: ReactNode;
  /** Shows skeleton bars. */
  loading?: boolean;
  /** The plot's height in pixels. */
  height?: number;
};

// Built when a chart first draws figures, not when the kit loads (src/ui/lib/format.ts says why).
let compact: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/** Average width of one character of the 11 px axis labels, for fitting labels without measuring. */
const CHAR_WIDTH = 6.6;
const LABEL_BAND = 26;
const TOP = 10;
const TICKS = 4;
const GROUP_GAP = 3;
const TONES: BarChartTone[] = ['accent', 'info', 'reward', 'warning'];

const toneFill: Record<BarChartTone, string> = {
  accent: 'fill-accent transition-colors hover:fill-accent-strong',
  info: 'fill-info',
  reward: 'fill-reward',
  warning: 'fill-warning',
};
const toneSwatch: Record<BarChartTone, string> = {
  accent: 'bg-accent',
  info: 'bg-info',
  reward: 'bg-reward',
  warning: 'bg-warning',
};

/** The values of a datum, one per series. */
function valuesOf(datum: BarChartDatum): readonly number[] {
  return typeof datum.value === 'number' ? [datum.value] : datum.value;
}

type ResolvedSeries = { key: string; label: string; tone: BarChartTone };

function resolveSeries(
  series: BarChartSeries[] | undefined,
  valueHeader: string,
): ResolvedSeries[] {
  if (!series?.length) return [{ key: 'value', label: valueHeader, tone: 'accent' }];
  return series.map((item, index) => ({
    key: item.key,
    label: item.label,
    tone: item.tone ?? TONES[index % TONES.length] ?? 'accent',
  }));
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Evenly spaced round ticks from 0 to at least `max`. */
export function chartTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max / TICKS);
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

function fit(label: string, width: number): string {
  const chars = Math.floor(width / CHAR_WIDTH);
  if (label.length <= chars) return label;
  return chars <= 1 ? '' : `${label.slice(0, chars - 1)}…`;
}

function barPath(x: number, y: number, width: number, base: number): string {
  const r = Math.min(4, width / 2, base - y);
  return `M${x},${base}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${base}Z`;
}

/** The width of an element, measured before paint and whenever it changes size. */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Plot({
  data,
  series,
  width,
  height,
  formatValue,
  formatTick,
}: {
  data: BarChartDatum[];
  series: ResolvedSeries[];
  width: number;
  height: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}) {
  const grouped = series.length > 1;
  const values = data.map((datum) =>
    series.map((_, index) => Math.max(0, valuesOf(datum)[index] ?? 0)),
  );
  const ticks = chartTicks(Math.max(...values.flat()));
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => formatTick(tick).length)) * (CHAR_WIDTH + 0.6) + 12;
  const base = height - LABEL_BAND;
  const longest = Math.min(12, Math.max(...data.map((datum) => datum.label.length)));
  const labelWidth = longest * CHAR_WIDTH + 6;
  // Room on the right for half of the newest bar's label, so it is not cut at the edge.
  const bandGuess = (width - left) / data.length;
  const right = Math.min(24, Math.max(4, labelWidth / 2 - bandGuess / 2 + 2));
  const plotWidth = Math.max(0, width - left - right);
  const band = plotWidth / data.length;
  const barWidth = grouped
    ? Math.max(2, Math.min(26, (band * 0.72 - GROUP_GAP * (series.length - 1)) / series.length))
    : Math.max(2, Math.min(44, band * 0.62));
  const groupWidth = barWidth * series.length + (grouped ? GROUP_GAP * (series.length - 1) : 0);
  const y = (value: number) => base - ((base - TOP) * value) / top;
  // Every `every`-th label, counted from the newest bar, so crowded labels never overlap.
  const every = Math.max(1, Math.ceil(labelWidth / band));
  return (
    <svg width={width} height={height} aria-hidden className="block">
      <g data-slot="bar-chart-grid">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - right}
              y1={y(tick)}
              y2={y(tick)}
              strokeDasharray={tick === 0 ? undefined : '3 4'}
              className={tick === 0 ? 'stroke-border-strong' : 'stroke-border'}
            />
            <text
              x={left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted text-[11px] tabular"
            >
              {formatTick(tick)}
            </text>
          </g>
        ))}
      </g>
      {data.map((datum, index) => {
        const shown = values[index] ?? [];
        const x = left + index * band + (band - groupWidth) / 2;
        const showLabel = (data.length - 1 - index) % every === 0;
        // Each shown label owns the stretch between its neighbours, cut at the chart's edges.
        const center = x + groupWidth / 2;
        const slotLeft = Math.max(0, center - (band * every) / 2);
        const slotRight = Math.min(width, center + (band * every) / 2);
        const label = fit(datum.label, slotRight - slotLeft - 6);
        const half = (label.length * CHAR_WIDTH) / 2;
        const labelX = Math.min(Math.max(center, slotLeft + half), slotRight - half);
        return (
          <g key={datum.key} data-slot="bar-chart-bar" data-value={shown.join(' ')}>
            <title>{`${datum.description ?? datum.label}: ${describe(datum, series, formatValue)}`}</title>
            {/* A taller invisible target, so a short bar still shows its tooltip. */}
            <rect
              x={left + index * band}
              y={TOP}
              width={band}
              height={base - TOP}
              fill="transparent"
            />
            {series.map((item, seriesIndex) => {
              const value = shown[seriesIndex] ?? 0;
              const barX = x + seriesIndex * (barWidth + GROUP_GAP);
              return (
                <path
                  key={item.key}
                  data-series={grouped ? item.key : undefined}
                  d={barPath(barX, Math.min(y(value), base - 2), barWidth, base)}
                  className={value > 0 ? toneFill[item.tone] : 'fill-border-strong'}
                />
              );
            })}
            {showLabel && (
              <text
                x={labelX}
                y={base + 17}
                textAnchor="middle"
                className="fill-muted text-[11px] tabular"
              >
                {label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** A datum's value(s) in words: '12.50 USDT', or 'Business 12.50 USDT, Payouts 3.00 USDT'. */
function describe(
  datum: BarChartDatum,
  series: ResolvedSeries[],
  formatValue: (value: number) => string,
): string {
  const values = valuesOf(datum);
  if (series.length === 1) return formatValue(values[0] ?? 0);
  return series.map((item, index) => `${item.label} ${formatValue(values[index] ?? 0)}`).join(', ');
}

function summaryOf(
  title: string,
  data: BarChartDatum[],
  series: ResolvedSeries[],
  formatValue: (value: number) => string,
): string {
  const first = data[0];
  const last = data.at(-1);
  if (!first || !last) return title;
  const name = (datum: BarChartDatum) => datum.description ?? datum.label;
  const range = data.length === 1 ? name(first) : `${name(first)} to ${name(last)}`;
  const facts = series.map((item, index) => {
    const value = (datum: BarChartDatum) => valuesOf(datum)[index] ?? 0;
    const highest = data.reduce(
      (best, datum) => (value(datum) > value(best) ? datum : best),
      first,
    );
    const prefix = series.length === 1 ? 'Highest' : `${item.label}: highest`;
    return `${prefix} ${formatValue(value(highest))} (${name(highest)}); latest ${formatValue(value(last))}.`;
  });
  const unit = series.length === 1 ? ['bar', 'bars'] : ['group', 'groups'];
  return `${title}: ${data.length} ${data.length === 1 ? unit[0] : unit[1]}, ${range}. ${facts.join(' ')}`;
}

function Legend({ series }: { series: ResolvedSeries[] }) {
  return (
    <ul
      aria-label="Legend"
      data-slot="bar-chart-legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-muted"
    >
      {series.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-2.5 shrink-0 rounded-sm', toneSwatch[item.tone])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A small bar chart drawn in SVG with the theme's colours, with a summary and a data table for screen readers. */
export function BarChart({
  title,
  hideTitle = false,
  data,
  series,
  formatValue = (value) =>
    (plain ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value),
  formatTick = (value) =>
    (compact ??= new Intl.NumberFormat('en-US', {
      notation: 'compact',
      maximumFractionDigits: 1,
    })).format(value),
  categoryHeader = 'Label',
  valueHeader = 'Value',
  emptyMessage = 'No data yet',
  loading = false,
  height = 200,
  className,
  ...props
}: BarChartProps) {
  const captionId = useId();
  const [plotRef, width] = useWidth();
  const state = loading ? 'loading' : data.length === 0 ? 'empty' : 'ready';
  const resolved = resolveSeries(series, valueHeader);
  const grouped = resolved.length > 1;
  return (
    <figure
      data-slot="bar-chart"
      data-state={state}
      data-variant={grouped ? 'grouped' : 'single'}
      aria-labelledby={captionId}
      aria-busy={loading || undefined}
      className={cn('m-0 grid min-w-0 gap-3', className)}
      {...props}
    >
      <figcaption
        id={captionId}
        className={hideTitle ? 'sr-only' : 'text-sm font-medium break-words text-text'}
      >
        {title}
      </figcaption>
      {grouped && state !== 'empty' && <Legend series={resolved} />}
      {state === 'loading' ? (
        <div
          data-slot="bar-chart-skeleton"
          className="flex items-end gap-[3%] border-b border-border-strong px-[4%]"
          style={{ height }}
        >
          {[45, 70, 30, 85, 55, 65].map((percent, index) => (
            <Skeleton
              key={index}
              className="flex-1 rounded-b-none"
              style={{ height: `${percent}%` }}
            />
          ))}
        </div>
      ) : state === 'empty' ? (
        <div
          data-slot="bar-chart-empty"
          className="flex flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border-strong px-4 text-center text-sm text-muted"
          style={{ height }}
        >
          <ChartColumnBig aria-hidden className="size-6" />
          <p className="break-words">{emptyMessage}</p>
        </div>
      ) : (
        <>
          <div
            ref={plotRef}
            role="img"
            aria-label={summaryOf(title, data, resolved, formatValue)}
            data-slot="bar-chart-plot"
            className="min-w-0"
            style={{ height }}
          >
            {width > 0 && (
              <Plot
                data={data}
                series={resolved}
                width={width}
                height={height}
                formatValue={formatValue}
                formatTick={formatTick}
              />
            )}
          </div>
          {/* A table ignores a width smaller than its content: the wrapper clips it. */}
          <div className="sr-only">
            <table data-slot="bar-chart-table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {resolved.map((item) => (
                    <th key={item.key} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.key}>
                    <th scope="row">{datum.description ?? datum.label}</th>
                    {resolved.map((item, index) => (
                      <td key={item.key}>{formatValue(valuesOf(datum)[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
