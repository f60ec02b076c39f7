import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from './story-viewports';
import { KitLink, LinkProvider, type LinkComponentProps } from './link';

/** Stands in for a router's link: marks what it renders, so a story can tell who drew the anchor. */
function MarkedLink(props: LinkComponentProps) {
  return <a data-router-link="" {...props} />;
}

function Links({ provided, label }: { provided: boolean; label: string }) {
  const link = (
    <KitLink href="/userdashboard/packages" className="font-semibold text-info underline">
      {label}
    </KitLink>
  );
  return (
    <p className="max-w-md text-sm text-text">
      {provided ? <LinkProvider component={MarkedLink}>{link}</LinkProvider> : link}
    </p>
  );
}

const meta = {
  title: 'Kit/Lib/KitLink',
  component: Links,
  args: { provided: false, label: 'All packages' },
} satisfies Meta<typeof Links>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'All packages' });
    await expect(link).toHaveAttribute('href', '/userdashboard/packages');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

export const WithRouterLink: Story = {
  args: { provided: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'All packages' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/userdashboard/packages');
  },
};

export const LongText: Story = {
  args: {
    label:
      'A very long link text that wraps over several lines on a narrow screen without overflowing its box',
  },
};

export const Narrow: Story = { ...phoneViewport, args: { ...LongText.args, provided: false } };
