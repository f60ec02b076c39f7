import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPoints } from './format';

// The hand-written forms must say exactly what Intl says (format.ts says why they exist).
const intlMoney = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlPoints = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });
const intlDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A fixed sequence of pseudo-random numbers in [0, 1), so a failure can be repeated. */
function* seeded(seed: number, count: number) {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

const edges = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  1.005,
  2.675,
  9.995,
  999.995,
  1_000,
  12_500,
  123_456.785,
  1_234_567.891,
  -1.005,
  -0.001,
  -1_234.5,
  0.5,
  1.5,
  2.5,
  -0.5,
  999_999.5,
  1e-6,
  1e-7,
  4.35e-5,
  9_007_199_254_740_991,
  1e21,
  1.5e300,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Amounts as the app has them: micro-USDT over a million, of every size, both signs. */
const amounts = [...seeded(7, 5_000)].map((r, i) => {
  const micro = Math.floor(r * 10 ** (1 + (i % 13)));
  return (i % 5 === 0 ? -micro : micro) / 1_000_000;
});

describe('formatMoney and formatPoints', () => {
  it('write every amount as Intl en-US does', () => {
    for (const value of [...edges, ...amounts]) {
      expect(formatMoney(value), String(value)).toBe(intlMoney.format(value));
      expect(formatPoints(value), String(value)).toBe(intlPoints.format(value));
    }
  });
});

describe('formatDate and formatDateTime', () => {
  it('write every date as Intl en-GB in UTC does', () => {
    const start = Date.UTC(1999, 0, 1);
    const span = Date.UTC(2101, 0, 1) - start;
    const dates = [...seeded(11, 2_000)].map((r) => new Date(start + Math.floor(r * span)));
    for (const date of [new Date(Date.UTC(2026, 10, 27, 0, 0)), ...dates]) {
      expect(formatDate(date)).toBe(intlDate.format(date));
      expect(formatDate(date.toISOString())).toBe(intlDate.format(date));
      expect(formatDateTime(date)).toBe(`${intlDateTime.format(date)} UTC`);
    }
  });

  it('give back what is not a date', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
