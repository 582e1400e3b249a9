import type { RateLimit } from '../config';
import type { CounterStore } from './counter-store';
import { tooManyRequests } from './http-error';

/**
 * Counts failed logins only (a user who logs in often is never locked out), per e-mail and per IP.
 * Each attempt is counted before its password is checked, so guesses sent in parallel cannot all
 * pass a check made before any of them failed; a successful attempt is taken back. Once either
 * count is over its limit, every attempt answers 429 until the window ends.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly perEmail: RateLimit,
    private readonly perIp: RateLimit,
  ) {}

  /** Counts the attempt; 429 when the e-mail or the address has used up its failures. */
  async begin(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([
      this.store.increment(emailKey(email), this.perEmail.windowMs),
      this.store.increment(ipKey(ip), this.perIp.windowMs),
    ]);
    const until = Math.max(byEmail.count > this.perEmail.max ? byEmail.resetAt : 0, byIp.count > this.perIp.max ? byIp.resetAt : 0);
    if (until > 0) throw tooManyRequests('Too many failed login attempts. Try again later.', (until - Date.now()) / 1000);
  }

  /** The attempt was right: the e-mail starts afresh and the address gets its count back. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.store.reset(emailKey(email)), this.store.release(ipKey(ip))]);
  }
}

const emailKey = (email: string) => `login:email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
