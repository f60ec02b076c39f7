// The tests of useAction: a harness runs it in the browser (the only React test environment here).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import useSWR, { SWRConfig } from 'swr';
import { ApiError } from './api';
import { SOMETHING_WENT_WRONG, useAction, type StaleKey } from './use-action';

const READ_KEY = 'use-action-story/read';

/** A write the play function settles when it wants: `release(value)` or `refuse(error)`. */
function heldWrite() {
  let release: (value: string) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const write = fn(
    (_value: string) =>
      new Promise<string>((resolve, reject) => {
        release = resolve;
        refuse = reject;
      }),
  );
  return {
    write,
    release: (value: string) => release(value),
    refuse: (error: unknown) => refuse(error),
  };
}

type HarnessProps = {
  write: (value: string) => Promise<string>;
  failure?: string;
  refresh?: readonly StaleKey[];
};

/** Reads READ_KEY (counting the fetches) and runs the write from buttons; shows what it gets back. */
function Harness({ write, failure, refresh }: HarnessProps) {
  const action = useAction(write, { failure, refresh });
  const [fetches, setFetches] = useState(0);
  useSWR(READ_KEY, async () => {
    setFetches((count) => count + 1);
    return 'read';
  });
  const [results, setResults] = useState<string[]>([]);
  const record = (status: string) => setResults((shown) => [...shown, status]);

  return (
    <div className="grid gap-3 p-4 text-text">
      <div className="flex gap-2">
        <button type="button" onClick={() => void action.run('once').then((r) => record(r.status))}>
          Save
        </button>
        <button
          type="button"
          onClick={() => {
            void action.run('first').then((r) => record(r.status));
            void action.run('second').then((r) => record(r.status));
          }}
        >
          Save twice
        </button>
      </div>
      <p data-testid="busy">{action.busy ? 'busy' : 'idle'}</p>
      <p data-testid="error">{action.error ?? 'no error'}</p>
      <p data-testid="results">{results.join(', ') || 'no result'}</p>
      <p data-testid="fetches">{fetches}</p>
    </div>
  );
}

function FreshCache(props: HarnessProps) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Harness {...props} />
    </SWRConfig>
  );
}

const meta = {
  title: 'Lib/useAction',
  component: FreshCache,
  args: { write: fn(async (value: string) => value) },
} satisfies Meta<typeof FreshCache>;

export default meta;
type Story = StoryObj<typeof meta>;

const busyWrite = heldWrite();

export const BusyWhileTheWriteRuns: Story = {
  args: { write: busyWrite.write },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('busy')).toHaveTextContent('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByTestId('busy')).toHaveTextContent('busy');
    await expect(busyWrite.write).toHaveBeenCalledWith('once');
    busyWrite.release('saved');
    await waitFor(() => expect(canvas.getByTestId('busy')).toHaveTextContent('idle'));
    await expect(canvas.getByTestId('results')).toHaveTextContent('done');
    await expect(canvas.getByTestId('error')).toHaveTextContent('no error');
  },
};

const doubleWrite = heldWrite();

export const ADoubleSubmissionRunsOnce: Story = {
  args: { write: doubleWrite.write },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save twice' }));
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveTextContent('busy'));
    await expect(doubleWrite.write).toHaveBeenCalledTimes(1);
    await expect(doubleWrite.write).toHaveBeenCalledWith('first');
    doubleWrite.release('saved');
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveTextContent('busy, done'));
    // Once it ended, the next run goes through.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(doubleWrite.write).toHaveBeenCalledTimes(2);
  },
};

export const TheServersWordsOnFailure: Story = {
  args: {
    failure: 'Could not save',
    write: fn((_value: string) => Promise.reject(new ApiError(409, 'Order is already approved'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveTextContent('failed'));
    await expect(canvas.getByTestId('error')).toHaveTextContent('Order is already approved');
    await expect(canvas.getByTestId('busy')).toHaveTextContent('idle');
  },
};

export const TheFallbackWithoutTheServersWords: Story = {
  args: {
    failure: 'Could not save',
    write: fn((_value: string) => Promise.reject(new TypeError('Failed to fetch'))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('error')).toHaveTextContent('Could not save'));
  },
};

export const AGenericFallbackWhenNoneIsGiven: Story = {
  args: { write: fn((_value: string) => Promise.reject(new ApiError(500, ''))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByTestId('error')).toHaveTextContent(SOMETHING_WENT_WRONG),
    );
  },
};

const retriedWrite = heldWrite();

export const TheNextRunClearsTheFailure: Story = {
  args: { write: retriedWrite.write, failure: 'Could not save' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    retriedWrite.refuse(new TypeError('Failed to fetch'));
    await waitFor(() => expect(canvas.getByTestId('error')).toHaveTextContent('Could not save'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByTestId('error')).toHaveTextContent('no error');
    retriedWrite.release('saved');
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveTextContent('failed, done'));
  },
};

export const ASuccessRefreshesItsKeys: Story = {
  args: { refresh: [READ_KEY] },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('2'));
  },
};

export const AMatcherPicksTheKeysToRefresh: Story = {
  args: { refresh: [(key) => key === READ_KEY] },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('2'));
  },
};

export const AFailureRefreshesNothing: Story = {
  args: {
    refresh: [READ_KEY],
    write: fn((_value: string) => Promise.reject(new ApiError(409, 'Order is already approved'))),
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('fetches')).toHaveTextContent('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('results')).toHaveTextContent('failed'));
    await expect(canvas.getByTestId('fetches')).toHaveTextContent('1');
  },
};
