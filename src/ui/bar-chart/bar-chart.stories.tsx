import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@/ui/lib/format';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { BarChart, chartTicks, type BarChartDatum } from './bar-chart';

const payouts = [12.5, 40, 0, 65.25, 88, 120.4, 97, 150, 132.75, 210, 185.5, 246.1];

const weeks: BarChartDatum[] = payouts.map((value, index) => {
  const day = new Date(Date.UTC(2025, 9, 6 + index * 7));
  const short = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    key: `w${index}`,
    label: short,
    description: `Week of ${short}/${day.getUTCFullYear()}`,
    value,
  };
});

const usdt = (value: number) => `${formatMoney(value)} USDT`;

const meta = {
  title: 'Kit/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Weekly payouts',
    data: weeks,
    formatValue: usdt,
    categoryHeader: 'Week',
    valueHeader: 'Payout',
    emptyMessage: 'No payouts yet',
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Weekly payouts' })).toBeVisible();
    const plot = canvas.getByRole('img');
    await expect(plot).toHaveAccessibleName(
      'Weekly payouts: 12 bars, Week of 06/10/2025 to Week of 22/12/2025. Highest 246.10 USDT (Week of 22/12/2025); latest 246.10 USDT.',
    );
    const bars = plot.querySelectorAll('[data-slot="bar-chart-bar"]');
    await expect(bars).toHaveLength(12);
    await expect(bars[0]?.querySelector('title')).toHaveTextContent(
      'Week of 06/10/2025: 12.50 USDT',
    );
    const table = canvas.getByRole('table', { name: 'Weekly payouts' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[3]).toHaveTextContent('Week of 20/10/20250.00 USDT');
  },
};

export const FewBars: Story = {
  args: { data: weeks.slice(-3) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img').querySelectorAll('[data-slot="bar-chart-bar"]'),
    ).toHaveLength(3);
  },
};

export const SingleBar: Story = {
  args: { data: weeks.slice(-1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Weekly payouts: 1 bar, Week of 22/12/2025. Highest 246.10 USDT (Week of 22/12/2025); latest 246.10 USDT.',
    );
  },
};

export const AllZero: Story = {
  args: { data: weeks.map((week) => ({ ...week, value: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').querySelectorAll('path.fill-border-strong')).toHaveLength(
      12,
    );
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payouts yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Weekly payouts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    title: 'Team points by member over the whole of the current financial year',
    hideTitle: false,
    categoryHeader: 'Member',
    valueHeader: 'Points',
    formatValue: (value) => `${value} points`,
    data: [
      'Venkata Subrahmanyam Lakshminarayana',
      'Ravi Kumar',
      'Anita Sharma-Chandrasekharan',
      'Deepak Verma',
      'Mohammed Abdul Rahman Siddiqui',
    ].map((name, index) => ({ key: name, label: name, value: (index + 1) * 1375 })),
  },
  play: async ({ canvas }) => {
    const labels = [...canvas.getByRole('img').querySelectorAll('text')].map(
      (text) => text.textContent ?? '',
    );
    await expect(labels.some((label) => label.endsWith('…'))).toBe(true);
    await expect(
      canvas.getByRole('rowheader', { name: 'Venkata Subrahmanyam Lakshminarayana' }),
    ).toBeInTheDocument();
  },
};

export const HugeValues: Story = {
  args: { data: weeks.map((week, index) => ({ ...week, value: 1_000_000 * (index + 1) + 0.5 })) },
  play: async ({ canvas }) => {
    const ticks = [
      ...canvas.getByRole('img').querySelectorAll('[data-slot="bar-chart-grid"] text'),
    ];
    await expect(ticks.map((tick) => tick.textContent)).toEqual(
      chartTicks(12_000_000.5).map((tick) =>
        new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
          tick,
        ),
      ),
    );
    await expect(canvas.getByRole('table')).toHaveTextContent('12,000,000.50 USDT');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img').querySelectorAll('[data-slot="bar-chart-bar"]'),
    ).toHaveLength(12);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongLabels: Story = {
  ...phoneViewport,
  args: LongLabels.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const business = [400, 1250, 600, 0, 2100, 1500, 900, 3200, 2750, 1800, 4100, 3650];
const paid = [0, 35.5, 110, 60, 0, 190.25, 140, 95, 310, 260.75, 205, 420.5];

const groupedWeeks: BarChartDatum[] = weeks.map((week, index) => ({
  ...week,
  value: [business[index] ?? 0, paid[index] ?? 0],
}));

const businessAndPayouts = [
  { key: 'business', label: 'Business', tone: 'accent' },
  { key: 'payouts', label: 'Payouts', tone: 'info' },
] as const;

/** The grouped variant: two series side by side per week, with a legend. */
export const Grouped: Story = {
  args: {
    title: 'Business and payouts per week',
    data: groupedWeeks,
    series: [...businessAndPayouts],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Business and payouts per week' });
    await expect(figure).toHaveAttribute('data-variant', 'grouped');
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Business', 'Payouts']);
    const plot = canvas.getByRole('img');
    await expect(plot).toHaveAccessibleName(
      'Business and payouts per week: 12 groups, Week of 06/10/2025 to Week of 22/12/2025. Business: highest 4,100.00 USDT (Week of 15/12/2025); latest 3,650.00 USDT. Payouts: highest 420.50 USDT (Week of 22/12/2025); latest 420.50 USDT.',
    );
    const groups = plot.querySelectorAll('[data-slot="bar-chart-bar"]');
    await expect(groups).toHaveLength(12);
    await expect(groups[1]?.querySelectorAll('path')).toHaveLength(2);
    await expect(groups[1]?.querySelector('title')).toHaveTextContent(
      'Week of 13/10/2025: Business 1,250.00 USDT, Payouts 35.50 USDT',
    );
    await expect(plot.querySelectorAll('path[data-series="payouts"].fill-info')).toHaveLength(10);
    const table = canvas.getByRole('table', { name: 'Business and payouts per week' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Week', 'Business', 'Payouts']);
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Week of 13/10/20251,250.00 USDT35.50 USDT',
    );
  },
};

export const GroupedFewWeeks: Story = {
  args: { ...Grouped.args, data: groupedWeeks.slice(-3) },
};

export const GroupedEmpty: Story = {
  args: { ...Grouped.args, data: [], emptyMessage: 'No business yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No business yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  },
};

export const GroupedLoading: Story = { args: { ...Grouped.args, loading: true } };

export const NarrowGrouped: Story = {
  ...phoneViewport,
  args: Grouped.args,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img').querySelectorAll('[data-slot="bar-chart-bar"] path'),
    ).toHaveLength(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
