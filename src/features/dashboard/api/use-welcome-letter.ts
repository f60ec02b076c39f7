import useSWR from 'swr';
import type { z } from 'zod/mini';
import { welcomeLetter } from '@contract/wallet';
import { callApi } from '@/lib/api';
import { welcomeLetterKey } from './keys';

export type WelcomeLetterFacts = z.infer<typeof welcomeLetter.response>;

/** The facts of the signed-in member's welcome letter; the server reads the member from the session. */
export function useWelcomeLetter(sponsorId: string) {
  return useSWR(welcomeLetterKey(sponsorId), () => callApi(welcomeLetter));
}
