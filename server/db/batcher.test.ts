import { describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher';

/** A statement the test answers by hand: each call's keys, and a way to answer or fail it. */
function fakeStatement() {
  const calls: {
    keys: number[];
    answer(values?: Map<number, string>): void;
    fail(e: Error): void;
  }[] = [];
  const run = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      calls.push({
        keys,
        answer: (values) => resolve(values ?? new Map(keys.map((k) => [k, `row ${k}`]))),
        fail: reject,
      });
    });
  return { calls, run };
}

const missing = (key: number) => new Error(`no row ${key}`);
const turn = () => new Promise((done) => setImmediate(done));

describe('createBatcher', () => {
  it('sends the loads of one turn of the event loop as one statement, each key once', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 2, maxBatch: 10 });
    const answers = Promise.all([batcher.load(1), batcher.load(2), batcher.load(1)]);
    await turn();
    expect(s.calls.map((c) => c.keys)).toEqual([[1, 2]]);
    s.calls[0]?.answer();
    expect(await answers).toEqual(['row 1', 'row 2', 'row 1']);
  });

  it('holds loads while the statements in flight are at the limit, then sends them together', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 1, maxBatch: 10 });
    const first = batcher.load(1);
    await turn();
    const later = [batcher.load(2), batcher.load(3)];
    await turn();
    await turn();
    expect(s.calls.map((c) => c.keys)).toEqual([[1]]);
    s.calls[0]?.answer();
    expect(await first).toBe('row 1');
    await turn();
    expect(s.calls.map((c) => c.keys)).toEqual([[1], [2, 3]]);
    s.calls[1]?.answer();
    expect(await Promise.all(later)).toEqual(['row 2', 'row 3']);
  });

  it('asks again for a key whose statement was already running (it must see later writes)', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 2, maxBatch: 10 });
    const early = batcher.load(7);
    await turn();
    const late = batcher.load(7);
    await turn();
    expect(s.calls.map((c) => c.keys)).toEqual([[7], [7]]);
    s.calls[1]?.answer(new Map([[7, 'after the write']]));
    s.calls[0]?.answer(new Map([[7, 'before the write']]));
    expect(await late).toBe('after the write');
    expect(await early).toBe('before the write');
  });

  it('splits more keys than a statement takes into several statements', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 3, maxBatch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((k) => batcher.load(k)));
    await turn();
    expect(s.calls.map((c) => c.keys)).toEqual([[1, 2], [3, 4], [5]]);
    for (const c of s.calls) c.answer();
    expect(await answers).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
  });

  it('asks each key of a failed statement again alone: only its own error reaches a load', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 1, maxBatch: 10 });
    const [good, bad] = [batcher.load(1), batcher.load(2)];
    await turn();
    s.calls[0]?.fail(new Error('unsupported Unicode escape sequence'));
    await vi.waitFor(() => expect(s.calls).toHaveLength(3));
    expect(s.calls.map((c) => c.keys)).toEqual([[1, 2], [1], [2]]);
    s.calls[2]?.fail(new Error('unsupported Unicode escape sequence'));
    s.calls[1]?.answer();
    expect(await good).toBe('row 1');
    await expect(bad).rejects.toThrow('unsupported Unicode escape sequence');
  });

  it('rejects the loads of a failed one-key statement and a key the statement did not answer, and goes on', async () => {
    const s = fakeStatement();
    const batcher = createBatcher(s.run, missing, { maxInFlight: 1, maxBatch: 10 });
    const failing = [batcher.load(1), batcher.load(1)];
    await turn();
    s.calls[0]?.fail(new Error('connection lost'));
    for (const load of failing) await expect(load).rejects.toThrow('connection lost');
    expect(s.calls).toHaveLength(1);

    const [found, gone] = [batcher.load(3), batcher.load(4)];
    await turn();
    s.calls[1]?.answer(new Map([[3, 'row 3']]));
    expect(await found).toBe('row 3');
    await expect(gone).rejects.toThrow('no row 4');
  });
});
