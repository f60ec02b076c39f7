import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { SWRConfig } from 'swr';
import { RECOVERY_BY_ADMIN, RECOVERY_CODE_INVALID, RECOVERY_SENT } from '@contract/notifications';
import { callsTo, fail, mockApi, ok, type Api } from '@/lib/testing/member-api';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ForgotPassword } from './forgot-password';
import { MemberLogin } from './member-login';
import { StaffLogin } from './staff-login';

/** The recovery server: 246810 is the code that was e-mailed. */
const recoveryApi =
  (email: boolean): (() => Api) =>
  () => ({
    '/api/auth/me': () => fail(401, 'Please log in'),
    '/api/auth/recovery': () => ok({ email }),
    '/api/auth/forgot-password': () =>
      email ? ok({ message: RECOVERY_SENT }) : fail(409, RECOVERY_BY_ADMIN),
    '/api/auth/reset-password': (body) =>
      (body as { code: string }).code === '246810'
        ? ok({ message: 'Your password is changed. Log in with the new password.' })
        : fail(400, RECOVERY_CODE_INVALID),
  });

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** The sign-in routes as the app wires them (src/app/router.tsx). */
function AuthPages({ path }: { path: string }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <Routes>
            <Route path="/login" element={<MemberLogin />} />
            <Route path="/login/forgot" element={<ForgotPassword role="member" />} />
            <Route path="/topupdashboard/login" element={<StaffLogin role="operator" />} />
            <Route path="/topupdashboard/forgot" element={<ForgotPassword role="operator" />} />
          </Routes>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta = {
  title: 'Auth/Pages',
  component: AuthPages,
  parameters: { pad: false },
  args: { path: '/login' },
  beforeEach: mockApi(recoveryApi(true)),
} satisfies Meta<typeof AuthPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberRecovers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot password?' }));
    await userEvent.type(await canvas.findByLabelText('User ID'), 'LT4821937{Enter}');
    await expect(callsTo('/api/auth/forgot-password')[0]?.body).toEqual({
      role: 'member',
      sponsorId: 'LT4821937',
    });
    await userEvent.type(await canvas.findByLabelText('Code from the e-mail'), '111111');
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-secret-2026{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
        RECOVERY_CODE_INVALID,
      ),
    );
    await userEvent.type(canvas.getByLabelText('Code from the e-mail'), '246810{Enter}');
    await expect(callsTo('/api/auth/reset-password').at(-1)?.body).toEqual({
      role: 'member',
      sponsorId: 'LT4821937',
      code: '246810',
      newPassword: 'a-new-secret-2026',
    });
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to login' }));
    await canvas.findByRole('heading', { level: 1, name: 'Member Login' });
  },
};

export const OperatorRecovers: Story = {
  args: { path: '/topupdashboard/login' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot password?' }));
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'meera@topup.example{Enter}');
    await canvas.findByLabelText('Code from the e-mail');
    await expect(callsTo('/api/auth/forgot-password')[0]?.body).toEqual({
      role: 'operator',
      email: 'meera@topup.example',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await canvas.findByRole('heading', { level: 1, name: 'Top-up Operator Login' });
  },
};

export const RecoveryByAdmin: Story = {
  args: { path: '/login/forgot' },
  beforeEach: mockApi(recoveryApi(false)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(RECOVERY_BY_ADMIN);
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const NarrowRecovery: Story = {
  ...phoneViewport,
  args: { path: '/login/forgot' },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('User ID');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
