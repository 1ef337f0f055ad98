/** Runs `run` soon after `start()` and then every `intervalMs`; a run still going is never doubled. */
export function everyInterval(intervalMs: number, run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  const tick = () => {
    if (current) return;
    current = run()
      .catch(onError)
      .finally(() => {
        current = null;
      });
  };
  return {
    start() {
      if (timer) return;
      setImmediate(tick);
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
