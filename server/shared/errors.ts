import type { TwoFactorStep } from '../../contract/two-factor';

/** An error the client caused: answered as `{ message }` with its status by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Which second-factor step is missing, for the client to ask (contract errorResponse). */
    readonly twoFactor?: TwoFactorStep,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
