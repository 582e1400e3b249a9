/**
 * Waits for a dependency's orderly close at most `ms`, then forces it (ioredis' and BullMQ's
 * `disconnect()`), and waits for that at most `ms` too: a client whose server went away and came
 * back can leave its QUIT or its fetch loop waiting for good, and a shutdown must end all the same.
 * Says so in the log when it had to force.
 */
export async function closeWithin(
  what: string,
  ms: number,
  close: () => Promise<unknown>,
  force: () => unknown,
  log?: { info(fields: object, message: string): void },
): Promise<void> {
  const outcome = await within(ms, close().then(() => 'closed' as const, () => 'failed' as const));
  if (outcome === 'closed') return;
  if (outcome === 'timed out') log?.info({ what, ms }, 'close did not finish in time; forced');
  await within(ms, Promise.resolve().then(force).catch(() => undefined));
}

async function within<T>(ms: number, work: Promise<T>): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
