import { HttpError } from './http-error';

/**
 * At most `size` holders at once; the others wait in arrival order. Password hashing and image
 * decoding share one set of `cores - 1` CPU slots (plugins/app/work-pools.ts), and SQLite's writer
 * connection is a set of one (db/sqlite-threads.ts), held for a statement or a whole transaction.
 */
export class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Holders and those waiting for a slot. */
  get queued(): number {
    return this.busy + this.waiting.length;
  }

  /** Waits for a slot; the function returned gives it back (once, whatever the number of calls). */
  async acquire(): Promise<() => void> {
    if (this.busy >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const next = this.waiting.shift();
      // The slot passes straight to the next holder; `busy` stays the same.
      if (next) next();
      else this.busy -= 1;
    };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await job();
    } finally {
      release();
    }
  }
}

/** Answered when a pool's queue is full: the client should come back (Retry-After), nothing is lost. */
export class PoolFullError extends HttpError {
  constructor(pool: string, retryAfterSeconds: number) {
    super(503, `The server is busy (${pool}); please try again in a few seconds`, 'server.busy', { 'retry-after': String(retryAfterSeconds) });
  }
}

export interface WorkPoolOptions {
  /** Jobs waiting beyond the running ones; one more is refused with 503 and Retry-After. */
  maxQueue: number;
  retryAfterSeconds: number;
  /**
   * A pool whose jobs go first: a job of this pool starts only once the other pool's jobs that
   * were accepted before it have finished (later ones do not hold it back, so it cannot starve).
   */
  yieldsTo?: WorkPool;
}

/**
 * A bounded pool for one kind of CPU-heavy job (password hashing, image processing): it runs on
 * the shared CPU slots, queues at most `maxQueue` jobs, and sheds the rest at once instead of
 * letting them pile up behind each other (a login that would wait 16 s is better told to retry).
 */
export class WorkPool {
  private pending = 0;
  /** Jobs accepted and not finished, for a pool that yields to this one. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    readonly name: string,
    private readonly slots: Slots,
    private readonly options: WorkPoolOptions,
  ) {}

  /** Jobs accepted and not finished (running or queued): the GET /metrics gauge. */
  get size(): number {
    return this.pending;
  }

  /** Settles once every job accepted so far has finished, whatever its outcome. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Takes a place in the pool now (503 if there is none) for a job that comes later: a login
   * counts a failure before it checks the password, and must not count one it then cannot check.
   * Give the place back with `release()` if the job never runs.
   */
  reserve(): Reservation {
    if (this.pending >= this.slots.size + this.options.maxQueue) throw new PoolFullError(this.name, this.options.retryAfterSeconds);
    this.pending += 1;
    let state: 'held' | 'running' | 'done' = 'held';
    const finish = () => {
      this.pending -= 1;
      state = 'done';
    };
    return {
      run: <T>(job: () => Promise<T>): Promise<T> => {
        if (state !== 'held') return Promise.reject(new Error('This reservation was already used'));
        state = 'running';
        const first = this.options.yieldsTo?.settled();
        const done = (first ? first.then(() => this.slots.run(job)) : this.slots.run(job)).finally(finish);
        const tracked = done.catch(() => undefined);
        this.inFlight.add(tracked);
        void tracked.then(() => this.inFlight.delete(tracked));
        return done;
      },
      release: () => {
        if (state === 'held') finish();
      },
    };
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    try {
      return this.reserve().run(job);
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

export interface Reservation {
  /** Runs the job in the reserved place (once). */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Gives the place back unused; harmless after `run`. */
  release(): void;
}
