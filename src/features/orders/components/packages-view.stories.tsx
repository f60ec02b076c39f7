import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { CATALOGUE_FAILURE } from './package-grid';
import { PackagesView } from './packages-view';
import { catalogueFixture, packageById, screenshotFile } from './orders.fixtures';

const meta = {
  title: 'Orders/PackagesView',
  component: PackagesView,
  tags: ['autodocs'],
  args: {
    catalogue: catalogueFixture,
    submit: fn(async () => {}),
    onOrdered: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PackagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All packages' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const ChooseThenDeposit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bull Starter' }));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();

    const card = canvas.getByRole('article', { name: 'Bull Starter' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deposit' }));
    const heading = canvas.getByRole('heading', { level: 2, name: 'Deposit for Bull Starter' });
    await waitFor(() => expect(heading).toHaveFocus());
    const form = canvas.getByRole('form', { name: 'Deposit for Bull Starter' });
    await expect(within(form).getByRole('definition')).toHaveTextContent('100.00USDT');

    const file = screenshotFile();
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(packageById(2), file);
    const dialog = await screen.findByRole('dialog', { name: 'Thank you !' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce());
  },
};

export const SwitchPackage: Story = {
  play: async ({ canvas, userEvent }) => {
    const kick = canvas.getByRole('article', { name: 'Kick Starter' });
    await userEvent.click(within(kick).getByRole('button', { name: 'Deposit' }));
    await userEvent.upload(canvas.getByLabelText('Payment screenshot'), screenshotFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Whales Starter' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Deposit for Whales Starter' }),
    ).toBeVisible();
    await expect(canvas.queryByText('usdt-payment.png')).not.toBeInTheDocument();
    await expect(canvas.getByRole('definition')).toHaveTextContent('500.00USDT');
  },
};

export const Loading: Story = {
  args: { catalogue: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Packages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { catalogue: undefined, error: CATALOGUE_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NarrowDeposit: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const addOn = canvas.getByRole('article', { name: 'Monthly subscription (add-on)' });
    await userEvent.click(within(addOn).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Deposit for Monthly subscription (add-on)' }),
      ).toHaveFocus(),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
