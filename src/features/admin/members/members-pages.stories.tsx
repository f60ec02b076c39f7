import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { MemberDetail } from '@contract/admin';
import {
  AdminFrame,
  callsTo,
  fail,
  mockApi,
  ok,
  paged,
  type Api,
} from '@/features/admin/testing/mock-api';
import {
  decidedOrders,
  memberDetail,
  members,
  memberTree,
  statementLines,
} from '@/features/admin/testing/fixtures';
import { Member } from './member';
import { Members } from './members';

const NEW_KEY = 'P3WD-7KQM-XT2A-9LNE';

/** The member API over the fixtures: search by exact ID, mobile or e-mail, or a name's start. */
function membersApi(): Api {
  const details = new Map<string, MemberDetail>(
    members.map((member) => [
      member.mySponsorId,
      { ...memberDetail, profile: member, kyc: null, withdrawalsLocked: true },
    ]),
  );
  const detailOf = (sponsorId: string) => details.get(sponsorId.toUpperCase());
  return {
    '/api/admin/members': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      return paged(
        members.filter(
          (member) =>
            !q ||
            member.mySponsorId.toLowerCase() === q ||
            member.mobileNumber === q ||
            member.email === q ||
            member.name.toLowerCase().startsWith(q),
        ),
        query,
      );
    },
    '/api/admin/members/:sponsorId': ({ params }) => {
      const detail = detailOf(params['sponsorId'] ?? '');
      return detail ? ok(detail) : fail(404, `Member ${params['sponsorId']} not found`);
    },
    '/api/admin/members/:sponsorId/tree': ({ params }) =>
      detailOf(params['sponsorId'] ?? '') ? ok(memberTree) : fail(404, 'Member not found'),
    '/api/admin/members/:sponsorId/orders': ({ query }) => paged(decidedOrders, query),
    '/api/admin/members/:sponsorId/statement': ({ query }) => paged(statementLines, query),
    '/api/admin/members/:sponsorId/withdrawals': ({ query }) => paged([], query),
    'POST /api/admin/members/:sponsorId/reset-key': ({ params }) => {
      const detail = detailOf(params['sponsorId'] ?? '');
      if (!detail) return fail(404);
      details.set(detail.profile.mySponsorId, { ...detail, withdrawalsLocked: false });
      return ok({ message: 'Unique key reset: give the member this new key', uniqueKey: NEW_KEY });
    },
    'POST /api/admin/members/:sponsorId/block': ({ params, body }) => {
      const detail = detailOf(params['sponsorId'] ?? '');
      if (!detail) return fail(404);
      const { blocked } = body as { blocked: boolean };
      details.set(detail.profile.mySponsorId, {
        ...detail,
        profile: { ...detail.profile, blocked },
      });
      return ok({ message: blocked ? 'Member blocked' : 'Member unblocked', blocked });
    },
  };
}

function MemberRoute() {
  const { sponsorId = '' } = useParams();
  return <Member key={sponsorId} sponsorId={sponsorId} />;
}

/** The two member routes as the app wires them (src/pages/admin/members-page, member-page). */
function MembersPages({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <Routes>
        <Route path="/admin/members" element={<Members />} />
        <Route path="/admin/members/:sponsorId" element={<MemberRoute />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Members pages',
  component: MembersPages,
  args: { path: '/admin/members' },
  beforeEach: mockApi(membersApi),
} satisfies Meta<typeof MembersPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchThenOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: 'Deepak Verma' });
    await userEvent.type(canvas.getByRole('searchbox'), 'anita@example.com{Enter}');
    await expect(await canvas.findByText('No member matches “anita@example.com”')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'LT5530114{Enter}');
    const table = within(
      await canvas.findByRole('table', { name: 'Members matching “LT5530114”' }),
    );
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    await expect(callsTo('GET', '/api/admin/members').map((call) => call.query.get('q'))).toContain(
      'LT5530114',
    );
    await userEvent.click(table.getByRole('link', { name: 'Anita Sharma' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Anita Sharma' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Login blocked.')).toBeVisible();
  },
};

export const ResetKeyAndBlock: Story = {
  args: { path: '/admin/members/LT4821937' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Withdrawals locked.')).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(callsTo('GET', '/api/admin/members/LT4821937/statement')).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset unique key' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Reset key' }));
    const shown = within(
      await screen.findByRole('alertdialog', { name: 'New unique key for Ravi Kumar' }),
    );
    await expect(shown.getByText(NEW_KEY)).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByText('Withdrawals locked.')).not.toBeInTheDocument());
    await expect(callsTo('POST', '/api/admin/members/LT4821937/reset-key')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Block login' }));
    const block = within(await screen.findByRole('alertdialog'));
    await userEvent.click(block.getByRole('button', { name: 'Block login' }));
    await expect(await canvas.findByText('Login blocked.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock login' })).toBeVisible();
    await expect(callsTo('POST', '/api/admin/members/LT4821937/block')[0]?.body).toEqual({
      blocked: true,
    });

    await userEvent.click(canvas.getByRole('tab', { name: 'Ledger statement' }));
    await expect(await canvas.findByText('+114.00')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const UnknownMember: Story = {
  args: { path: '/admin/members/LT0000000' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeVisible();
  },
};

export const NotASponsorId: Story = {
  args: { path: '/admin/members/not-an-id' },
  beforeEach: mockApi(() => ({
    ...membersApi(),
    '/api/admin/members/:sponsorId': () => fail(400, 'must be a sponsor ID like LT1234567'),
  })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeVisible();
  },
};

export const ServerDown: Story = {
  args: { path: '/admin/members/LT4821937' },
  beforeEach: mockApi(() => ({
    ...membersApi(),
    '/api/admin/members/:sponsorId': () => fail(500),
  })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load this member')).toBeVisible();
  },
};
