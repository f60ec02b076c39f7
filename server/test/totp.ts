import { generate } from 'otplib';

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * An authenticator for automation that signs in more often than once per 30 s: each code is of a
 * step not used before, the current one or the next (the server accepts one step of drift), and
 * when both are used it waits for the clock to reach a fresh one (README "Security", second factor).
 */
export function authenticator(secret: string) {
  let lastStep = 0;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const now = stepNow();
        const step = Math.max(now, lastStep + 1);
        if (step <= now + 1) {
          lastStep = step;
          return generate({ secret, epoch: step * STEP_SECONDS });
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    /** The server refused a code as used: another client took this step; move past it. */
    skipPast() {
      lastStep = Math.max(lastStep, stepNow() + 1);
    },
  };
}
