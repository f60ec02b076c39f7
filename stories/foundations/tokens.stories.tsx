import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';

const colours = [
  ['bg', 'bg-bg', 'Page background'],
  ['surface', 'bg-surface', 'Cards and panels'],
  ['raised', 'bg-raised', 'Inputs, hovered rows'],
  ['border', 'bg-border', 'Dividers'],
  ['text', 'bg-text', 'Body text'],
  ['muted', 'bg-muted', 'Secondary text'],
  ['accent', 'bg-accent', 'Profit, active, primary action'],
  ['danger', 'bg-danger', 'Inactive, errors, losses'],
  ['warning', 'bg-warning', 'Pending'],
  ['reward', 'bg-reward', 'Ranks and rewards'],
  ['info', 'bg-info', 'Links'],
] as const;

const typeScale = [
  'text-xs',
  'text-sm',
  'text-base',
  'text-lg',
  'text-xl',
  'text-2xl',
  'text-3xl',
  'text-4xl',
];

function Tokens() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="colours">
        <h2 id="colours" className="mb-4 text-xl font-semibold">
          Colour roles
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {colours.map(([name, swatch, use]) => (
            <li key={name} className="rounded-lg border border-border bg-surface p-3">
              <div className={`h-12 rounded ${swatch} border border-border`} />
              <p className="mt-2 font-mono text-sm">{name}</p>
              <p className="text-xs text-muted">{use}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="type">
        <h2 id="type" className="mb-4 text-xl font-semibold">
          Type
        </h2>
        <div className="space-y-2">
          {typeScale.map((size) => (
            <p key={size} className={size}>
              {size}: Learn, trade, earn
            </p>
          ))}
          <p className="tabular text-lg">Tabular figures: 1,234.50 USDT | 987.00 USDT</p>
          <p className="font-mono">JetBrains Mono: LT4821937 · ORD-000123 · K7QX-M2PA-9TRD</p>
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colours.length);
  },
};

export const Narrow: Story = { ...phoneViewport };
