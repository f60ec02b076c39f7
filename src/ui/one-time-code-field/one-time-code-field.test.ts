import { describe, expect, it } from 'vitest';
import { isCompleteCode, normaliseCode } from './one-time-code-field';

describe('normaliseCode', () => {
  it('keeps six digits of an app code, whatever was pasted around them', () => {
    expect(normaliseCode(' 123 456 ', 'app')).toBe('123456');
    expect(normaliseCode('12-34-56-78', 'app')).toBe('123456');
    expect(normaliseCode('abc', 'app')).toBe('');
  });

  it('upper-cases a recovery code and keeps letters, digits and the hyphen', () => {
    expect(normaliseCode('7kq2m-x4d9p', 'recovery')).toBe('7KQ2M-X4D9P');
    expect(normaliseCode(' 7kq2m x4d9p!', 'recovery')).toBe('7KQ2MX4D9P');
    expect(normaliseCode('7KQ2M-X4D9P-EXTRA', 'recovery')).toBe('7KQ2M-X4D9P');
  });
});

describe('isCompleteCode', () => {
  it('wants exactly six digits from the app', () => {
    expect(isCompleteCode('123456', 'app')).toBe(true);
    expect(isCompleteCode('12345', 'app')).toBe(false);
  });

  it('wants two groups of five for a recovery code, the hyphen optional', () => {
    expect(isCompleteCode('7KQ2M-X4D9P', 'recovery')).toBe(true);
    expect(isCompleteCode('7KQ2MX4D9P', 'recovery')).toBe(true);
    expect(isCompleteCode('7KQ2M-X4D9', 'recovery')).toBe(false);
  });
});
