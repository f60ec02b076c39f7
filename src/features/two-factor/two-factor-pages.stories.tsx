import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { INVALID_CODE, type TwoFactorStatus } from '@contract/two-factor';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { AccountSettings, AdminTwoFactor } from './account-page';
import { recoveryCodes, setupFixture } from './components/two-factor.fixtures';

type Role = 'member' | 'operator' | 'admin';
type Scenario = { role: Role; status: TwoFactorStatus; enrol?: boolean };

const users: Record<Role, { _id: string; name: string; mySponsorId?: string; email?: string }> = {
  member: { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' },
  operator: { _id: '2', name: 'Kiran Topup', email: 'kiran@topup.example' },
  admin: { _id: '1', name: 'Asha Admin', email: 'admin@learn-trade-earn.local' },
};

/** Every call the page made, in order. */
const calls: { method: string; path: string; body: unknown }[] = [];

/** A small stateful two-factor server: 123456 is the current code. */
function serve({ role, status: initial, enrol = false }: Scenario) {
  return () => {
    calls.length = 0;
    let status = initial;
    let enrolling = enrol;
    const refuse: Reply = { status: 401, body: { message: INVALID_CODE, twoFactor: 'code' } };
    const restore = stubFetch(({ method, url, body }) => {
      if (!url.pathname.startsWith('/api/auth/')) return undefined;
      calls.push({ method, path: url.pathname, body });
      const code = (body as { code?: string } | undefined)?.code;
      switch (`${method} ${url.pathname}`) {
        case 'GET /api/auth/me':
          return {
            status: 200,
            body: { role, user: users[role], ...(enrolling ? { twoFactor: 'enrol' } : {}) },
          };
        case 'GET /api/auth/two-factor':
          return { status: 200, body: status };
        case 'POST /api/auth/two-factor/setup':
          return { status: 200, body: setupFixture };
        case 'POST /api/auth/two-factor/enable':
          if (code !== '123456') return refuse;
          status = { ...status, enabled: true, recoveryCodesLeft: 10, resetAt: null };
          enrolling = false;
          return { status: 200, body: { message: 'Two-factor sign-in is on', recoveryCodes } };
        case 'POST /api/auth/two-factor/recovery-codes':
          if (code !== '123456') return refuse;
          status = { ...status, recoveryCodesLeft: 10 };
          return { status: 200, body: { message: 'New recovery codes', recoveryCodes } };
        case 'POST /api/auth/two-factor/disable':
          if (code !== '123456') return refuse;
          status = { ...status, enabled: false, recoveryCodesLeft: 0 };
          return { status: 200, body: { message: 'Two-factor sign-in is off' } };
        default:
          return undefined;
      }
    });
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      restore();
      writeText.mockRestore();
    };
  };
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

function Frame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The account pages as the app routes them (inside the area's shell). */
function TwoFactorPages({ path }: { path: string }) {
  return (
    <Frame path={path}>
      <div className="p-4 lg:p-8">
        <Routes>
          <Route path="/userdashboard/account" element={<AccountSettings role="member" />} />
          <Route path="/topupdashboard/account" element={<AccountSettings role="operator" />} />
          <Route path="/admin/two-factor" element={<AdminTwoFactor home="/admin" />} />
          <Route path="/admin" element={<h1 className="text-2xl font-semibold">Dashboard</h1>} />
        </Routes>
      </div>
    </Frame>
  );
}

const off: TwoFactorStatus = {
  enabled: false,
  required: false,
  recoveryCodesLeft: 0,
  resetAt: null,
};

const meta = {
  title: 'Two-factor/Pages',
  component: TwoFactorPages,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: { path: '/userdashboard/account' },
  beforeEach: serve({ role: 'member', status: off }),
} satisfies Meta<typeof TwoFactorPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberEnables: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await canvas.findByLabelText('Authentication code');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: /Scan this QR/ })).toHaveFocus(),
    );
    await userEvent.type(code, '123456{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(calls.find((call) => call.path.endsWith('/enable'))?.body).toEqual({
      role: 'member',
      code: '123456',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('10 recovery codes left')).toBeVisible();
    await expect(canvas.getByText('On')).toBeVisible();
  },
};

export const MemberResetByAdmin: Story = {
  beforeEach: serve({ role: 'member', status: { ...off, resetAt: '2026-11-20T09:30:00.000Z' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      /An administrator removed your two-factor sign-in/,
    );
  },
};

export const OperatorDisables: Story = {
  args: { path: '/topupdashboard/account' },
  beforeEach: serve({ role: 'operator', status: { ...off, enabled: true, recoveryCodesLeft: 4 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Turn off two-factor/ }));
    await userEvent.type(dialog.getByLabelText('Password'), 'top-up-2026');
    await userEvent.type(dialog.getByLabelText('Authentication code'), '123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Off')).toBeVisible();
    await expect(calls.find((call) => call.path.endsWith('/disable'))?.body).toEqual({
      role: 'operator',
      password: 'top-up-2026',
      code: '123456',
    });
  },
};

/** A new admin enrols, saves the codes and is taken into the console. */
export const AdminEnrols: Story = {
  args: { path: '/admin/two-factor' },
  beforeEach: serve({ role: 'admin', status: { ...off, required: true }, enrol: true }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
    ).toBeVisible();
    const code = await canvas.findByLabelText('Authentication code');
    await userEvent.type(code, '654321{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(INVALID_CODE)));
    await userEvent.type(code, '123456{Enter}');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const AdminSettings: Story = {
  args: { path: '/admin/two-factor' },
  beforeEach: serve({
    role: 'admin',
    status: { ...off, required: true, enabled: true, recoveryCodesLeft: 2 },
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 recovery codes left')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  },
};

export const NarrowMember: Story = {
  ...phoneViewport,
  beforeEach: serve({ role: 'member', status: { ...off, enabled: true, recoveryCodesLeft: 10 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'New recovery codes' })).toBeVisible();
  },
};
