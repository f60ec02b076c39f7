import type { RegistrationResponse } from '@contract/auth';
import { spyOn } from 'storybook/test';

export const sponsor = { name: 'Ravi Kumar', mySponsorId: 'LT4821937' };

export const registrationResult: RegistrationResponse = {
  message: 'User registered successfully',
  user: { _id: '42', name: 'Asha Verma', mySponsorId: 'LT5093816' },
  uniqueKey: 'K7QX-M2PA-9TRD-4HWN',
  sponsor,
  placement: { parentSponsorId: 'LT7310592', parentName: 'Meena Iyer', position: 'left' },
};

export const newMember = {
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  password: 'trade-safe-2026',
};

/** Story `beforeEach`: a clipboard that accepts every write, restored afterwards. */
export function stubClipboard() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
}
