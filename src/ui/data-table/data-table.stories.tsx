import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { phoneViewport } from '@/ui/lib/story-viewports';

type Order = {
  orderNo: string;
  date: string;
  price: number;
  package: string;
  status: string;
};

const columns: DataTableColumn<Order>[] = [
  { key: 'orderNo', header: 'Order no', kind: 'mono' },
  { key: 'date', header: 'Date', kind: 'date' },
  { key: 'package', header: 'Package' },
  { key: 'price', header: 'Price (USDT)', kind: 'money' },
  { key: 'status', header: 'Status', kind: 'status' },
];

const orders: Order[] = [
  {
    orderNo: 'ORD-100245',
    date: '2026-01-04T09:15:00Z',
    price: 100,
    package: 'Starter',
    status: 'approved',
  },
  {
    orderNo: 'ORD-100318',
    date: '2026-01-19T14:02:00Z',
    price: 500,
    package: 'Silver',
    status: 'pending',
  },
  {
    orderNo: 'ORD-100402',
    date: '2026-02-02T08:45:00Z',
    price: 1250.5,
    package: 'Gold',
    status: 'approved',
  },
  {
    orderNo: 'ORD-100477',
    date: '2026-02-21T17:30:00Z',
    price: 2500,
    package: 'Platinum',
    status: 'rejected',
  },
  {
    orderNo: 'ORD-100513',
    date: '2026-03-09T11:20:00Z',
    price: 10000,
    package: 'Diamond',
    status: 'canceled',
  },
];

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<Order>,
  tags: ['autodocs'],
  args: {
    caption: 'My Orders',
    columns,
    rows: orders,
    rowKey: (order) => order.orderNo,
    emptyMessage: 'No orders found',
  },
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  args: {
    footer: (
      <p>
        5 orders · Total <span className="tabular font-semibold text-text">14,350.50 USDT</span>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Orders' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const third = within(rows[3] as HTMLElement);
    await expect(third.getByRole('rowheader')).toHaveTextContent('ORD-100402');
    await expect(third.getByText('02/02/2026')).toBeVisible();
    await expect(third.getByText('1,250.50')).toHaveClass('text-right');
    await expect(within(rows[5] as HTMLElement).getByText('10,000.00')).toBeVisible();
    await expect(third.getByText('approved')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: undefined, error: 'Failed to load orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load orders');
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

type Payout = {
  week: string;
  txHash: string;
  points: number;
  amount: string;
  remark: string;
  status: string;
};

export const LongText: Story = {
  render: () => (
    <DataTable<Payout>
      caption="Weekly payout history for the binary matching bonus of your left and right teams"
      rowKey={(row) => row.txHash}
      emptyMessage="No payouts yet"
      columns={[
        { key: 'week', header: 'Week ending', kind: 'date' },
        { key: 'remark', header: 'Remark' },
        { key: 'points', header: 'Matched points', kind: 'points' },
        { key: 'amount', header: 'Amount', kind: 'money' },
        { key: 'txHash', header: 'Transaction hash', kind: 'mono' },
        { key: 'status', header: 'Status', kind: 'status' },
      ]}
      rows={[
        {
          week: '2026-03-06',
          remark:
            'Matching bonus for 12,500 left and 9,800 right points; the carry-forward of 2,700 left points stays on your account for next week.',
          points: 9800,
          amount: '980',
          txHash: '0x9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345',
          status: 'Credited',
        },
        {
          week: '2026-03-13',
          remark: 'Capped at the weekly ceiling of your package.',
          points: 125000,
          amount: '2500.75',
          txHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
          status: 'Awaiting verification by the finance operator',
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('125,000')).toBeVisible();
    await expect(canvas.getByText('2,500.75')).toBeVisible();
    await expect(canvas.getByText('06/03/2026')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'My Orders' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowScrolled: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'My Orders' });
    scroller.scrollLeft = scroller.scrollWidth;
    const firstCell = canvas.getByRole('rowheader', { name: 'ORD-100245' });
    await expect(firstCell.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      scroller.getBoundingClientRect().left - 1,
    );
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

/** A feature's own row shape: nested records, so the columns read their values with `value`. */
type Deposit = {
  order: { no: string; placedAt: string; price: number; fee: number };
  member: { name: string; sponsorId: string };
  channel: 'online' | 'offline';
  status: string;
};

const channels: Record<Deposit['channel'], string> = { online: 'Deposit', offline: 'Offline sale' };

/** Status and the headline figures on top of a card, the rest folded, the channel left out on phones. */
const depositColumns: DataTableColumn<Deposit>[] = [
  { key: 'orderNo', header: 'Order no', kind: 'mono', value: (d) => d.order.no, narrow: 'keep' },
  { key: 'placedAt', header: 'Date', kind: 'date', value: (d) => d.order.placedAt, narrow: 'fold' },
  {
    key: 'member',
    header: 'Member',
    value: (d) => (
      <>
        {d.member.name} <span className="font-mono text-xs text-muted">{d.member.sponsorId}</span>
      </>
    ),
    narrow: 'fold',
  },
  { key: 'channel', header: 'Channel', value: (d) => channels[d.channel], narrow: 'hide' },
  {
    key: 'net',
    header: 'Net (USDT)',
    kind: 'money',
    value: (d) => d.order.price - d.order.fee,
    narrow: 'keep',
  },
  { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
];

const deposits: Deposit[] = [
  {
    order: { no: 'ORD-200101', placedAt: '2026-01-04T09:15:00Z', price: 100, fee: 5 },
    member: { name: 'Amara Okafor', sponsorId: 'LTE10231' },
    channel: 'offline',
    status: 'approved',
  },
  {
    order: { no: 'ORD-200118', placedAt: '2026-01-19T14:02:00Z', price: 500, fee: 12.5 },
    member: { name: 'Jonas Richter', sponsorId: 'LTE10477' },
    channel: 'online',
    status: 'pending',
  },
  {
    order: { no: 'ORD-200142', placedAt: '2026-02-02T08:45:00Z', price: 1250.5, fee: 25 },
    member: { name: 'Siti Rahmawati', sponsorId: 'LTE11802' },
    channel: 'online',
    status: 'approved',
  },
  {
    order: { no: 'ORD-200177', placedAt: '2026-02-21T17:30:00Z', price: 2500, fee: 50 },
    member: { name: 'Mateo Álvarez', sponsorId: 'LTE12090' },
    channel: 'offline',
    status: 'rejected',
  },
  {
    order: { no: 'ORD-200213', placedAt: '2026-03-09T11:20:00Z', price: 10000, fee: 150 },
    member: { name: 'Priya Natarajan', sponsorId: 'LTE12544' },
    channel: 'online',
    status: 'canceled',
  },
];

function DepositsTable(props: Partial<DataTableProps<Deposit>>) {
  return (
    <DataTable<Deposit>
      caption="Deposits"
      columns={depositColumns}
      rows={deposits}
      rowKey={(d) => d.order.no}
      emptyMessage="No deposits yet"
      {...props}
    />
  );
}

/** The table's own box is 360 px wide on a desktop screen: the cards come from a container query. */
const phoneWideContainer: Decorator = (Story) => <div className="max-w-[22.5rem]">{Story()}</div>;

/** Nothing on the page or in a card is wider than its box. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const boxes = canvasElement.querySelectorAll<HTMLElement>(
    '[data-slot="data-table"], [data-slot="data-table-card"], [data-slot="data-table-card"] dd',
  );
  for (const box of boxes) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
}

export const Accessor: Story = {
  render: () => <DepositsTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Deposits' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('ORD-200101');
    await expect(first.getByText('04/01/2026')).toBeVisible();
    await expect(first.getByRole('cell', { name: 'Amara Okafor LTE10231' })).toBeVisible();
    await expect(first.getByText('Offline sale')).toBeVisible();
    await expect(first.getByText('95.00')).toHaveClass('text-right');
    await expect(within(rows[5] as HTMLElement).getByText('9,850.00')).toBeVisible();
  },
};

export const Cards: Story = {
  decorators: [phoneWideContainer],
  render: () => <DepositsTable narrow="cards" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Deposits' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    // Status first, then the headline figures; folded columns as label/value pairs.
    await expect(first.querySelector('dd')).toHaveTextContent('approved');
    await expect(within(first).getByText('approved')).toBeVisible();
    await expect(within(first).getByText('ORD-200101')).toBeVisible();
    await expect(within(first).getByText('95.00')).toBeVisible();
    const terms = within(first).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Status',
      'Order no',
      'Net (USDT)',
      'Date',
      'Member',
    ]);
    await expect(within(first).getByText('Date')).toBeVisible();
    await expect(within(first).getByText('04/01/2026')).toBeVisible();
    // The hidden column: neither its header nor its values are shown.
    await expect(within(first).queryByText('Offline sale')).not.toBeInTheDocument();
    for (const hidden of [canvas.getByText('Channel'), ...canvas.getAllByText('Offline sale')]) {
      await expect(hidden).not.toBeVisible();
    }
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const CardsWide: Story = {
  render: () => <DepositsTable narrow="cards" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Deposits' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
    await expect(canvas.getAllByText('Offline sale')[0]).toBeVisible();
  },
};

export const CardsPhone: Story = {
  ...phoneViewport,
  render: () => <DepositsTable narrow="cards" />,
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    const last = within(cards[4] as HTMLElement);
    await expect(last.getByText('canceled')).toBeVisible();
    await expect(last.getByText('9,850.00')).toBeVisible();
    await expect(last.getByText('Priya Natarajan')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const CardsLongText: Story = {
  ...phoneViewport,
  render: () => (
    <DataTable<Payout>
      narrow="cards"
      caption="Weekly payout history for the binary matching bonus of your left and right teams"
      rowKey={(row) => row.txHash}
      emptyMessage="No payouts yet"
      columns={[
        { key: 'week', header: 'Week ending', kind: 'date', narrow: 'keep' },
        { key: 'remark', header: 'Remark', narrow: 'fold' },
        { key: 'points', header: 'Matched points', kind: 'points', narrow: 'fold' },
        { key: 'amount', header: 'Amount', kind: 'money', narrow: 'keep' },
        { key: 'txHash', header: 'Transaction hash', kind: 'mono', narrow: 'fold' },
        { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
      ]}
      rows={[
        {
          week: '2026-03-06',
          remark:
            'Matching bonus for 12,500 left and 9,800 right points; the carry-forward of 2,700 left points stays on your account for next week.',
          points: 9800,
          amount: '980',
          txHash: '0x9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345',
          status: 'Credited',
        },
        {
          week: '2026-03-13',
          remark: 'Capped at the weekly ceiling of your package.',
          points: 125000,
          amount: '2500.75',
          txHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
          status: 'Awaiting verification by the finance operator',
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
    const second = within(cards[1] as HTMLElement);
    const status = second.getByText('Awaiting verification by the finance operator');
    await expect(status).toBeVisible();
    // The long status wraps inside its badge (two lines) instead of being cut off.
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
    await expect(status.getBoundingClientRect().height).toBeGreaterThan(24);
    await expect(second.getByText('0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d')).toBeVisible();
    await expect(second.getByText('125,000')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const CardsLoading: Story = {
  decorators: [phoneWideContainer],
  render: () => <DepositsTable narrow="cards" rows={undefined} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Deposits' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.querySelectorAll('[data-slot="data-table-skeleton-card"]')).toHaveLength(3);
  },
};

export const CardsEmpty: Story = {
  decorators: [phoneWideContainer],
  render: () => <DepositsTable narrow="cards" rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const empty = canvas
      .getAllByText('No deposits yet')
      .filter((message) => message.checkVisibility());
    await expect(empty).toHaveLength(1);
  },
};

export const CardsError: Story = {
  decorators: [phoneWideContainer],
  render: () => <DepositsTable narrow="cards" rows={undefined} error="Failed to load deposits" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('Failed to load deposits');
    await expect(alerts[0]).toBeVisible();
  },
};

type Review = { orderNo: string; package: string; reason: string; decidedBy: string };

const review = (compact: boolean): DataTableColumn<Review>[] => [
  { key: 'orderNo', header: 'Order no', kind: 'mono' },
  { key: 'package', header: 'Package', compact },
  { key: 'decidedBy', header: 'By', compact },
  { key: 'reason', header: 'Reason', compact },
];

const reviews: Review[] = [
  {
    orderNo: 'ORD-300012',
    package: 'Premium Master Trader Course',
    decidedBy: 'Administrator',
    reason: 'The screenshot does not show a completed transfer; please upload the full screen.',
  },
];

/** The table's box is 480 px wide, narrower than its text columns' 13rem each. */
const tightContainer: Decorator = (Story) => <div className="w-[30rem]">{Story()}</div>;

/** Text columns keep 13rem each, so a table of several of them scrolls sideways in a tight box. */
export const TextColumnsTight: Story = {
  decorators: [tightContainer],
  render: () => (
    <DataTable
      caption="Reviews"
      columns={review(false)}
      rows={reviews}
      rowKey={(row) => row.orderNo}
      emptyMessage="No reviews"
    />
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Reviews' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};

/** Compact text columns wrap down to their longest word: the same table fits the same box. */
export const CompactColumns: Story = {
  decorators: [tightContainer],
  render: () => (
    <DataTable
      caption="Reviews"
      columns={review(true)}
      rows={reviews}
      rowKey={(row) => row.orderNo}
      emptyMessage="No reviews"
    />
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Reviews' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(canvas.getByText('Premium Master Trader Course')).toBeVisible();
  },
};
