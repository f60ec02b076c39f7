import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Delivery, DeliveryState } from '@contract/notifications';
import {
  AdminFrame,
  callsTo,
  fail,
  mockApi,
  ok,
  paged,
  type Api,
} from '@/features/admin/testing/mock-api';
import { dashboard, deliveries } from '@/features/admin/testing/fixtures';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Outbox } from './outbox';

/** The outbox server: filters by state, counts every state, and retries dead or retrying rows. */
function outboxApi(): Api {
  let rows: Delivery[] = deliveries.map((delivery) => ({ ...delivery }));
  const counts = () =>
    rows.reduce((all, row) => ({ ...all, [row.state]: all[row.state] + 1 }), {
      pending: 0,
      sending: 0,
      retrying: 0,
      sent: 0,
      dead: 0,
    } as Record<DeliveryState, number>);
  return {
    '/api/admin/dashboard': () => ok(dashboard),
    '/api/admin/outbox': ({ query }) => {
      const state = query.get('state');
      return paged(
        rows.filter((row) => !state || row.state === state),
        query,
        { counts: counts() },
      );
    },
    'POST /api/admin/outbox/:id/retry': ({ params }) => {
      const row = rows.find((candidate) => candidate._id === params['id']);
      if (!row || (row.state !== 'dead' && row.state !== 'retrying')) {
        return fail(409, 'Only a dead or retrying message can be sent again');
      }
      const retried: Delivery = { ...row, state: 'pending', attempts: 0, lastError: null };
      rows = rows.map((candidate) => (candidate._id === row._id ? retried : candidate));
      return ok({ message: 'The message will be sent again', delivery: retried });
    },
  };
}

/** `/admin/outbox` as the app routes it (src/pages/admin/outbox-page). */
function OutboxPage({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <Routes>
        <Route path="/admin/outbox" element={<Outbox />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Outbox page',
  component: OutboxPage,
  args: { path: '/admin/outbox' },
  beforeEach: mockApi(outboxApi),
} satisfies Meta<typeof OutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryDeadLetter: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Dead messages' }));
    await expect(callsTo('GET', '/api/admin/outbox')[0]?.query.get('state')).toBe('dead');
    await userEvent.click(
      await table.findByRole('button', { name: 'Retry Withdrawal paid to 5129384756' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send “Withdrawal paid” again?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByText('“Withdrawal paid” to 5129384756 will be sent again.'),
    ).toBeVisible();
    await expect(callsTo('POST', '/api/admin/outbox/d9/retry')).toHaveLength(1);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Dead 0' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      table.getByText('No dead letters: every message was delivered or is still being tried'),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending 2' })).toBeVisible();
  },
};

export const SwitchToAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'All 5' }));
    const table = within(await canvas.findByRole('table', { name: 'All messages' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(6));
    await expect(callsTo('GET', '/api/admin/outbox').at(-1)?.query.get('state')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RetryRefused: Story = {
  beforeEach: mockApi(() => ({
    ...outboxApi(),
    'POST /api/admin/outbox/:id/retry': () =>
      fail(409, 'Only a dead or retrying message can be sent again'),
  })),
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Dead messages' }));
    await userEvent.click(
      await table.findByRole('button', { name: 'Retry Withdrawal paid to 5129384756' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send “Withdrawal paid” again?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const popup = await screen.findByRole('dialog', { name: 'Could not retry the message' });
    await expect(popup).toHaveTextContent('Only a dead or retrying message can be sent again');
  },
};

export const LoadFails: Story = {
  beforeEach: mockApi(() => ({
    '/api/admin/outbox': () => fail(500, 'Could not load the outbox'),
  })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the outbox');
  },
};

export const NarrowAll: Story = {
  ...phoneViewport,
  args: { path: '/admin/outbox?state=all' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'All messages' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(5));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
