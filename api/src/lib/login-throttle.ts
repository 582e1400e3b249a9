import type { RateLimit } from '../config';
import type { CounterStore } from './counter-store';
import { tooManyRequests } from './http-error';

/**
 * Counts failed logins only (a user who logs in often is never locked out), per e-mail and per IP.
 * Once either count reaches its limit, every attempt answers 429 until the window ends.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly perEmail: RateLimit,
    private readonly perIp: RateLimit,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.store.get(emailKey(email)), this.store.get(ipKey(ip))]);
    const blocked = [
      byEmail && byEmail.count >= this.perEmail.max ? byEmail.resetAt : 0,
      byIp && byIp.count >= this.perIp.max ? byIp.resetAt : 0,
    ];
    const until = Math.max(...blocked);
    if (until > 0) throw tooManyRequests('Too many failed login attempts. Try again later.', (until - Date.now()) / 1000);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.store.increment(emailKey(email), this.perEmail.windowMs),
      this.store.increment(ipKey(ip), this.perIp.windowMs),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(emailKey(email));
  }
}

const emailKey = (email: string) => `login:email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
