import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { BuyNowView } from './buy-now-view';
import { CATALOGUE_FAILURE } from './package-grid';
import {
  catalogueFixture,
  chainCatalogueFixture,
  depositNetworks,
  packageById,
  screenshotFile,
  tronTxHash,
} from './orders.fixtures';

const meta = {
  title: 'Orders/BuyNowView',
  component: BuyNowView,
  tags: ['autodocs'],
  args: {
    catalogue: catalogueFixture,
    packageId: 4,
    submit: fn(async () => {}),
    onOrdered: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BuyNowView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPackage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy now' })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Premium Master Trader Course' });
    await expect(card).toHaveTextContent('1,000.00USDT');
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Choose another package' })).toHaveAttribute(
      'href',
      '/userdashboard/buynow',
    );

    const form = canvas.getByRole('form', { name: 'Deposit for Premium Master Trader Course' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Please upload a screenshot before submitting.',
    });
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(warning).not.toBeInTheDocument());

    const file = screenshotFile();
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(packageById(4), file);
    const dialog = await screen.findByRole('dialog', { name: 'Thank you !' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce());
  },
};

export const WithoutPackage: Story = {
  args: { packageId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose the package you want to buy.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy now: Whales Starter' })).toHaveAttribute(
      'href',
      '/userdashboard/buynow?package=3',
    );
  },
};

export const UnknownPackage: Story = {
  args: { packageId: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('That package does not exist.');
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};

export const Loading: Story = {
  args: { catalogue: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the deposit details')).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LoadingPicker: Story = {
  args: { catalogue: undefined, loading: true, packageId: undefined },
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
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load packages');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NarrowWithPackage: Story = {
  ...phoneViewport,
  args: { packageId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Kick Starter' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowWithoutPackage: Story = {
  ...phoneViewport,
  args: { packageId: undefined },
};

/** The catalogue offers networks: the checkout's panel asks for one and the optional hash. */
export const WithNetworks: Story = {
  args: { catalogue: chainCatalogueFixture },
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Deposit for Premium Master Trader Course' });
    await expect(within(form).getByRole('radio', { name: 'USDT TRC-20 (Tron)' })).toBeChecked();
    await expect(
      within(form).getByRole('textbox', { name: 'USDT TRC-20 (Tron) deposit address' }),
    ).toHaveValue(depositNetworks[0]?.address);
    const file = screenshotFile();
    await userEvent.upload(within(form).getByLabelText('Payment screenshot'), file);
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Transaction hash (optional)' }),
      tronTxHash,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(args.submit).toHaveBeenCalledWith(packageById(4), file, {
      network: 'tron',
      txHash: tronTxHash,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Thank you !' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce());
  },
};

export const NarrowWithNetworks: Story = {
  ...phoneViewport,
  args: { catalogue: chainCatalogueFixture, packageId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Network' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
