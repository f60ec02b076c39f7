import useSWR from 'swr';
import { CODE_REQUIRED, twoFactorStatus } from '@contract/two-factor';
import { callApi, isCodeRequest } from '@/lib/api';
import { memberSecondFactorKey } from './keys';

/** Whether a guarded form shows the code field, and the error under it. */
export type CodeAsk = {
  requested: boolean;
  error?: string;
  /** The server just asked (a new object per answer): the form moves the cursor to the code. */
  answered?: boolean;
};

/** Asked up front, before any answer, because the member's status says it is on. */
export const CODE_UP_FRONT: CodeAsk = { requested: true };

/** The member has a second factor: the code field shows up front (the server still decides). */
export function useMemberHasSecondFactor(): boolean {
  const { data } = useSWR(memberSecondFactorKey, (path: string) =>
    callApi(twoFactorStatus, { path }),
  );
  return data?.enabled === true;
}

/**
 * What a refused guarded write means for its form: a 401 `twoFactor: 'code'` asks for the code
 * (with the server's message under it when a code was sent); anything else is not ours.
 */
export function codeAskFrom(failure: unknown, sentCode: boolean): CodeAsk | undefined {
  if (!isCodeRequest(failure)) return undefined;
  return {
    requested: true,
    answered: true,
    error: sentCode ? failure.message || CODE_REQUIRED : undefined,
  };
}
