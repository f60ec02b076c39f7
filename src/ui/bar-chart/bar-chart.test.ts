import { describe, expect, it } from 'vitest';
import { chartTicks } from './bar-chart';

describe('chartTicks', () => {
  it('counts up from 0 in round steps to at least the highest value', () => {
    expect(chartTicks(246.1)).toEqual([0, 100, 200, 300]);
    expect(chartTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(chartTicks(12_000_000.5)).toEqual([0, 5e6, 10e6, 15e6]);
    expect(chartTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('has a unit scale when every value is 0', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
  });
});
