import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  AdminFrame,
  callsTo,
  fail,
  mockApi,
  ok,
  type Api,
} from '@/features/admin/testing/mock-api';
import { admins } from '@/features/admin/testing/fixtures';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Admins } from './admins';

const NEW_PASSWORD = 'kQ7v-Rm2x-Tz9p-Lw4c';

/** The admins server; Asha Admin (1) is signed in and may not reset her own password. */
function adminsApi(): Api {
  return {
    '/api/auth/me': () =>
      ok({ role: 'admin', user: { _id: '1', name: 'Asha Admin', email: admins[0]?.email } }),
    '/api/admin/admins': () => ok({ admins }),
    'POST /api/admin/admins/:id/reset-password': ({ params }) =>
      params['id'] === '1'
        ? fail(409, 'Use your own account page to change your own password')
        : ok({
            message: 'New password: give it to the admin, it is shown only once',
            password: NEW_PASSWORD,
          }),
  };
}

/** `/admin/admins` as the app routes it (src/pages/admin/admins-page). */
function AdminsPage() {
  return (
    <AdminFrame path="/admin/admins">
      <Routes>
        <Route path="/admin/admins" element={<Admins />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Admins page',
  component: AdminsPage,
  beforeEach: mockApi(adminsApi),
} satisfies Meta<typeof AdminsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetAnotherAdmin: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByText('You');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password of Vikram Rao' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reset Vikram Rao’s password?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('alertdialog', { name: 'New password for Vikram Rao' });
    await expect(within(shown).getByText(NEW_PASSWORD)).toBeVisible();
    await expect(callsTo('POST', '/api/admin/admins/4/reset-password')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Vikram Rao’s password was reset.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoadFails: Story = {
  beforeEach: mockApi(() => ({ ...adminsApi(), '/api/admin/admins': () => fail(503) })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the admins');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await canvas.findAllByText('You');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
