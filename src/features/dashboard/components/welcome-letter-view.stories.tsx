import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { longWelcomeFacts, rootWelcomeFacts, welcomeFacts } from './dashboard.fixtures';
import { WELCOME_FAILURE, WelcomeLetterView } from './welcome-letter-view';

const meta = {
  title: 'Member/WelcomeLetter',
  component: WelcomeLetterView,
  tags: ['autodocs'],
  args: {
    letter: welcomeFacts,
    onRetry: fn(),
    pdfHref: '/api/member/welcome.pdf',
  },
} satisfies Meta<typeof WelcomeLetterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (letter: HTMLElement, term: string) =>
  within(letter).getByText(term, { selector: 'dt' }).nextElementSibling;

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    const letter = canvas.getByRole('article', { name: 'Welcome letter' });
    await expect(within(letter).getByText('5 January 2026')).toHaveAttribute(
      'datetime',
      welcomeFacts.joinedAt,
    );
    await expect(within(letter).getByRole('heading', { name: 'Dear Ravi Kumar,' })).toBeVisible();
    await expect(letter).toHaveTextContent('Welcome to LEARN-TRADE-EARN!');
    await expect(detail(letter, 'User ID')).toHaveTextContent('LT4821937');
    await expect(within(letter).getByText('LT4821937')).toHaveClass('font-mono');
    await expect(detail(letter, 'Sponsor')).toHaveTextContent('Anita Sharma (LT1029384)');
    await expect(detail(letter, 'Joined on')).toHaveTextContent('05/01/2026');
    await expect(detail(letter, 'Placement')).toHaveTextContent('left of Deepak Verma (LT5541207)');
    const steps = within(letter).getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Buy a package',
      'Complete your wallet details',
      'Share your referral links',
    ]);
    await expect(within(letter).getByRole('link', { name: 'All packages' })).toHaveAttribute(
      'href',
      '/userdashboard/packages',
    );
    await expect(within(letter).getByRole('link', { name: 'Wallet details' })).toHaveAttribute(
      'href',
      '/userdashboard/walletdetails',
    );
    await expect(letter).toHaveTextContent('The LEARN-TRADE-EARN team');
    const download = canvas.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/api/member/welcome.pdf');
    await expect(download).toHaveAttribute('download', 'welcome-letter-LT4821937.pdf');
  },
};

export const WithoutSponsor: Story = {
  args: { letter: rootWelcomeFacts },
  play: async ({ canvas }) => {
    const letter = canvas.getByRole('article', { name: 'Welcome letter' });
    await expect(detail(letter, 'Sponsor')).toHaveTextContent(
      'None: you are the first member of the network',
    );
    await expect(detail(letter, 'Placement')).toHaveTextContent('At the top of the tree');
    await expect(letter).not.toHaveTextContent('your sponsor and');
  },
};

export const LongNames: Story = {
  args: { letter: longWelcomeFacts },
  play: async ({ canvas }) => {
    const letter = canvas.getByRole('article', { name: 'Welcome letter' });
    // 23:30 UTC on 31 December is dated that UTC day.
    await expect(detail(letter, 'Joined on')).toHaveTextContent('31/12/2025');
    await expect(detail(letter, 'Placement')).toHaveTextContent(
      'right of Anita Sharma-Chandrasekharan Venkataraman (LT6677889)',
    );
  },
};

export const Loading: Story = {
  args: { letter: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Welcome letter' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Dear/)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { letter: undefined, error: 'Your session has expired' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(WELCOME_FAILURE);
    await expect(alert).toHaveTextContent('Your session has expired');
    await expect(canvas.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongNames: Story = {
  ...phoneViewport,
  args: LongNames.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLoading: Story = {
  ...phoneViewport,
  args: Loading.args,
};
