type Logger = { error(obj: object, msg: string): void };

export type Poller = {
  /** One pass, as the loop runs it. */
  runOnce(): Promise<void>;
  /** Stops the loop and waits for a pass in flight. */
  stop(): Promise<void>;
};

/**
 * A background job of one instance: `pass` every `intervalMs`, the next interval counted from the
 * end of the last pass, so passes never overlap. The first pass waits one interval (a starting
 * instance serves requests first). A failed pass is logged as `<name>: pass failed`; the loop goes
 * on. `loop: false` runs nothing by itself (tests call runOnce).
 */
export function startPolling(
  name: string,
  pass: () => Promise<void>,
  options: { intervalMs: number; log: Logger; loop?: boolean },
): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = pass()
      .catch((error: unknown) => options.log.error({ err: error }, `${name}: pass failed`))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  if (options.loop !== false) timer = setTimeout(tick, options.intervalMs);

  return {
    runOnce: pass,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Runs one step of a pass; a failure is logged as `<name>: <step> failed` and the pass goes on. */
export const stepOf =
  (name: string, log: Logger) => async (step: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `${name}: ${step} failed`);
    }
  };
