import { describe, expect, it } from 'vitest';
import { rankStatuses } from './rank-status';

describe('rankStatuses', () => {
  it('shows Claimed and unclaimed as given and every other rank as Not Achieved', () => {
    const status = rankStatuses([
      { name: 'Starter', status: 'Claimed' },
      { name: 'Master', status: 'unclaimed' },
    ]);
    expect(status('Starter')).toBe('Claimed');
    expect(status('Master')).toBe('unclaimed');
    expect(status('Bronze')).toBe('Not Achieved');
  });

  it('keeps the first occurrence of a rank', () => {
    const status = rankStatuses([
      { name: 'Starter', status: 'unclaimed' },
      { name: 'Starter', status: 'Claimed' },
    ]);
    expect(status('Starter')).toBe('unclaimed');
  });

  it('matches names regardless of case and surrounding spaces', () => {
    expect(rankStatuses([{ name: ' black diamond ', status: 'Claimed' }])('Black Diamond')).toBe(
      'Claimed',
    );
  });

  it('treats an unknown status as Not Achieved', () => {
    expect(rankStatuses([{ name: 'Gold', status: 'pending' }])('Gold')).toBe('Not Achieved');
  });

  it('has nothing achieved for an empty list', () => {
    expect(rankStatuses([])('King')).toBe('Not Achieved');
  });
});
